/// One run of an interactive transition's completion, from the release progress to 0 or 1.
struct CompletionAnimation: Sendable, Equatable {
    /// Where the animation is heading.
    let outcome: TransitionOutcome
    /// The progress it starts from.
    let from: Double
    /// Seconds from the start to the exact end value.
    let duration: Double
    /// When it started; nil until the first time it is sampled, so a finish without a time starts on the next frame.
    var startTime: Double?

    private let shape: Shape

    private enum Shape: Sendable, Equatable {
        case curve(TimingCurve)
        /// A spring run `timeScale` times faster than real time, so completionSpeed applies to it too.
        case spring(Spring, timeScale: Double)
    }

    /// Distances below this count as already arrived; a spring over a vanishing distance would turn
    /// any release velocity into an enormous normalized launch speed.
    private static let arrivalTolerance = 1e-9

    /// Plans the animation: a curve over the remaining share of `totalDuration`, or a spring seeded with `velocity` (progress per second).
    init(
        outcome: TransitionOutcome, from: Double, totalDuration: Double, settings: CompletionSettings,
        velocity: Double?, startTime: Double?
    ) {
        self.outcome = outcome
        self.from = from
        self.startTime = startTime
        let distance = outcome.endProgress - from
        if abs(distance) < Self.arrivalTolerance {
            duration = 0
            shape = .curve(.linear)
        } else if let spring = settings.spring {
            // The spring covers a unit distance in its own time τ = speed·t, so a progress velocity v
            // is v / (distance · speed) unit distances per τ-second; positive means toward the end.
            let releaseVelocity = velocity.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let launched = Spring(
                validMass: spring.mass,
                stiffness: spring.stiffness,
                damping: spring.damping,
                initialVelocity: releaseVelocity / (distance * settings.speed)
            )
            duration = launched.settlingDuration / settings.speed
            shape = .spring(launched, timeScale: settings.speed)
        } else {
            duration = abs(distance) * totalDuration / settings.speed
            shape = .curve(settings.curve)
        }
    }

    /// The progress at `time` (clamped to [0, 1], since overshoot has no meaning for a transition) and whether the end is reached.
    func progress(at time: Double) -> (progress: Double, isDone: Bool) {
        let end = outcome.endProgress
        let start = startTime ?? time
        // Compared as `start + duration`, the way callers compute the end time, so sampling exactly
        // there ends the animation despite rounding in `time - start`.
        guard time < start + duration else { return (end, true) }
        let elapsed = time - start
        guard elapsed > 0 else { return (from, false) }
        let shaped: Double
        switch shape {
        case .curve(let curve):
            shaped = curve.value(at: elapsed / duration)
        case .spring(let spring, let timeScale):
            shaped = spring.value(at: elapsed * timeScale)
        }
        return (min(max(from + (end - from) * shaped, 0), 1), false)
    }
}
