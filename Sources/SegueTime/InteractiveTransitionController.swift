import Foundation

/// Drives a transition's progress from a gesture, then animates it to its end, with the semantics of
/// UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// While interactive, `update(_:)` sets the progress. `finish(velocity:startingAt:)` and
/// `cancel(velocity:startingAt:)` start a completion animation to exactly 1 or exactly 0, which
/// advances only when sampled with `progress(at:)` or `tick(_:)`: the controller owns no clock, so
/// a realtime ticker, an offline ticker and a replay all drive it the same way. An `update(_:)`
/// during the completion takes over again (the animation stops and the state is interactive).
///
/// The class is `@unchecked Sendable` because all its state sits behind one lock, so a gesture
/// thread may update it while a render thread samples it. Completion handlers run outside the lock.
public final class InteractiveTransitionController: @unchecked Sendable {
    // Sendable is sound: all state sits behind one lock, as described above.
    /// Where the transition stands.
    public enum State: Sendable, Equatable {
        /// Progress follows `update(_:)`.
        case interactive
        /// Animating toward the given outcome.
        case completing(TransitionOutcome)
        /// Done, at exactly 1 or exactly 0.
        case ended(TransitionOutcome)
    }

    /// How far ahead `shouldFinish` projects the release velocity, in seconds. A flick keeps moving
    /// briefly after the finger lifts; 0.2 s sits between UIScrollView's fast (≈0.1 s) and normal
    /// (≈0.5 s) deceleration projections, so a deliberate flick commits and a hesitant release does not.
    public static let defaultProjectionTime = 0.2

    /// The progress `shouldFinish` compares the projection against by default.
    public static let defaultThreshold = 0.5

    /// The duration of the whole transition from 0 to 1, in seconds.
    public let duration: Double

    private let lock = NSLock()
    private var settings: CompletionSettings
    private var percent = 0.0
    private var phase = Phase.interactive
    private var handlers: [@Sendable (TransitionOutcome) -> Void] = []
    private var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []

    private enum Phase {
        case interactive
        case completing(CompletionAnimation)
        case ended(TransitionOutcome)
    }

    /// Creates a controller at progress 0; `duration` must be finite and 0 or more.
    public init(duration: Double, completion: CompletionSettings = .standard) throws(TimingError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        self.duration = duration
        settings = completion
    }

    /// How the next completion animates; changing it does not affect one already running.
    public var completion: CompletionSettings {
        get { locked { settings } }
        set { locked { settings = newValue } }
    }

    /// Multiplier on the completion's pace (default 1).
    public var completionSpeed: Double { completion.speed }

    /// The curve shaping the completion when no spring is set (default ease-in-out).
    public var completionCurve: TimingCurve { completion.curve }

    /// The spring used for the completion instead of the curve, if any.
    public var completionSpring: Spring? { completion.spring }

    /// The current progress in [0, 1], as of the last update or sample.
    public var percentComplete: Double { locked { percent } }

    /// Where the transition stands.
    public var state: State {
        locked {
            switch phase {
            case .interactive: return .interactive
            case .completing(let animation): return .completing(animation.outcome)
            case .ended(let outcome): return .ended(outcome)
            }
        }
    }

    /// The running completion animation's length in seconds, or nil when none is running.
    public var completionDuration: Double? {
        locked {
            guard case .completing(let animation) = phase else { return nil }
            return animation.duration
        }
    }

    /// Whether a release at `progress` moving at `velocity` (progress per second) should finish:
    /// `progress + velocity · projectionTime > threshold`.
    ///
    /// The comparison is strict, so an exact tie cancels: cancelling is the safe default because it
    /// undoes nothing the user committed to.
    public static func shouldFinish(
        progress: Double,
        velocity: Double,
        projectionTime: Double = defaultProjectionTime,
        threshold: Double = defaultThreshold
    ) -> Bool {
        progress + velocity * projectionTime > threshold
    }

    /// Sets the progress, clamped to [0, 1]; during a completion it stops the animation and takes over.
    ///
    /// NaN is ignored, and so is any update after the transition ended.
    public func update(_ percentComplete: Double) {
        guard !percentComplete.isNaN else { return }
        locked {
            if case .ended = phase { return }
            phase = .interactive
            percent = min(max(percentComplete, 0), 1)
        }
    }

    /// Stops a running completion where it is at `time` and returns to interactive, e.g. when a finger touches down again.
    @discardableResult
    public func interrupt(at time: Double) -> Double {
        _ = progress(at: time)
        return locked {
            if case .completing = phase { phase = .interactive }
            return percent
        }
    }

    /// Animates to exactly 1, over the remaining `(1 − p) · duration / completionSpeed` or with the completion spring.
    ///
    /// `velocity` (progress per second) only seeds a spring; curves ignore it, as UIKit does. The
    /// animation starts at `time`, or when next sampled if `time` is nil.
    public func finish(velocity: Double? = nil, startingAt time: Double? = nil) {
        complete(.finished, velocity: velocity, startTime: time)
    }

    /// Animates to exactly 0, over the remaining `p · duration / completionSpeed` or with the completion spring.
    ///
    /// `velocity` (progress per second, negative toward 0) only seeds a spring. The animation starts
    /// at `time`, or when next sampled if `time` is nil.
    public func cancel(velocity: Double? = nil, startingAt time: Double? = nil) {
        complete(.cancelled, velocity: velocity, startTime: time)
    }

    /// Finishes or cancels by `shouldFinish` at the current progress, and returns which.
    @discardableResult
    public func end(
        velocity: Double,
        projectionTime: Double = defaultProjectionTime,
        threshold: Double = defaultThreshold,
        startingAt time: Double? = nil
    ) -> TransitionOutcome {
        let finishing = Self.shouldFinish(
            progress: percentComplete, velocity: velocity, projectionTime: projectionTime, threshold: threshold)
        let outcome: TransitionOutcome = finishing ? .finished : .cancelled
        complete(outcome, velocity: velocity, startTime: time)
        return outcome
    }

    /// Advances a running completion to `time` and returns the progress; ends it exactly at 0 or 1.
    public func progress(at time: Double) -> Double {
        let (value, outcome) = locked { () -> (Double, TransitionOutcome?) in
            guard case .completing(var animation) = phase else { return (percent, nil) }
            if animation.startTime == nil { animation.startTime = time }
            let (value, isDone) = animation.progress(at: time)
            percent = value
            phase = isDone ? .ended(animation.outcome) : .completing(animation)
            return (value, isDone ? animation.outcome : nil)
        }
        if let outcome { deliver(outcome) }
        return value
    }

    /// Advances to the tick's `targetTimestamp`, the time its frame will be on screen.
    public func tick(_ tick: Tick) -> Double {
        progress(at: tick.targetTimestamp)
    }

    /// Registers a handler called once with the outcome when the transition ends; at once if it already has.
    public func onCompletion(_ handler: @escaping @Sendable (TransitionOutcome) -> Void) {
        let ended = locked { () -> TransitionOutcome? in
            if case .ended(let outcome) = phase { return outcome }
            handlers.append(handler)
            return nil
        }
        if let ended { handler(ended) }
    }

    /// The outcome, once the transition ends; waits (without a timeout) until it does.
    public var outcome: TransitionOutcome {
        get async {
            await withCheckedContinuation { continuation in
                let ended = locked { () -> TransitionOutcome? in
                    if case .ended(let outcome) = phase { return outcome }
                    waiters.append(continuation)
                    return nil
                }
                if let ended { continuation.resume(returning: ended) }
            }
        }
    }

    private func complete(_ outcome: TransitionOutcome, velocity: Double?, startTime: Double?) {
        let ended = locked { () -> Bool in
            if case .ended = phase { return false }
            let animation = CompletionAnimation(
                outcome: outcome,
                from: percent,
                totalDuration: duration,
                settings: settings,
                velocity: velocity,
                startTime: startTime
            )
            // Nothing left to animate: end now rather than on an arbitrary later sample.
            guard animation.duration > 0 else {
                percent = outcome.endProgress
                phase = .ended(outcome)
                return true
            }
            phase = .completing(animation)
            return false
        }
        if ended { deliver(outcome) }
    }

    /// Hands the outcome to everyone waiting, outside the lock so handlers may call back in.
    private func deliver(_ outcome: TransitionOutcome) {
        let (handlers, waiters) = locked {
            () -> ([@Sendable (TransitionOutcome) -> Void], [CheckedContinuation<TransitionOutcome, Never>]) in
            defer {
                self.handlers = []
                self.waiters = []
            }
            return (self.handlers, self.waiters)
        }
        for handler in handlers { handler(outcome) }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
