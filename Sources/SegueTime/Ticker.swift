import Foundation

/// A display link: calls a body once per frame, paced in real time, in virtual time, or not at all.
///
/// `run(_:)` executes synchronously on the calling thread. `pause()`, `resume()` and `invalidate()`
/// may be called from the body or from any other thread; the state they touch sits behind one
/// condition lock, which is why the class is `@unchecked Sendable`.
///
/// Pausing: the run loop finishes the current frame, then blocks on a condition variable until
/// resumed or invalidated; it neither delivers frames nor reads the clock meanwhile. On resume a
/// realtime ticker re-anchors its schedule at the clock's current time, so paused time never counts
/// as missed frames; an offline ticker continues with the next virtual timestamp, so virtual time
/// does not advance while paused. A body that pauses its own ticker blocks that thread, so another
/// thread must resume it (pausing and resuming within one body call also re-anchors).
///
/// Realtime pacing: each frame targets the next slot boundary `anchor + slot / rate`, computed from
/// the slot number rather than accumulated, so rounding never drifts the schedule. A frame that
/// overruns its deadline makes the ticker sleep to the next future boundary instead of bursting
/// frames to catch up; every boundary that passed without a new frame counts in `missedFrames`.
public final class Ticker: @unchecked Sendable {
    // Sendable is sound: the mutable state is guarded by the condition lock described above.
    /// How this ticker paces frames.
    public let mode: TickerMode

    private let clock: any TickerClock
    private let condition = NSCondition()
    private var paused = false
    private var invalidated = false
    private var running = false
    private var resumeCount = 0
    private var delivered = 0
    private var missed = 0

    /// Slack, in frames, when placing a time in a slot; it absorbs rounding in `anchor + slot / rate`
    /// (1e-6 frames is 17 ns at 60 Hz, far below any real miss).
    private static let slotTolerance = 1e-6

    /// Creates a ticker; realtime and unpaced modes read `clock`, offline mode never does.
    public init(mode: TickerMode, clock: any TickerClock = MonotonicClock()) throws(TimingError) {
        switch mode {
        case .realtime(let rate), .offline(let rate):
            guard rate.isFinite, rate > 0 else { throw .invalidFrameRate(rate) }
        case .unpaced:
            break
        }
        self.mode = mode
        self.clock = clock
    }

    /// Whether `pause()` was called without a matching `resume()`.
    public var isPaused: Bool { locked { paused } }

    /// Whether `invalidate()` was called; an invalidated ticker never runs again.
    public var isInvalidated: Bool { locked { invalidated } }

    /// Frame deadlines that passed without a new frame (realtime mode only; paused time excluded).
    public var missedFrames: Int { locked { missed } }

    /// Frames delivered so far, including the one being delivered.
    public var frameCount: Int { locked { delivered } }

    /// Stops delivering frames after the current one until `resume()`.
    public func pause() {
        locked { paused = true }
    }

    /// Resumes a paused ticker; a realtime ticker restarts its schedule at the current time.
    public func resume() {
        locked {
            guard paused else { return }
            paused = false
            resumeCount += 1
            condition.broadcast()
        }
    }

    /// Ends `run` after the current frame, including one blocked while paused, for good.
    public func invalidate() {
        locked {
            invalidated = true
            condition.broadcast()
        }
    }

    /// Calls `body` once per frame on this thread until it returns `.stop` or the ticker is invalidated.
    ///
    /// Returns at once, without calling `body`, if the ticker is invalidated or already running on
    /// another thread. Running again after a `.stop` continues the frame count; a realtime ticker
    /// starts a new schedule at that point. An error thrown by `body` ends the run and is rethrown
    /// with its own type, so a caller with typed throws can throw straight through.
    public func run<Failure: Error>(_ body: (Tick) throws(Failure) -> TickerAction) throws(Failure) {
        guard beginRun() else { return }
        defer { locked { running = false } }
        switch mode {
        case .realtime(let rate):
            try runRealtime(rate: rate, body)
        case .offline(let rate):
            try runOffline(rate: rate, body)
        case .unpaced:
            try runUnpaced(body)
        }
    }

    private func runRealtime<Failure: Error>(
        rate: Double, _ body: (Tick) throws(Failure) -> TickerAction
    ) throws(Failure) {
        var seenResumes = locked { resumeCount }
        var anchor: Double?
        var slot = 0
        while true {
            guard let resumed = waitUntilRunnable(seenResumes: &seenResumes) else { return }
            let start = clock.now()
            if resumed || anchor == nil {
                anchor = start
                slot = 0
            }
            let origin = anchor ?? start
            // A late wake-up that slipped past whole slot boundaries has missed those frames.
            let current = Self.slot(containing: start, origin: origin, rate: rate)
            if current > slot {
                addMissed(current - slot)
                slot = current
            }
            let tick = Tick(index: takeIndex(), timestamp: start, targetTimestamp: origin + Double(slot + 1) / rate)
            guard try body(tick) == .proceed, !isInvalidated else { return }
            // A pause during the body means the next frame re-anchors; counting or sleeping now
            // would charge the paused time as missed frames.
            guard !pausedOrResumed(since: seenResumes) else { continue }
            let next = max(slot + 1, Self.firstSlot(atOrAfter: clock.now(), origin: origin, rate: rate))
            addMissed(next - slot - 1)
            slot = next
            clock.sleep(until: origin + Double(next) / rate)
        }
    }

    private func runOffline<Failure: Error>(
        rate: Double, _ body: (Tick) throws(Failure) -> TickerAction
    ) throws(Failure) {
        var seenResumes = 0
        while true {
            guard waitUntilRunnable(seenResumes: &seenResumes) != nil else { return }
            let index = takeIndex()
            let tick = Tick(index: index, timestamp: Double(index) / rate, targetTimestamp: Double(index + 1) / rate)
            guard try body(tick) == .proceed, !isInvalidated else { return }
        }
    }

    private func runUnpaced<Failure: Error>(_ body: (Tick) throws(Failure) -> TickerAction) throws(Failure) {
        var seenResumes = 0
        while true {
            guard waitUntilRunnable(seenResumes: &seenResumes) != nil else { return }
            // Unpaced frames have no deadline; the frame is due as soon as it is done.
            let start = clock.now()
            let tick = Tick(index: takeIndex(), timestamp: start, targetTimestamp: start)
            guard try body(tick) == .proceed, !isInvalidated else { return }
        }
    }

    /// The slot whose interval `[origin + k/rate, origin + (k+1)/rate)` holds `time`.
    private static func slot(containing time: Double, origin: Double, rate: Double) -> Int {
        clampedSlot(((time - origin) * rate + slotTolerance).rounded(.down))
    }

    /// The first slot boundary at or after `time`.
    private static func firstSlot(atOrAfter time: Double, origin: Double, rate: Double) -> Int {
        clampedSlot(((time - origin) * rate - slotTolerance).rounded(.up))
    }

    /// Converts a slot number to `Int` without trapping when a clock jumps absurdly far.
    private static func clampedSlot(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1 << 52 : 0 }
        return Int(min(max(value, 0), Double(1 << 52)))
    }

    private func beginRun() -> Bool {
        locked {
            guard !running, !invalidated else { return false }
            running = true
            return true
        }
    }

    /// Blocks while paused; returns nil once invalidated, else whether a resume happened since `seenResumes`.
    private func waitUntilRunnable(seenResumes: inout Int) -> Bool? {
        condition.lock()
        defer { condition.unlock() }
        while paused, !invalidated {
            condition.wait()
        }
        guard !invalidated else { return nil }
        let resumed = resumeCount != seenResumes
        seenResumes = resumeCount
        return resumed
    }

    private func pausedOrResumed(since seenResumes: Int) -> Bool {
        locked { paused || resumeCount != seenResumes }
    }

    private func takeIndex() -> Int {
        locked {
            defer { delivered += 1 }
            return delivered
        }
    }

    private func addMissed(_ count: Int) {
        guard count > 0 else { return }
        locked { missed += count }
    }

    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }
}
