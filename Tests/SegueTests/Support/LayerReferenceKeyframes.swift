@testable import Segue

/// Keyframed behaviour values, from LAYERS.md: `from` at 0; each keyframe's value reached at its
/// start + duration, the previous value held until its start; the last value held to 1. Linear
/// mode mixes the two keys around a time; cubic mode passes a Catmull-Rom curve through the keys
/// (Hermite segments whose tangent at a key is the slope between its two neighbours, or between
/// the key and its one neighbour at the ends).
enum LayerReferenceKeyframes {
    /// The keys' times and values.
    static func keys(_ behaviour: Behaviour) -> [(time: Double, value: BehaviourValue)] {
        guard !behaviour.keyframes.isEmpty else { return [(0, behaviour.from), (1, behaviour.to)] }
        var keys: [(time: Double, value: BehaviourValue)] = [(0, behaviour.from)]
        for keyframe in behaviour.keyframes {
            let last = keys[keys.count - 1]
            if keyframe.start > last.time { keys.append((keyframe.start, last.value)) }
            keys.append((max(keyframe.start + keyframe.duration, keys[keys.count - 1].time), keyframe.value))
        }
        if keys[keys.count - 1].time < 1 { keys.append((1, keys[keys.count - 1].value)) }
        return keys
    }

    /// The value at eased fraction `e` as numbers (a move's rectangle mixed as centre and size).
    static func numbers(
        of behaviour: Behaviour, at e: Double, isFrame: Bool, resolve: (BehaviourValue) -> [Double]
    ) -> [Double] {
        let keys = keys(behaviour)
        let points = keys.map { key -> [Double] in
            let v = resolve(key.value)
            return isFrame ? [v[0] + v[2] / 2, v[1] + v[3] / 2, v[2], v[3]] : v
        }
        let value = (0..<points[0].count).map { component in
            spline(
                times: keys.map(\.time), values: points.map { $0[component] }, at: e,
                cubic: behaviour.calculation == .cubic)
        }
        return isFrame ? [value[0] - value[2] / 2, value[1] - value[3] / 2, value[2], value[3]] : value
    }

    /// A transform behaviour's value at eased fraction `e`: Core Animation's interpolation between
    /// two transforms (`Transform3D.interpolated`), or the cubic curve through the keyframes'
    /// decomposed parts.
    static func transform(of behaviour: Behaviour, at e: Double) -> Transform3D {
        let keys = keys(behaviour)
        let transforms = keys.map { key -> Transform3D in
            guard case .transform(let t) = key.value else { preconditionFailure("not a transform") }
            return t
        }
        let (i, s) = segment(keys.map(\.time), e)
        if behaviour.calculation == .linear || keys.count == 2 {
            return transforms[i].interpolated(to: transforms[i + 1], fraction: s)
        }
        let parts = transforms.map { DecomposedTransform($0)! }
        let weights = hermiteWeights(keys.map(\.time), e)
        return DecomposedTransform.combine(weights.map { ($0.weight, parts[$0.index]) }).transform
    }

    /// The segment [t_i, t_i+1] holding `e` and the fraction of it reached.
    static func segment(_ times: [Double], _ e: Double) -> (Int, Double) {
        var i = 0
        while i < times.count - 2, e >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        return (i, span > 0 ? (e - times[i]) / span : 1)
    }

    static func spline(times: [Double], values: [Double], at e: Double, cubic: Bool) -> Double {
        let (i, s) = segment(times, e)
        guard cubic else { return values[i] + (values[i + 1] - values[i]) * s }
        return hermiteWeights(times, e).reduce(0) { $0 + values[$1.index] * $1.weight }
    }

    /// The Hermite segment at `e` written as weights on the keys.
    static func hermiteWeights(_ times: [Double], _ e: Double) -> [(index: Int, weight: Double)] {
        let (i, s) = segment(times, e)
        let span = times[i + 1] - times[i]
        func tangent(_ k: Int) -> [(index: Int, weight: Double)] {
            let lower = max(k - 1, 0)
            let upper = min(k + 1, times.count - 1)
            let width = times[upper] - times[lower]
            return width > 0 ? [(upper, 1 / width), (lower, -1 / width)] : []
        }
        var weights: [(index: Int, weight: Double)] = [
            (i, 2 * s * s * s - 3 * s * s + 1), (i + 1, -2 * s * s * s + 3 * s * s),
        ]
        weights += tangent(i).map { ($0.index, $0.weight * span * (s * s * s - 2 * s * s + s)) }
        weights += tangent(i + 1).map { ($0.index, $0.weight * span * (s * s * s - s * s)) }
        return weights
    }
}
