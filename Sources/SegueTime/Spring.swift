/// A damped harmonic oscillator carrying a value from 0 to 1, as SwiftUI and UIKit springs do.
///
/// The model is m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0 and x'(0) = `initialVelocity`; the
/// closed-form solution covers the under-damped, critically damped and over-damped regimes.
public struct Spring: Sendable, Equatable {
    /// The oscillating mass, > 0.
    public let mass: Double
    /// The spring constant k, > 0.
    public let stiffness: Double
    /// The damping coefficient c, > 0; an undamped spring would never come to rest.
    public let damping: Double
    /// Velocity at t = 0 in whole distances per second (UIKit's convention): 2 covers the distance in half a second at that pace.
    public let initialVelocity: Double
    /// When the spring is at rest (see `restThreshold`); from then on `value(at:)` returns exactly 1.
    public let settlingDuration: Double

    private let motion: SpringMotion

    /// The displacement from 1, and the speed in distances per second, below which the spring is at rest.
    public static let restThreshold = 0.001

    /// Creates a spring as SwiftUI does: `response` is the undamped period in seconds, with mass 1,
    /// stiffness (2π / response)² and damping 4π·dampingRatio / response.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) throws(TimingError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw .invalidSpringParameter(
                name: "dampingRatio", value: dampingRatio, requirement: "a finite number greater than 0")
        }
        guard response.isFinite, response > 0 else {
            throw .invalidSpringParameter(
                name: "response", value: response, requirement: "a finite number of seconds greater than 0")
        }
        let omega = 2 * Double.pi / response
        try self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    /// Creates a spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(TimingError) {
        for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)]
        where !(value.isFinite && value > 0) {
            throw .invalidSpringParameter(name: name, value: value, requirement: "a finite number greater than 0")
        }
        guard initialVelocity.isFinite else {
            throw .invalidSpringParameter(
                name: "initialVelocity", value: initialVelocity, requirement: "a finite number")
        }
        self.init(validMass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Builds a spring from parameters already known to be valid.
    init(validMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        motion = SpringMotion(naturalFrequency: omega, dampingRatio: zeta, displacement: -1, velocity: initialVelocity)
        settlingDuration = motion.settlingTime(threshold: Self.restThreshold)
    }

    /// ζ = c / (2√(km)): below 1 the spring overshoots and oscillates, at 1 or above it does not.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The period of the undamped oscillation in seconds, 2π√(m/k).
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// The same spring launched at a different initial velocity (whole distances per second).
    public func withInitialVelocity(_ velocity: Double) throws(TimingError) -> Spring {
        guard velocity.isFinite else {
            throw .invalidSpringParameter(name: "initialVelocity", value: velocity, requirement: "a finite number")
        }
        return Spring(validMass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// The position at `t` seconds: exactly 0 at or before 0, exactly 1 from `settlingDuration` on.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < settlingDuration else { return 1 }
        return 1 + motion.displacement(at: t)
    }

    /// The velocity at `t` seconds in distances per second; 0 from `settlingDuration` on.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t < settlingDuration else { return 0 }
        return motion.velocity(at: t)
    }
}
