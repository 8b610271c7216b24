import Foundation

/// A thread that calls `tick` every `interval` seconds until `stop()`, which wakes it and waits
/// for it to end: a watchdog that a program can be sure is gone before it exits.
///
/// A joinable pthread and a timed wait rather than a Foundation `Thread` and `sleep`: a sleeping
/// thread cannot be woken, and one still running while the process exits races the exit handlers.
public final class PeriodicThread: @unchecked Sendable {
    // Sendable is sound: `stopping` and `thread` are guarded by `condition`.
    private let condition = NSCondition()
    private var stopping = false
    private var thread: pthread_t?

    /// Starts the thread; `tick` runs on it every `interval` seconds.
    public init(interval: Double, tick: @escaping @Sendable () -> Void) {
        let start = Unmanaged.passRetained(Start(owner: self, interval: interval, tick: tick))
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { argument in
                let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
                start.owner.loop(interval: start.interval, tick: start.tick)
                return nil
            }, start.toOpaque())
        precondition(result == 0, "pthread_create failed with \(result)")
        condition.withLock { self.thread = thread }
    }

    /// What the new thread needs; the thread holds the owner until `stop()` ends it.
    private final class Start: @unchecked Sendable {
        // Sendable is sound: immutable, handed to the new thread once.
        let owner: PeriodicThread
        let interval: Double
        let tick: @Sendable () -> Void
        init(owner: PeriodicThread, interval: Double, tick: @escaping @Sendable () -> Void) {
            self.owner = owner
            self.interval = interval
            self.tick = tick
        }
    }

    /// Ends the thread and waits for it (after a tick under way); called on the thread itself, it
    /// ends after the current tick. Safe to call more than once.
    public func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        let thread = self.thread.take()
        condition.unlock()
        guard let thread else { return }
        if pthread_equal(pthread_self(), thread) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    private func loop(interval: Double, tick: @Sendable () -> Void) {
        condition.lock()
        while !stopping {
            _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            guard !stopping else { break }
            condition.unlock()
            tick()
            condition.lock()
        }
        condition.unlock()
    }
}
