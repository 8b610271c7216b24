/// Maps the linear fraction of an animation's time, 0...1, to its eased progress.
public enum TimingCurve: Sendable, Equatable {
    /// Progress equals time.
    case linear
    /// Slow start: cubic-bezier(0.42, 0, 1, 1), as CSS `ease-in` and Core Animation `easeIn`.
    case easeIn
    /// Slow end: cubic-bezier(0, 0, 0.58, 1), as CSS `ease-out` and Core Animation `easeOut`.
    case easeOut
    /// Slow start and end: cubic-bezier(0.42, 0, 0.58, 1), as CSS `ease-in-out` and Core Animation `easeInEaseOut`.
    case easeInOut
    /// A CSS cubic-bezier(x1, y1, x2, y2) through (0, 0) and (1, 1); x1 and x2 belong in [0, 1] and are clamped there.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring whose settling duration is mapped onto the unit interval; it may overshoot 1 on the way.
    case spring(Spring)

    /// The progress at time fraction `t`, which is clamped to [0, 1]; exactly 0 at 0 and exactly 1 at 1.
    public func value(at t: Double) -> Double {
        // `!(t > 0)` also sends NaN to the start rather than propagating it into a frame.
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        switch self {
        case .linear:
            return t
        case .easeIn, .easeOut, .easeInOut, .cubicBezier:
            return unitBezier.value(at: t)
        case .spring(let spring):
            return spring.value(at: t * spring.settlingDuration)
        }
    }

    /// The solver for the Bézier cases; the standard curves reuse the CSS control points.
    private var unitBezier: UnitBezier {
        switch self {
        case .easeIn:
            return UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut:
            return UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut:
            return UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        case .linear, .spring:
            return UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        }
    }
}
