#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The closed-form motion of a damped oscillator, as displacement x(t) from rest (x → 0).
///
/// With ω0 = √(k/m) and ζ = c / (2√(km)), x(0) = x0 and x'(0) = v0:
/// - under-damped (ζ < 1): x = e^(−λt)(a·cos ωt + b·sin ωt), λ = ζω0, ω = ω0√(1−ζ²);
/// - critically damped (ζ = 1): x = e^(−ω0·t)(a + b·t);
/// - over-damped (ζ > 1): x = a·e^(r1·t) + b·e^(r2·t), r1 and r2 the (negative) roots.
enum SpringMotion: Sendable, Equatable {
    /// x = e^(−decay·t)(a·cos(frequency·t) + b·sin(frequency·t)).
    case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
    /// x = e^(−omega·t)(a + b·t).
    case critical(omega: Double, a: Double, b: Double)
    /// x = a·e^(slow·t) + b·e^(fast·t), with fast < slow < 0.
    case overdamped(slow: Double, fast: Double, a: Double, b: Double)

    /// How far ζ may stray from 1 and still use the critical solution; both neighbours are
    /// numerically sound that close, and the solutions differ there by about this much.
    static let criticalTolerance = 1e-6

    init(naturalFrequency omega0: Double, dampingRatio zeta: Double, displacement x0: Double, velocity v0: Double) {
        if abs(zeta - 1) < Self.criticalTolerance {
            self = .critical(omega: omega0, a: x0, b: v0 + omega0 * x0)
        } else if zeta < 1 {
            let decay = zeta * omega0
            let frequency = omega0 * (1 - zeta * zeta).squareRoot()
            self = .underdamped(decay: decay, frequency: frequency, a: x0, b: (v0 + decay * x0) / frequency)
        } else {
            let fast = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
            // r1·r2 = ω0², which avoids the cancellation in −ζω0 + ω0√(ζ²−1) for large ζ.
            let slow = omega0 * omega0 / fast
            let b = (v0 - slow * x0) / (fast - slow)
            self = .overdamped(slow: slow, fast: fast, a: x0 - b, b: b)
        }
    }

    func displacement(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (a + b * t)
        case .overdamped(let slow, let fast, let a, let b):
            return a * exp(slow * t) + b * exp(fast * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            let (cosine, sine) = velocityCoefficients(decay: decay, frequency: frequency, a: a, b: b)
            return exp(-decay * t) * (cosine * cos(frequency * t) + sine * sin(frequency * t))
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (b - omega * a - omega * b * t)
        case .overdamped(let slow, let fast, let a, let b):
            return a * slow * exp(slow * t) + b * fast * exp(fast * t)
        }
    }

    /// An upper bound on |x(t)| that never increases after `boundsPeakTime`.
    func displacementBound(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, _, let a, let b):
            return exp(-decay * t) * (a * a + b * b).squareRoot()
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (abs(a) + abs(b) * t)
        case .overdamped(let slow, let fast, let a, let b):
            return abs(a) * exp(slow * t) + abs(b) * exp(fast * t)
        }
    }

    /// An upper bound on |x'(t)| that never increases after `boundsPeakTime`.
    func velocityBound(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            let (cosine, sine) = velocityCoefficients(decay: decay, frequency: frequency, a: a, b: b)
            return exp(-decay * t) * (cosine * cosine + sine * sine).squareRoot()
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (abs(b - omega * a) + omega * abs(b) * t)
        case .overdamped(let slow, let fast, let a, let b):
            return abs(a * slow) * exp(slow * t) + abs(b * fast) * exp(fast * t)
        }
    }

    /// The time after which both bounds only decrease; e^(−ωt)(p + q·t) peaks at 1/ω − p/q.
    var boundsPeakTime: Double {
        guard case .critical(let omega, let a, let b) = self, b != 0 else { return 0 }
        let displacementPeak = 1 / omega - abs(a) / abs(b)
        let velocityPeak = 1 / omega - abs(b - omega * a) / (omega * abs(b))
        return max(0, displacementPeak, velocityPeak)
    }

    /// The time scale on which the motion changes: the period when it oscillates, else the slowest decay time.
    var characteristicTime: Double {
        switch self {
        case .underdamped(_, let frequency, _, _):
            return 2 * Double.pi / frequency
        case .critical(let omega, _, _):
            return 1 / omega
        case .overdamped(let slow, _, _, _):
            return 1 / abs(slow)
        }
    }

    /// The time after which |x| and |x'| stay below `threshold`.
    ///
    /// First the bounds give a time after which the motion is provably at rest: they only decrease
    /// after `boundsPeakTime`, so the first time both fall below the threshold (found by doubling,
    /// then bisection) is final. The bounds are loose between oscillation peaks, so the result then
    /// walks back from there in steps of 1/64 of `characteristicTime` to the last time the motion
    /// itself exceeds the threshold, and bisects that crossing. A peak slipping between two steps
    /// can exceed the threshold by at most ~0.1 % of it (cos(π/64) ≈ 0.9988).
    func settlingTime(threshold: Double) -> Double {
        let boundsExceed = { (t: Double) in
            displacementBound(at: t) >= threshold || velocityBound(at: t) >= threshold
        }
        let motionExceeds = { (t: Double) in
            abs(displacement(at: t)) >= threshold || abs(velocity(at: t)) >= threshold
        }
        let peak = boundsPeakTime
        var low = peak
        var high = max(peak, characteristicTime)
        while boundsExceed(high), high < 1e12 {
            low = high
            high *= 2
        }
        if boundsExceed(low) {
            for _ in 0..<200 where high - low > 1e-12 * high {
                let middle = (low + high) / 2
                if boundsExceed(middle) { low = middle } else { high = middle }
            }
        }
        let provablyAtRest = high
        let step = characteristicTime / 64
        var later = provablyAtRest
        // Bounded so a pathological spring costs at most a few million evaluations; the provable
        // time is a safe answer when the walk gives up.
        for _ in 0..<4_000_000 {
            guard later > 0 else { return 0 }
            let earlier = max(0, later - step)
            if motionExceeds(earlier) {
                return Self.crossing(from: earlier, to: later, exceeds: motionExceeds)
            }
            later = earlier
        }
        return provablyAtRest
    }

    /// Bisects between a time that exceeds and a later one that does not.
    private static func crossing(from exceeding: Double, to resting: Double, exceeds: (Double) -> Bool) -> Double {
        var low = exceeding
        var high = resting
        for _ in 0..<100 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if exceeds(middle) { low = middle } else { high = middle }
        }
        return high
    }

    /// x' = e^(−λt)(c·cos ωt + s·sin ωt) for the under-damped case.
    private func velocityCoefficients(
        decay: Double, frequency: Double, a: Double, b: Double
    ) -> (cosine: Double, sine: Double) {
        (frequency * b - decay * a, -decay * b - frequency * a)
    }
}
