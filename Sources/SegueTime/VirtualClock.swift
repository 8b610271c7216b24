import Foundation

/// A clock for deterministic tests: time moves only when told to, or when something sleeps on it.
///
/// `sleep(until:)` does not block; it jumps time forward to the deadline, so an offline test of a
/// realtime ticker sees exact timestamps. Two hooks simulate a system that misses deadlines:
/// `scheduleOversleeps(_:)` makes sleeps wake late, and `setJumpHook(_:)` adds time on every read,
/// as if the work between two reads had taken that long.
///
/// All state sits behind one lock so a test thread may drive the clock while a ticker runs on
/// another; that is why the class is `@unchecked Sendable`.
///
/// Internal: tests reach it through `@testable import SegueTime`; applications pace on `MonotonicClock`.
final class VirtualClock: TickerClock, @unchecked Sendable {
    // Sendable is sound: `time` and `oversleeps` are read and written only under `lock`.
    private let lock = NSLock()
    private var time: Double
    private var oversleeps: [Double] = []
    private var jumpHook: (@Sendable (Double) -> Double)?

    /// Creates a clock that reads `start` until it is moved.
    init(start: Double = 0) {
        time = start
    }

    /// The current virtual time, after adding whatever the jump hook returns for this read.
    func now() -> Double {
        let (current, hook) = locked { (time, jumpHook) }
        guard let hook else { return current }
        // The hook runs outside the lock so it may call back into the clock (e.g. `advance`).
        let jump = hook(current)
        return locked {
            if jump.isFinite, jump > 0 { time += jump }
            return time
        }
    }

    /// Jumps time forward to `deadline` if it lies ahead, then adds the next scheduled oversleep.
    func sleep(until deadline: Double) {
        locked {
            if deadline.isFinite, deadline > time { time = deadline }
            if !oversleeps.isEmpty { time += oversleeps.removeFirst() }
        }
    }

    /// Moves time forward; negative or non-finite amounts are ignored because the clock is monotonic.
    func advance(by seconds: Double) {
        locked {
            if seconds.isFinite, seconds > 0 { time += seconds }
        }
    }

    /// Sets the time; for test setup only, since moving it backwards breaks the monotonic contract.
    func set(_ newTime: Double) {
        locked {
            if newTime.isFinite { time = newTime }
        }
    }

    /// Makes each following `sleep(until:)` call wake late by the next amount, one amount per call.
    func scheduleOversleeps(_ delays: [Double]) {
        locked {
            oversleeps += delays.map { $0.isFinite ? max($0, 0) : 0 }
        }
    }

    /// Installs a hook called on every `now()` with the current time, returning seconds to jump ahead.
    func setJumpHook(_ hook: (@Sendable (_ time: Double) -> Double)?) {
        locked { jumpHook = hook }
    }

    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
