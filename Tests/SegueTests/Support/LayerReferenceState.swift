import Foundation

@testable import Segue

/// A layer's animated properties at one progress, combined from its behaviours.
struct LayerReferenceState: Equatable {
    /// The product of the `fade` behaviours.
    var opacity = 1.0
    /// The componentwise product of the `scale` behaviours.
    var scale = (x: 1.0, y: 1.0)
    /// The sum of the `translate` behaviours, in fractions of the frame.
    var translation = (x: 0.0, y: 0.0)
    /// The sum of the `translate` behaviours in points.
    var translationInPoints = (x: 0.0, y: 0.0)
    /// The sum of the `rotate` behaviours per axis, in degrees.
    var rotation = (x: 0.0, y: 0.0, z: 0.0)
    /// The product of the `shadow` behaviours.
    var shadowOpacity = 1.0
    /// The frame in fractions of the frame: the `move`'s rectangle, else the layer's region.
    var frame: LayerRect
    /// The `transform` behaviours' transforms, the first applied first, in points.
    var transform = Transform3D.identity
    /// Where a `position` behaviour puts the anchor, in fractions of the frame.
    var position: (x: Double, y: Double)?

    static func == (a: Self, b: Self) -> Bool {
        a.opacity == b.opacity && a.scale == b.scale && a.translation == b.translation
            && a.translationInPoints == b.translationInPoints && a.rotation == b.rotation
            && a.shadowOpacity == b.shadowOpacity && a.frame == b.frame && a.transform == b.transform
    }

    /// The state of `layer` at `progress`; reversed playback (a dismissal) evaluates at 1 − progress
    /// and mirrors the windows of behaviours marked `reverseOnDismiss`.
    init(
        _ layer: Layer, region: LayerRect? = nil, progress: Double, reversed: Bool,
        parameters: [String: ParameterValue], declared: [EffectParameter]
    ) {
        frame = region ?? layer.region
        var values = Dictionary(uniqueKeysWithValues: declared.map { ($0.name, $0.defaultValue) })
        values.merge(parameters) { _, set in set }
        // A layer switched off by its bool parameter is not drawn.
        if let condition = layer.condition, !condition.holds(values) { opacity = 0 }
        // A behaviour with `when`/`unless` acts only while its bool parameter says so.
        for behaviour in layer.behaviours where behaviour.isOn(values) {
            if case .transform = behaviour.property {
                let e = Self.easedFraction(of: behaviour, progress: progress, reversed: reversed)
                transform = transform.concatenating(LayerReferenceKeyframes.transform(of: behaviour, at: e))
                continue
            }
            var behaviour = behaviour
            if behaviour.property == .position {
                // "rest" is where the anchor sits in the layer's own frame.
                let rest = BehaviourValue.vector([
                    frame.x + layer.anchor.x * frame.width, frame.y + layer.anchor.y * frame.height,
                ])
                func resting(_ value: BehaviourValue) -> BehaviourValue { value == .rest ? rest : value }
                behaviour.from = resting(behaviour.from)
                behaviour.to = resting(behaviour.to)
                behaviour.keyframes = behaviour.keyframes.map {
                    BehaviourKeyframe(start: $0.start, duration: $0.duration, value: resting($0.value))
                }
            }
            let value = Self.value(
                of: behaviour, progress: progress, reversed: reversed, parameters: parameters, declared: declared)
            switch behaviour.property {
            case .opacity: opacity *= value[0]
            case .shadowOpacity: shadowOpacity *= value[0]
            case .scale:
                // A single number scales both ways.
                scale.x *= value[0]
                scale.y *= value.count > 1 ? value[1] : value[0]
            case .translation where behaviour.units == .points:
                translationInPoints.x += value[0]
                translationInPoints.y += value[1]
            case .translation:
                translation.x += value[0]
                translation.y += value[1]
            case .rotation(.x): rotation.x += value[0]
            case .rotation(.y): rotation.y += value[0]
            case .rotation(.z): rotation.z += value[0]
            case .frame: frame = LayerRect(x: value[0], y: value[1], width: value[2], height: value[3])
            case .position: position = (value[0], value[1])
            // The tests give the reference each effect layer's snapshot already filtered.
            case .transform, .effect: break
            case .custom: fatalError("the reference runs no behaviours written in Swift")
            }
        }
    }

    /// The eased fraction of `behaviour`'s window reached at `progress`.
    static func easedFraction(of behaviour: Behaviour, progress: Double, reversed: Bool) -> Double {
        let p = reversed ? 1 - progress : progress
        let d = behaviour.duration
        let s = reversed && behaviour.reverseOnDismiss ? 1 - behaviour.start - d : behaviour.start
        // A window of no length is a step at its start.
        let tau = d > 0 ? min(max((p - s) / d, 0), 1) : (p >= s ? 1 : 0)
        return LayerReferenceCurves.value(behaviour.curve, at: tau)
    }

    /// The behaviour's value at `progress`, componentwise; exactly `from` before the window and
    /// exactly `to` after it. A move interpolates its rectangle's centre and size.
    static func value(
        of behaviour: Behaviour, progress: Double, reversed: Bool, parameters: [String: ParameterValue],
        declared: [EffectParameter]
    ) -> [Double] {
        var from = resolve(behaviour.from, parameters, declared)
        var to = resolve(behaviour.to, parameters, declared)
        // A number meets a pair (a uniform scale animated to a non-uniform one): it stands for both.
        if from.count == 1, to.count > 1 { from = Array(repeating: from[0], count: to.count) }
        if to.count == 1, from.count > 1 { to = Array(repeating: to[0], count: from.count) }
        let e = easedFraction(of: behaviour, progress: progress, reversed: reversed)
        if !behaviour.keyframes.isEmpty {
            return LayerReferenceKeyframes.numbers(
                of: behaviour, at: e, isFrame: behaviour.property == .frame
            ) { resolve($0, parameters, declared) }
        }
        if e == 0 { return from }
        if e == 1 { return to }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
        if case .frame = behaviour.property {
            let centre = (
                x: mix(from[0] + from[2] / 2, to[0] + to[2] / 2), y: mix(from[1] + from[3] / 2, to[1] + to[3] / 2)
            )
            let size = (width: mix(from[2], to[2]), height: mix(from[3], to[3]))
            return [centre.x - size.width / 2, centre.y - size.height / 2, size.width, size.height]
        }
        return zip(from, to).map(mix)
    }

    /// A value as numbers: `$name` reads `parameters`, else the declared default.
    static func resolve(
        _ value: BehaviourValue, _ parameters: [String: ParameterValue], _ declared: [EffectParameter]
    ) -> [Double] {
        switch value {
        case .number(let x): return [x]
        case .vector(let xs): return xs
        case .transform, .rest, .drawn, .drawnTransform: preconditionFailure("not numbers (tiles are drawn first)")
        case .parameter(let name):
            guard let parameter = parameters[name] ?? declared.first(where: { $0.name == name })?.defaultValue else {
                preconditionFailure("no parameter \(name)")
            }
            switch parameter {
            case .float(let x): return [Double(x)]
            case .int(let x): return [Double(x)]
            case .vec2(let v): return [Double(v.x), Double(v.y)]
            case .vec3(let v): return [Double(v.x), Double(v.y), Double(v.z)]
            case .vec4(let v): return [Double(v.x), Double(v.y), Double(v.z), Double(v.w)]
            default: preconditionFailure("parameter \(name) is not a number or vector")
            }
        }
    }
}
