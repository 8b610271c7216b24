/// A transition made of layers: regions of the two snapshots (or solid colours), each moved,
/// scaled, turned in perspective, faded and shaded over the transition by its behaviours.
///
/// Built from a behaviour file (`LayerTransitionFile`) or in Swift:
///
///     let zoomFade = LayerTransition(name: "my-zoom-fade", layers: [
///         Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.1))]),
///         Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
///     ])
///     let transition = try engine.makeTransition(zoomFade, from: a, to: b)
///
/// Layers are drawn in order, bottom first, over `background`, all in one pass on the GPU.
public struct LayerTransition: Sendable, Equatable {
    /// The name to ask for it by.
    public var name: String
    /// A one-line description.
    public var summary: String
    /// The colour under every layer, straight RGBA in 0…1.
    public var background: SIMD4<Float>
    /// How far the eye sits in front of the image plane, in frame widths (Core Animation's
    /// `m34 = -1 / eye`); rotations about x and y are seen through this perspective.
    public var perspective: Double
    /// Parameters users may set (`--param`); behaviour values refer to them as `$name`.
    public var parameters: [EffectParameter]
    /// The layers, bottom first.
    public var layers: [Layer]
    /// The layers a dismissal plays forwards, from the dismissed view ("from") to the one it
    /// reveals ("to"), where the source has a reverse path of its own; nil plays `layers`
    /// backwards.
    public var dismissal: [Layer]?
    /// The behaviour file it was read from, if any.
    public var file: String?

    /// The eye distance of the classic page flip: 1.5625 frame widths.
    public static let defaultPerspective = 1.5625

    /// A transition of `layers` over `background`.
    public init(
        name: String, summary: String = "", background: SIMD4<Float> = SIMD4(0, 0, 0, 1),
        perspective: Double = LayerTransition.defaultPerspective, parameters: [EffectParameter] = [],
        layers: [Layer], dismissal: [Layer]? = nil, file: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.background = background
        self.perspective = perspective
        self.parameters = parameters
        self.layers = layers
        self.dismissal = dismissal
        self.file = file
    }

    /// The transition a dismissal plays forwards, when it has layers of its own.
    var dismissalTransition: LayerTransition? {
        guard let dismissal else { return nil }
        var transition = self
        transition.layers = dismissal
        transition.dismissal = nil
        return transition
    }
}

/// A region of a snapshot, or a solid colour, placed in the frame and animated by behaviours.
public struct Layer: Sendable, Equatable {
    /// What a layer shows.
    public enum Source: Sendable, Equatable {
        /// The "from" snapshot.
        case from
        /// The "to" snapshot.
        case to
        /// A solid colour, straight RGBA in 0…1.
        case color(SIMD4<Float>)
    }

    /// What the layer shows.
    public var source: Source
    /// The part of the snapshot shown, and where it sits in the frame until a `move` says otherwise.
    public var region: LayerRect
    /// A `vec4` transition parameter (`x, y, w, h`) that sets `region` when given (`"region": "$name"`
    /// in files); `region` then holds its default.
    public var regionParameter: String?
    /// The point transforms turn and scale about, in the layer's unit coordinates ((0,0) top-left).
    public var anchor: SIMD2<Double>
    /// A gradient drawn over the layer, if any.
    public var shadow: LayerShadow?
    /// What animates the layer.
    public var behaviours: [Behaviour]

    /// A layer showing `region` of `source`.
    public init(
        source: Source, region: LayerRect = .frame, regionParameter: String? = nil,
        anchor: SIMD2<Double> = SIMD2(0.5, 0.5),
        shadow: LayerShadow? = nil, behaviours: [Behaviour] = []
    ) {
        self.source = source
        self.region = region
        self.regionParameter = regionParameter
        self.anchor = anchor
        self.shadow = shadow
        self.behaviours = behaviours
    }
}

/// A rectangle in fractions of the frame, (0,0) at the top-left.
public struct LayerRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// The whole frame.
    public static let frame = LayerRect(x: 0, y: 0, width: 1, height: 1)

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A linear gradient over a layer: transparent at `clearEdge`, `color` at the opposite edge,
/// times the shadow's opacity (1 unless a `shadow` behaviour animates it).
public struct LayerShadow: Sendable, Equatable {
    /// An edge of a layer.
    public enum Edge: String, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// The edge where the gradient is transparent.
    public var clearEdge: Edge
    /// The colour at the opposite edge, straight RGBA in 0…1.
    public var color: SIMD4<Float>

    public init(clearEdge: Edge, color: SIMD4<Float>) {
        self.clearEdge = clearEdge
        self.color = color
    }
}

/// Animates one property of a layer from a value to a value inside a window of the progress.
public struct Behaviour: Sendable, Equatable {
    /// What a behaviour animates.
    public enum Property: Sendable, Equatable {
        /// Opacity (`fade`): a number; the layer's opacities multiply.
        case opacity
        /// Scale about the anchor: a number, or `[sx, sy]`.
        case scale
        /// Translation in fractions of the frame, `[x, y]`, x right, y down.
        case translation
        /// Rotation about the anchor in degrees: in the plane (`z`, positive clockwise on screen),
        /// or about the x or y axis in perspective.
        case rotation(Axis)
        /// The shadow's opacity: a number.
        case shadowOpacity
        /// Matched geometry (`move`): the layer's frame, `[x, y, w, h]`, centre and size
        /// interpolated along the curve.
        case frame
    }

    /// An axis of rotation. About `y`, positive angles bring the layer's left side towards the
    /// viewer; about `x`, its top side.
    public enum Axis: String, Sendable, CaseIterable {
        case x, y, z
    }

    /// The property animated.
    public var property: Property
    /// The value before and at the window's start.
    public var from: BehaviourValue
    /// The value at and after the window's end.
    public var to: BehaviourValue
    /// Where the window starts, as a fraction of the progress.
    public var start: Double
    /// How long the window lasts, as a fraction of the progress.
    public var duration: Double
    /// How the value moves inside the window.
    public var curve: BehaviourCurve
    /// When played backwards (a dismissal), the window is mirrored: start s, duration d → start 1 − s − d.
    public var reverseOnDismiss: Bool
    /// A `bool` parameter that switches the behaviour on and off; nil: always on.
    public var condition: Condition?

    /// The `bool` parameter a behaviour follows: it acts while `parameter` equals `applies`
    /// (`"when": "$name"` in files is `applies` true, `"unless"` false).
    public struct Condition: Sendable, Equatable {
        public var parameter: String
        public var applies: Bool

        /// A behaviour that acts while `parameter` is `applies`.
        public init(_ parameter: String, applies: Bool) {
            self.parameter = parameter
            self.applies = applies
        }
    }

    public init(
        _ property: Property, from: BehaviourValue, to: BehaviourValue, start: Double = 0, duration: Double = 1,
        curve: BehaviourCurve = .timing(.linear), reverseOnDismiss: Bool = false,
        condition: Condition? = nil
    ) {
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
        self.reverseOnDismiss = reverseOnDismiss
        self.condition = condition
    }

    /// Whether the behaviour acts with the transition's parameters set to `values`.
    public func isOn(_ values: [String: ParameterValue]) -> Bool {
        guard let condition else { return true }
        guard case .bool(let value)? = values[condition.parameter] else { return false }
        return value == condition.applies
    }
}

/// A value in a behaviour: numbers, or a transition parameter named `$name` in files.
public enum BehaviourValue: Sendable, Equatable {
    /// One number.
    case number(Double)
    /// Two or four numbers (a scale `[sx, sy]`, a translation, a rectangle).
    case vector([Double])
    /// The current value of the transition parameter of this name.
    case parameter(String)
}

/// How a behaviour's value moves through its window.
public enum BehaviourCurve: Sendable, Equatable {
    /// An easing curve: linear, easeIn, easeOut, easeInOut or a cubic Bézier.
    case timing(TimingCurve)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`: the damping ratio, and the initial
    /// velocity in whole changes per window; the spring settles exactly at the window's end.
    case spring(damping: Double, velocity: Double)
}
