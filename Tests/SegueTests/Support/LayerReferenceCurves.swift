import Foundation
import Segue
import Synchronization

/// The easing curves of layer behaviours, written from their definitions for the CPU reference.
///
/// Deliberately independent of SegueTime's solvers: the engine uses those, and a reference that
/// shared them could not catch their mistakes.
enum LayerReferenceCurves {
    /// The eased fraction at `tau` in [0, 1]; exactly 0 at 0 and exactly 1 at 1.
    static func value(_ curve: BehaviourCurve, at tau: Double) -> Double {
        if tau <= 0 { return 0 }
        if tau >= 1 { return 1 }
        switch curve {
        case .timing(.linear): return tau
        case .timing(.easeIn): return bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: tau)
        case .timing(.easeOut): return bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: tau)
        case .timing(.easeInOut): return bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: tau)
        case .timing(.cubicBezier(let x1, let y1, let x2, let y2)):
            return bezier(x1: x1, y1: y1, x2: x2, y2: y2, at: tau)
        case .spring(let damping, let velocity): return spring(damping: damping, velocity: velocity, at: tau)
        case .timing:
            // Behaviour files write springs as `spring(damping,velocity)`; SegueTime's `Spring` is
            // the engine's own model, which this reference must not borrow.
            preconditionFailure("the layer reference knows springs only as BehaviourCurve.spring")
        }
    }

    /// CSS cubic-bezier(x1, y1, x2, y2) at `x`: the curve's parameter is found by bisection on its
    /// x polynomial (monotone once x1 and x2 are clamped to [0, 1], as CSS does), then y is evaluated.
    static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        let x1 = min(max(x1, 0), 1)
        let x2 = min(max(x2, 0), 1)
        func cubic(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        // 60 halvings reach the resolution of a Double, well past the 1e-7 asked for.
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if cubic(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return cubic(y1, y2, (low + high) / 2)
    }

    /// A damped spring from 0 to 1 (damping ratio `damping`, initial velocity `velocity` in whole
    /// changes per unit time) whose frequency makes it come to rest exactly at 1; 1 from there on.
    static func spring(damping: Double, velocity: Double, at tau: Double) -> Double {
        if tau <= 0 { return 0 }
        if tau >= 1 { return 1 }
        let omega = springFrequency(damping: damping, velocity: velocity)
        return 1 + springDisplacement(damping: damping, omega: omega, velocity: velocity, at: tau).offset
    }

    /// Within this of the target, and this slow, a spring is at rest.
    static let restThreshold = 0.001

    /// The natural frequency whose spring is last away from rest at time 1, by bisection on a
    /// logarithmic scale: a stiffer spring settles sooner.
    static func springFrequency(damping: Double, velocity: Double) -> Double {
        let key = SIMD2(damping, velocity)
        if let known = frequencies.withLock({ $0[key] }) { return known }
        let omega = solveFrequency(damping: damping, velocity: velocity)
        frequencies.withLock { $0[key] = omega }
        return omega
    }

    /// Frequencies already solved, by damping and velocity: a solve takes a good part of a second
    /// in a debug build, and a curve is evaluated many times.
    private static let frequencies = Mutex<[SIMD2<Double>: Double]>([:])

    private static func solveFrequency(damping: Double, velocity: Double) -> Double {
        var low = log(0.01)
        var high = log(10_000.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if isMoving(afterOne: damping, omega: exp(middle), velocity: velocity) {
                low = middle
            } else {
                high = middle
            }
        }
        return exp(high)
    }

    /// Whether the spring is away from rest at some time after 1 (sampled finely up to 3, by when
    /// its envelope, with a settling time near 1, has long decayed).
    private static func isMoving(afterOne damping: Double, omega: Double, velocity: Double) -> Bool {
        let step = 1e-4
        var t = 1 + step
        while t <= 3 {
            let state = springDisplacement(damping: damping, omega: omega, velocity: velocity, at: t)
            if abs(state.offset) >= restThreshold || abs(state.speed) >= restThreshold { return true }
            t += step
        }
        return false
    }

    /// The closed-form solution of y'' + 2ζω y' + ω² y = 0 with y(0) = −1, y'(0) = v0, where y is
    /// the displacement minus its target: the offset from 1 and its speed at `t`.
    static func springDisplacement(
        damping zeta: Double, omega: Double, velocity v0: Double, at t: Double
    ) -> (offset: Double, speed: Double) {
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = -1.0
            let b = (v0 + zeta * omega * a) / omegaD
            let decay = exp(-zeta * omega * t)
            let c = cos(omegaD * t)
            let s = sin(omegaD * t)
            let offset = decay * (a * c + b * s)
            let speed = decay * ((-zeta * omega * a + omegaD * b) * c + (-zeta * omega * b - omegaD * a) * s)
            return (offset, speed)
        } else if zeta == 1 {
            let a = -1.0
            let b = v0 + omega * a
            let decay = exp(-omega * t)
            return ((a + b * t) * decay, (b - omega * (a + b * t)) * decay)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
    }
}
