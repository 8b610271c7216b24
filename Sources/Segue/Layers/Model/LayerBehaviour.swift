/// A behaviour written in Swift: what it does to a layer through its window, as the seed's
/// `TransitionBehaviour` does with `setup`, `addAnimations` and `complete`.
///
/// `setUp` sets the state the window starts from, `animate` the state it ends at; in between the
/// engine interpolates as Core Animation does (numbers linearly, the transform through its
/// decomposition, the frame by centre and size), along the behaviour's curve. `complete` sets
/// the state held once the window has passed. A behaviour that is not a plain animation
/// overrides `apply(at:to:context:)`.
///
///     struct Blink: LayerBehaviour {
///         func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) { layer.opacity = 1 }
///         func animate(_ layer: inout LayerAttributes, context: BehaviourContext) { layer.opacity = 0 }
///     }
///
/// Used from Swift as `Behaviour(Blink(), start: 0.2, duration: 0.3)`; from behaviour files once
/// registered (`LayerBehaviourRegistry`).
public protocol LayerBehaviour: Sendable, Equatable {
    /// Sets the state the window starts from (the seed's `setup`).
    func setUp(_ layer: inout LayerAttributes, context: BehaviourContext)
    /// Sets the state the window ends at (the seed's `addAnimations`).
    func animate(_ layer: inout LayerAttributes, context: BehaviourContext)
    /// Sets the state held after the window (the seed's `complete`); by default `animate`'s.
    func complete(_ layer: inout LayerAttributes, context: BehaviourContext)
    /// Sets the state `fraction` of the way through the window (already eased by the curve, so
    /// a spring may pass 1); by default interpolates from `setUp`'s state to `animate`'s.
    func apply(at fraction: Double, to layer: inout LayerAttributes, context: BehaviourContext)
}

extension LayerBehaviour {
    public func complete(_ layer: inout LayerAttributes, context: BehaviourContext) {
        animate(&layer, context: context)
    }

    public func apply(at fraction: Double, to layer: inout LayerAttributes, context: BehaviourContext) {
        var start = layer
        setUp(&start, context: context)
        var end = layer
        animate(&end, context: context)
        layer = start.interpolated(to: end, fraction: fraction)
    }

    /// Whether `other` is a behaviour of this type equal to this one.
    func isEqual(to other: any LayerBehaviour) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// What a behaviour written in Swift sees of the transition while it acts.
public struct BehaviourContext: Sendable {
    /// The transition's parameters (`$name` in files) as currently set, by name.
    public let parameters: [String: ParameterValue]
    /// Which copy of a repeated layer, or which tile of a grid, this is (0 for a single layer).
    public let copy: Int
    /// Whether the transition plays as a dismissal.
    public let dismissing: Bool
}

/// A layer's animatable state, as a behaviour written in Swift reads and changes it.
public struct LayerAttributes: Sendable, Equatable {
    /// How opaque the layer is, 0…1 (a group's multiplies what it holds).
    public var opacity: Double
    /// How strongly the layer's shadow shows, 0…1 (a layer without a shadow ignores it).
    public var shadowOpacity: Double
    /// Core Animation's `transform`, about the layer's anchor, lengths in the transition's points;
    /// the `transform` behaviours before this one have set it.
    public var transform: Transform3D
    /// Where the layer sits in the frame, in fractions of it, (0,0) top-left.
    public var frame: LayerRect
    /// The number parameters of the effects on the layer (`Layer.effects`), by name: the bare
    /// name where one effect of the layer has it, else `Effect.parameter`.
    public var effectParameters: [String: Double]

    public init(
        opacity: Double = 1, shadowOpacity: Double = 1, transform: Transform3D = .identity,
        frame: LayerRect = .frame, effectParameters: [String: Double] = [:]
    ) {
        self.opacity = opacity
        self.shadowOpacity = shadowOpacity
        self.transform = transform
        self.frame = frame
        self.effectParameters = effectParameters
    }

    /// The state `fraction` of the way to `end`: numbers linearly, the frame by its centre and
    /// size (as a `move` does), the transform as Core Animation interpolates one, and each effect
    /// parameter both states have linearly (others take `end`'s value).
    public func interpolated(to end: LayerAttributes, fraction t: Double) -> LayerAttributes {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let (a, b) = (frame, end.frame)
        let centre = (
            x: mix(a.x + a.width / 2, b.x + b.width / 2), y: mix(a.y + a.height / 2, b.y + b.height / 2)
        )
        let size = (width: mix(a.width, b.width), height: mix(a.height, b.height))
        var parameters = end.effectParameters
        for (name, value) in effectParameters {
            if let target = end.effectParameters[name] { parameters[name] = mix(value, target) }
        }
        return LayerAttributes(
            opacity: mix(opacity, end.opacity), shadowOpacity: mix(shadowOpacity, end.shadowOpacity),
            transform: transform.interpolated(to: end.transform, fraction: t),
            frame: LayerRect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height),
            effectParameters: parameters)
    }
}

/// A behaviour written in Swift, held by a `Behaviour` (its property `.custom`).
public struct CustomBehaviour: Sendable, Equatable {
    /// The behaviour.
    public let behaviour: any LayerBehaviour
    /// The `type` it was registered under, when read from a behaviour file.
    public let typeName: String?

    public init(_ behaviour: any LayerBehaviour, typeName: String? = nil) {
        self.behaviour = behaviour
        self.typeName = typeName
    }

    public static func == (a: CustomBehaviour, b: CustomBehaviour) -> Bool {
        a.typeName == b.typeName && a.behaviour.isEqual(to: b.behaviour)
    }
}

extension CustomBehaviour {
    /// Acts on `state` `eased` of the way through the window, or as `complete` leaves it once the
    /// window has passed.
    func act(at eased: Double, after: Bool, on state: inout LayerState, context: BehaviourContext) {
        var attributes = LayerAttributes(
            opacity: state.opacity, shadowOpacity: state.shadowOpacity, transform: state.transform,
            frame: state.frame, effectParameters: state.effectValues)
        if after {
            behaviour.complete(&attributes, context: context)
        } else {
            behaviour.apply(at: eased, to: &attributes, context: context)
        }
        state.opacity = attributes.opacity
        state.shadowOpacity = attributes.shadowOpacity
        state.transform = attributes.transform
        state.frame = attributes.frame
        state.effectValues = attributes.effectParameters
    }
}

extension Layer {
    /// How many layers its tree holds, itself included.
    var treeSize: Int { 1 + sublayers.reduce(0) { $0 + $1.treeSize } }
}
