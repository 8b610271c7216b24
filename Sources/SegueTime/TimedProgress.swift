/// Transition progress driven by the clock alone: a non-interactive animation from `start` over `duration`.
public struct TimedProgress: Sendable, Equatable {
    /// When the animation begins, in seconds.
    public let start: Double
    /// How long the animation lasts in seconds; 0 makes it jump to its end at `start`.
    public let duration: Double
    /// The curve applied to the elapsed fraction of `duration`.
    public let curve: TimingCurve

    /// Creates a timed progress; `duration` may be left out only for a spring, which then runs for its settling duration.
    ///
    /// Giving a spring a different duration stretches its motion in time to fit.
    public init(start: Double = 0, duration: Double? = nil, curve: TimingCurve = .linear) throws(TimingError) {
        guard start.isFinite else { throw .invalidDuration(start) }
        let resolved: Double
        if let duration {
            resolved = duration
        } else if case .spring(let spring) = curve {
            resolved = spring.settlingDuration
        } else {
            throw .missingDuration
        }
        guard resolved.isFinite, resolved >= 0 else { throw .invalidDuration(resolved) }
        self.start = start
        self.duration = resolved
        self.curve = curve
    }

    /// When the animation reaches its end value.
    public var end: Double { start + duration }

    /// The elapsed fraction of `duration` at `time`, clamped to [0, 1].
    public func fraction(at time: Double) -> Double {
        guard duration > 0 else { return time >= start ? 1 : 0 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// The progress at `time`: `curve` applied to the clamped elapsed fraction.
    public func progress(at time: Double) -> Double {
        curve.value(at: fraction(at: time))
    }

    /// Whether the animation has reached its end at `time`.
    public func isFinished(at time: Double) -> Bool {
        time >= end
    }
}
