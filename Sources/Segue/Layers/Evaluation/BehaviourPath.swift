/// A behaviour's values through its window, resolved against the transition's parameters: `from`
/// at 0, then each keyframe (held from the previous keyframe's end to its own start, as UIKit's
/// keyframes are), and `to` at 1.
struct BehaviourPath {
    let behaviour: Behaviour
    /// Times in the window, non-decreasing, from 0 to 1, and the values there.
    let times: [Double]
    let values: [BehaviourValue]
    let parameters: [String: ParameterValue]
    /// Where the anchor sits unmoved, in fractions of the frame: a `position`'s `.rest`.
    let rest: SIMD2<Double>
    /// The grid's seed and the tile, which random numbers are drawn for.
    let tile: (seed: Int, copy: Int)

    init(
        _ behaviour: Behaviour, _ parameters: [String: ParameterValue], rest: SIMD2<Double> = .zero,
        tile: (seed: Int, copy: Int) = (0, 0)
    ) {
        self.behaviour = behaviour
        self.parameters = parameters
        self.rest = rest
        self.tile = tile
        guard !behaviour.keyframes.isEmpty else {
            (times, values) = ([0, 1], [behaviour.from, behaviour.to])
            return
        }
        var times = [0.0]
        var values = [behaviour.from]
        for keyframe in behaviour.keyframes {
            if keyframe.start > times[times.count - 1] {
                times.append(keyframe.start)
                values.append(values[values.count - 1])
            }
            // An overlapping keyframe starts from wherever the previous one ended.
            times.append(max(keyframe.start + keyframe.duration, times[times.count - 1]))
            values.append(keyframe.value)
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        (self.times, self.values) = (times, values)
    }

    /// Sets the behaviour's property in `state` to its value `eased` of the way through the window.
    func apply(at eased: Double, to state: inout LayerState) {
        if case .transform = behaviour.property {
            state.transform = state.transform.concatenating(transform(at: eased))
            return
        }
        let v = numbers(at: eased)
        switch behaviour.property {
        case .opacity: state.opacity *= v[0]
        case .shadowOpacity: state.shadowOpacity *= v[0]
        case .scale: state.scale *= SIMD2(v[0], v[1])
        case .translation where behaviour.units == .points: state.translationInPoints += SIMD2(v[0], v[1])
        case .translation: state.translation += SIMD2(v[0], v[1])
        case .rotation(.x): state.rotation.x += v[0]
        case .rotation(.y): state.rotation.y += v[0]
        case .rotation(.z): state.rotation.z += v[0]
        case .frame: state.frame = LayerRect(x: v[0] - v[2] / 2, y: v[1] - v[3] / 2, width: v[2], height: v[3])
        case .position: state.position = SIMD2(v[0], v[1])
        case .effect(let name): state.effectValues[name] = v[0]
        case .transform, .custom: break
        }
    }

    /// The numbers at `eased`; a `move`'s rectangles as centre and size, which is what moves
    /// along the curve.
    private func numbers(at eased: Double) -> SIMD4<Double> {
        let points = values.map { value -> SIMD4<Double> in
            if case .rest = value { return SIMD4(rest.x, rest.y, 0, 0) }
            let v = Self.numbers(value, parameters, tile: tile)
            guard case .frame = behaviour.property else { return v }
            return SIMD4(v[0] + v[2] / 2, v[1] + v[3] / 2, v[2], v[3])
        }
        return weights(at: eased).reduce(SIMD4<Double>.zero) { $0 + points[$1.index] * $1.weight }
    }

    private func transform(at eased: Double) -> Transform3D {
        let transforms = values.map { value -> Transform3D in
            switch value {
            case .transform(let t): return t
            case .drawnTransform(let steps):
                return steps.reduce(Transform3D.identity) { transform, step in
                    step.applied(to: transform) { $0.value(seed: tile.seed, copy: tile.copy) }
                }
            default: return .identity
            }
        }
        let weights = weights(at: eased)
        if behaviour.calculation == .linear || weights.count == 2 {
            // Between two keys: Core Animation's interpolation, the rotation along its arc.
            let (a, b) = (weights[0], weights[weights.count - 1])
            return transforms[a.index].interpolated(to: transforms[b.index], fraction: b.weight)
        }
        let parts = weights.map { ($0.weight, DecomposedTransform(transforms[$0.index])) }
        guard parts.allSatisfy({ $0.1 != nil }) else {
            let elements = weights.reduce([Double](repeating: 0, count: 16)) { sum, term in
                zip(sum, transforms[term.index].elements).map { $0 + $1 * term.weight }
            }
            return Transform3D(elements: elements)
        }
        return DecomposedTransform.combine(parts.map { ($0.0, $0.1!) }).transform
    }

    /// Which keys make the value at `eased`, and how much of each: the two ends of its segment
    /// (linear), or the four keys around it (a Catmull-Rom curve through the keys, its tangent at
    /// each key the slope between its neighbours, one-sided at the ends).
    private func weights(at eased: Double) -> [(index: Int, weight: Double)] {
        if times.count == 2 { return [(0, 1 - eased), (1, eased)] }
        // The segment holding `eased` (a spring's overshoot extends the first or last one).
        var i = 0
        while i < times.count - 2, eased >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        guard span > 0 else { return [(i + 1, 1)] }
        let s = (eased - times[i]) / span
        guard behaviour.calculation == .cubic else { return [(i, 1 - s), (i + 1, s)] }
        let before = max(i - 1, 0)
        let after = min(i + 2, times.count - 1)
        let (s2, s3) = (s * s, s * s * s)
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        let a = times[i + 1] > times[before] ? span * h10 / (times[i + 1] - times[before]) : 0
        let b = times[after] > times[i] ? span * h11 / (times[after] - times[i]) : 0
        return [(before, -a), (i, h00 - b), (i + 1, h01 + a), (after, b)]
    }

    /// The numbers of a behaviour value, a single number repeated in every component; a parameter
    /// reads the current value (the reader checked its type fits).
    static func numbers(
        _ value: BehaviourValue, _ parameters: [String: ParameterValue], tile: (seed: Int, copy: Int)
    ) -> SIMD4<Double> {
        switch value {
        case .number(let x): return SIMD4(repeating: x)
        case .drawn(let drawn):
            let values = drawn.map { $0.value(seed: tile.seed, copy: tile.copy) }
            return numbers(values.count == 1 ? .number(values[0]) : .vector(values), parameters, tile: tile)
        case .vector(let v):
            return SIMD4(
                v.indices.contains(0) ? v[0] : 0, v.count > 1 ? v[1] : v.first ?? 0,
                v.count > 2 ? v[2] : 0, v.count > 3 ? v[3] : 0)
        case .transform, .drawnTransform, .rest: return .zero
        case .parameter(let name):
            switch parameters[name] {
            case .float(let x)?: return SIMD4(repeating: Double(x))
            case .int(let x)?: return SIMD4(repeating: Double(x))
            case .bool(let x)?: return SIMD4(repeating: x ? 1 : 0)
            case .vec2(let v)?: return SIMD4(Double(v.x), Double(v.y), 0, 0)
            case .vec3(let v)?: return SIMD4(Double(v.x), Double(v.y), Double(v.z), 0)
            case .vec4(let v)?: return SIMD4(Double(v.x), Double(v.y), Double(v.z), Double(v.w))
            case .ivec2, .ivec3, .ivec4, .mat3, .mat4, .image, nil: return .zero
            }
        }
    }
}
