import Foundation
import Testing

@testable import SegueTime

/// Textbook position of a unit spring released from 0 toward 1, written independently of the
/// library: hyperbolic form for over-damping, trigonometric below, polynomial at critical damping.
private func referencePosition(zeta: Double, omega: Double, velocity v0: Double, at t: Double) -> Double {
    let decay = exp(-zeta * omega * t)
    if zeta == 1 {
        return 1 - decay * (1 + (omega - v0) * t)
    } else if zeta < 1 {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - decay * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    } else {
        let rate = omega * (zeta * zeta - 1).squareRoot()
        return 1 - decay * (cosh(rate * t) + (zeta * omega - v0) / rate * sinh(rate * t))
    }
}

/// Position at `t` from integrating m·x'' = −k(x − 1) − c·x' with fourth-order Runge–Kutta.
private func integratedPosition(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, at t: Double
) -> Double {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
    let steps = max(1, Int((t / 1e-4).rounded(.up)))
    let h = t / Double(steps)
    var x = 0.0
    var v = velocity
    for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@Suite("Spring")
struct SpringTests {
    /// Damping ratio and initial velocity for each regime.
    static let regimes: [(zeta: Double, velocity: Double)] = [
        (0.3, 0), (0.5, 4), (1, 0), (1, -2), (2.5, 0), (1.7, 6),
    ]

    @Test(arguments: regimes)
    func matchesTheClosedFormSolution(zeta: Double, velocity: Double) throws {
        let response = 0.5
        let spring = try Spring(dampingRatio: zeta, response: response, initialVelocity: velocity)
        let omega = 2 * Double.pi / response
        for step in 1..<200 {
            let t = spring.settlingDuration * Double(step) / 200
            let expected = referencePosition(zeta: zeta, omega: omega, velocity: velocity, at: t)
            #expect(abs(spring.value(at: t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test(arguments: regimes)
    func matchesANumericalIntegrationOfTheOscillator(zeta: Double, velocity: Double) throws {
        let spring = try Spring(dampingRatio: zeta, response: 0.4, initialVelocity: velocity)
        for t in [0.01, 0.05, 0.1, 0.2, 0.35, 0.5] where t < spring.settlingDuration {
            let expected = integratedPosition(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity, at: t
            )
            #expect(abs(spring.value(at: t) - expected) < 1e-8, "t = \(t)")
        }
    }

    @Test(arguments: regimes)
    func comesToRestExactlyAtItsSettlingDuration(zeta: Double, velocity: Double) throws {
        let response = 0.5
        let spring = try Spring(dampingRatio: zeta, response: response, initialVelocity: velocity)
        let omega = 2 * Double.pi / response
        let settle = spring.settlingDuration
        func position(_ t: Double) -> Double { referencePosition(zeta: zeta, omega: omega, velocity: velocity, at: t) }
        func speed(_ t: Double) -> Double { (position(t + 1e-6) - position(t - 1e-6)) / 2e-6 }
        func restError(_ t: Double) -> Double { max(abs(position(t) - 1), abs(speed(t))) }

        #expect(spring.value(at: settle) == 1)
        #expect(spring.value(at: settle + 0.001) == 1)
        #expect(spring.value(at: 1e6) == 1)
        #expect(spring.velocity(at: settle) == 0)
        #expect(abs(spring.value(at: settle - 1e-9) - 1) < 0.001)
        // At rest from then on (the true motion, sampled finely for five more seconds).
        for step in 0...5_000 {
            let t = settle + Double(step) * 0.001
            #expect(restError(t) < 0.001 * 1.002, "moving again at t = \(t)")
            if restError(t) >= 0.001 * 1.002 { break }
        }
        // Not absurdly late: just before, the motion still exceeded the threshold.
        let before = stride(from: settle * 0.99, to: settle, by: settle * 1e-5).map(restError).max() ?? 0
        #expect(before >= 0.001 * 0.999)
    }

    @Test func overdampedAndCriticalSpringsNeverOvershoot() throws {
        for zeta in [1.0, 1.5, 4] {
            let spring = try Spring(dampingRatio: zeta, response: 0.3)
            var previous = 0.0
            for step in 1...1_000 {
                let value = spring.value(at: spring.settlingDuration * Double(step) / 1_000)
                #expect(value <= 1 && value >= previous - 1e-12)
                previous = value
            }
        }
    }

    @Test func underdampedSpringsOvershoot() throws {
        let spring = try Spring(dampingRatio: 0.3, response: 0.5)
        let peak = stride(from: 0.0, to: spring.settlingDuration, by: 0.001).map(spring.value(at:)).max() ?? 0
        // The first overshoot of a unit step is e^(−πζ/√(1−ζ²)).
        #expect(abs(peak - 1 - exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot())) < 1e-4)
    }

    @Test func physicalAndResponseParametersAgree() throws {
        let byResponse = try Spring(dampingRatio: 0.7, response: 0.4)
        let omega = 2 * Double.pi / 0.4
        let physical = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.7 * omega)
        #expect(abs(byResponse.dampingRatio - 0.7) < 1e-12)
        #expect(abs(byResponse.response - 0.4) < 1e-12)
        #expect(abs(physical.settlingDuration - byResponse.settlingDuration) < 1e-9)
        let heavy = try Spring(mass: 2, stiffness: 200, damping: 20)
        #expect(abs(heavy.dampingRatio - 20 / (2 * (400.0).squareRoot())) < 1e-12)
        #expect(abs(heavy.response - 2 * Double.pi * (2.0 / 200).squareRoot()) < 1e-12)
    }

    @Test func initialVelocityIsTheStartingSlope() throws {
        let spring = try Spring(dampingRatio: 0.8, response: 0.5).withInitialVelocity(3)
        #expect(spring.initialVelocity == 3)
        #expect(abs(spring.value(at: 1e-7) / 1e-7 - 3) < 1e-3)
        #expect(abs(spring.velocity(at: 1e-9) - 3) < 1e-4)
    }

    @Test func startsExactlyAtZero() throws {
        let spring = try Spring(dampingRatio: 0.5, response: 0.5, initialVelocity: 2)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: -1) == 0)
    }

    @Test func nearCriticalRatiosAreContinuous() throws {
        let critical = try Spring(dampingRatio: 1, response: 0.5)
        for zeta in [1 - 1e-5, 1 + 1e-5, 1 - 1e-7, 1 + 1e-7] {
            let near = try Spring(dampingRatio: zeta, response: 0.5)
            for t in [0.05, 0.1, 0.2, 0.4] {
                #expect(abs(near.value(at: t) - critical.value(at: t)) < 1e-4)
            }
        }
    }

    @Test func invalidParametersAreRejected() {
        #expect(throws: TimingError.self) { try Spring(dampingRatio: 0, response: 0.5) }
        #expect(throws: TimingError.self) { try Spring(dampingRatio: 0.5, response: 0) }
        #expect(throws: TimingError.self) { try Spring(dampingRatio: .nan, response: 0.5) }
        #expect(throws: TimingError.self) { try Spring(mass: -1, stiffness: 1, damping: 1) }
        #expect(throws: TimingError.self) { try Spring(stiffness: 100, damping: 0) }
        #expect(throws: TimingError.self) { try Spring(stiffness: 100, damping: 10, initialVelocity: .infinity) }
        #expect(throws: TimingError.self) { try Spring(dampingRatio: 0.5, response: 0.5).withInitialVelocity(.nan) }
    }
}
