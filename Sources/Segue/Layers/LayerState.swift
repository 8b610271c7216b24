/// Where a layer stands at one progress: every animated property resolved to a value.
struct LayerState: Equatable {
    var opacity = 1.0
    var shadowOpacity = 1.0
    var scale = SIMD2<Double>(1, 1)
    /// In fractions of the frame, x right, y down.
    var translation = SIMD2<Double>(0, 0)
    /// Degrees about x, y and z.
    var rotation = SIMD3<Double>(0, 0, 0)
    /// Where the layer sits in the frame, in fractions: its region unless a `move` says otherwise.
    var frame: LayerRect
    /// The part of the snapshot shown: the layer's region, or its region parameter's value.
    var region: LayerRect

    init(region: LayerRect) {
        self.region = region
        frame = region
    }
}

/// A layer transition ready to evaluate many times: springs solved once, values resolved per call.
struct LayerTimeline: Sendable {
    let transition: LayerTransition
    /// Each layer's behaviours with their curves prepared, in the layer's order.
    private let curves: [[PreparedCurve]]

    init(_ transition: LayerTransition) throws(EffectError) {
        self.transition = transition
        var curves: [[PreparedCurve]] = []
        for layer in transition.layers {
            var prepared: [PreparedCurve] = []
            for behaviour in layer.behaviours {
                prepared.append(try PreparedCurve(behaviour.curve, in: transition.name))
            }
            curves.append(prepared)
        }
        self.curves = curves
    }

    /// Every layer's state at `progress` of the presentation, handed to `body` with the layer's
    /// index (no array is made: this runs every frame). A dismissal plays the presentation
    /// backwards (its caller runs `progress` from 1 to 0) with `dismissing` set, which mirrors the
    /// windows of behaviours marked `reverseOnDismiss`.
    func forEachState(
        at progress: Double, dismissing: Bool, parameters: [String: ParameterValue],
        _ body: (Int, LayerState) throws(EffectError) -> Void
    ) throws(EffectError) {
        let p = progress
        for index in transition.layers.indices {
            let layer = transition.layers[index]
            var state = LayerState(region: Self.region(of: layer, parameters))
            for (behaviour, curve) in zip(layer.behaviours, curves[index]) where behaviour.isOn(parameters) {
                var start = behaviour.start
                if dismissing && behaviour.reverseOnDismiss { start = 1 - behaviour.start - behaviour.duration }
                let t = behaviour.duration > 0 ? min(max((p - start) / behaviour.duration, 0), 1) : (p >= start ? 1 : 0)
                let eased = curve.value(at: t)
                let from = Self.numbers(behaviour.from, parameters)
                let to = Self.numbers(behaviour.to, parameters)
                // This form is exactly `from` at 0 and `to` at 1, as a finished window must hold.
                func value(_ index: Int) -> Double { from[index] * (1 - eased) + to[index] * eased }
                switch behaviour.property {
                case .opacity: state.opacity *= value(0)
                case .shadowOpacity: state.shadowOpacity *= value(0)
                case .scale: state.scale *= SIMD2(value(0), value(1))
                case .translation: state.translation += SIMD2(value(0), value(1))
                case .rotation(.x): state.rotation.x += value(0)
                case .rotation(.y): state.rotation.y += value(0)
                case .rotation(.z): state.rotation.z += value(0)
                case .frame: state.frame = Self.interpolate(from, to, eased)
                }
            }
            try body(index, state)
        }
    }

    /// The layer's region, read from its region parameter when it has one.
    private static func region(of layer: Layer, _ parameters: [String: ParameterValue]) -> LayerRect {
        guard let name = layer.regionParameter, case .vec4(let v)? = parameters[name] else { return layer.region }
        return LayerRect(x: Double(v.x), y: Double(v.y), width: Double(v.z), height: Double(v.w))
    }

    /// The numbers of a behaviour value, a single number repeated in every component; a parameter
    /// reads the current value (the reader checked its type fits).
    private static func numbers(_ value: BehaviourValue, _ parameters: [String: ParameterValue]) -> SIMD4<Double> {
        switch value {
        case .number(let x): return SIMD4(repeating: x)
        case .vector(let v):
            return SIMD4(
                v.indices.contains(0) ? v[0] : 0, v.count > 1 ? v[1] : v.first ?? 0,
                v.count > 2 ? v[2] : 0, v.count > 3 ? v[3] : 0)
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

    /// A rectangle whose centre and size move linearly from `a` to `b` (x, y, w, h each).
    private static func interpolate(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> LayerRect {
        let centre = SIMD2(a[0] + a[2] / 2, a[1] + a[3] / 2) * (1 - t) + SIMD2(b[0] + b[2] / 2, b[1] + b[3] / 2) * t
        let size = SIMD2(a[2], a[3]) * (1 - t) + SIMD2(b[2], b[3]) * t
        return LayerRect(x: centre.x - size.x / 2, y: centre.y - size.y / 2, width: size.x, height: size.y)
    }
}

/// A behaviour's curve with any spring solved for its window.
private enum PreparedCurve: Sendable {
    case timing(TimingCurve)
    case spring(Spring)

    init(_ curve: BehaviourCurve, in transition: String) throws(EffectError) {
        switch curve {
        case .timing(let timing):
            self = .timing(timing)
        case .spring(let damping, let velocity):
            do {
                self = .spring(try Spring.settling(inUnitTimeWithDampingRatio: damping, initialVelocity: velocity))
            } catch {
                throw .invalidParameterValue(
                    effect: transition, name: "spring", value: "spring(\(damping),\(velocity))",
                    expected: error.description)
            }
        }
    }

    /// The eased fraction at time fraction `t` of the window: exactly 0 at 0 and 1 from 1 on.
    func value(at t: Double) -> Double {
        switch self {
        case .timing(let curve): return curve.value(at: t)
        case .spring(let spring): return t >= 1 ? 1 : spring.value(at: t)
        }
    }
}

extension Spring {
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over a window of length 1: the
    /// spring of damping ratio `dampingRatio`, launched at `initialVelocity` whole changes per
    /// window, stiff enough to come to rest exactly at the window's end.
    static func settling(
        inUnitTimeWithDampingRatio dampingRatio: Double, initialVelocity: Double
    ) throws(TimingError) -> Spring {
        // Settling time grows with the response: bisect (in log space) for the one that ends at 1.
        var low = 1e-4
        var high = 1e3
        var spring = try Spring(dampingRatio: dampingRatio, response: 1, initialVelocity: initialVelocity)
        for _ in 0..<80 {
            let middle = (low * high).squareRoot()
            spring = try Spring(dampingRatio: dampingRatio, response: middle, initialVelocity: initialVelocity)
            if spring.settlingDuration > 1 { high = middle } else { low = middle }
        }
        return try Spring(dampingRatio: dampingRatio, response: low, initialVelocity: initialVelocity)
    }
}
