/// A CSS-style cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2) and (1, 1).
///
/// Follows WebKit's `UnitBezier`: the curve is parametric, so mapping a time t to a value means
/// solving x(s) = t for the parameter s. Newton–Raphson converges in a few steps almost everywhere;
/// where the slope is too flat for it, bisection on [0, 1] takes over. Both stop at `epsilon`.
/// It never samples a lookup table, so values are accurate at any t.
struct UnitBezier: Sendable, Equatable {
    // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise for y.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// Accuracy of the solved x. WebKit stops at 1e-7, but where the curve is nearly vertical, as
    /// in cubic-bezier(0, 1, 0, 1) near 0, that leaves errors near 1e-3 in y; 1e-10 costs a step or two more.
    static let epsilon = 1e-10

    /// Builds the curve; x1 and x2 are clamped to [0, 1] so x(s) stays monotonic and solvable.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1)
        let x2 = min(max(x2, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The curve's value at time `t`; exactly 0 at or before 0 and exactly 1 at or after 1.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        return sampleY(solveParameter(forX: t))
    }

    private func sampleX(_ s: Double) -> Double {
        ((ax * s + bx) * s + cx) * s
    }

    private func sampleY(_ s: Double) -> Double {
        ((ay * s + by) * s + cy) * s
    }

    private func sampleDerivativeX(_ s: Double) -> Double {
        (3 * ax * s + 2 * bx) * s + cx
    }

    /// The parameter s in [0, 1] with x(s) = x to within `epsilon`.
    private func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < Self.epsilon, s >= 0, s <= 1 { return s }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        // x(s) is monotonic on [0, 1], so bisection always converges; the cap only bounds the
        // work when epsilon is below what doubles can resolve.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < Self.epsilon { return s }
            if x > value { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
