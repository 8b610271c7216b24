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
    /// `m34 = -1 / eye` in the frame's `sublayerTransform`, about its centre); rotations about x
    /// and y are seen through this perspective. `.infinity`: none, layers are seen flat (as a
    /// window shows views that carry perspective in their own transforms).
    public var perspective: Double
    /// The frame's width in points, the unit of `transform` behaviours' lengths: one point is
    /// `frame width / viewWidth` pixels, as an app's view of this width is scaled to the frame.
    public var viewWidth: Double
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
    /// Whether progress 0 is exactly "from" and 1 exactly "to". False for one that reproduces a
    /// source whose own first or last frame is not (fold's edge-on panels): `segue check` then
    /// warns instead of failing.
    public var exactEnds = true

    /// The eye distance of the classic page flip: 1.5625 frame widths.
    public static let defaultPerspective = 1.5625
    /// The width of the iPhone screens the classic view-controller transitions were written for.
    public static let defaultViewWidth = 320.0

    /// A transition of `layers` over `background`.
    public init(
        name: String, summary: String = "", background: SIMD4<Float> = SIMD4(0, 0, 0, 1),
        perspective: Double = LayerTransition.defaultPerspective, parameters: [EffectParameter] = [],
        viewWidth: Double = LayerTransition.defaultViewWidth, layers: [Layer], dismissal: [Layer]? = nil,
        file: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.background = background
        self.perspective = perspective
        self.viewWidth = viewWidth
        self.parameters = parameters
        self.layers = layers
        self.dismissal = dismissal
        self.file = file
    }

    /// The transition a dismissal plays forwards, when it has layers of its own; a parameter
    /// that is a rectangle of the frame either way stays checked as one.
    var dismissalTransition: LayerTransition? {
        guard let dismissal else { return nil }
        var transition = self
        transition.parameters = parametersCheckingRectangles
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
        /// Nothing of its own: a container whose `sublayers` move with it, as a `UIView` holding
        /// other views does.
        case group
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
    /// Filters applied to the layer's snapshot before it is placed, first first (a snapshot
    /// layer's only); `effect` behaviours animate their number parameters.
    public var effects: [LayerEffect]
    /// What animates the layer.
    public var behaviours: [Behaviour]
    /// A group's layers, bottom first, placed in the frame's coordinates; they move, turn and fade
    /// with the group.
    public var sublayers: [Layer]
    /// A group's `sublayerTransform`, applied to its sublayers about the group's anchor before
    /// they are flattened into it (where a container's perspective lives).
    public var sublayerTransform: Transform3D
    /// A `bool` parameter that shows and hides the layer (and all it holds); nil: always shown.
    public var condition: Behaviour.Condition?
    /// Copies of the layer side by side, each in its own vertical strip of the frame; nil: one.
    public var repetition: LayerRepetition?
    /// Copies of the layer as the tiles of a grid, each with its own random values; nil: one.
    public var grid: LayerGrid?
    /// Whether a group flattens what it holds into its own plane, as a `CALayer` does; false keeps
    /// its sublayers in its container's space, as a `CATransformLayer` does.
    public var flattensSublayers: Bool

    /// A layer showing `region` of `source`.
    public init(
        source: Source, region: LayerRect = .frame, regionParameter: String? = nil,
        anchor: SIMD2<Double> = SIMD2(0.5, 0.5),
        shadow: LayerShadow? = nil, behaviours: [Behaviour] = [], effects: [LayerEffect] = []
    ) {
        self.source = source
        self.region = region
        self.regionParameter = regionParameter
        self.anchor = anchor
        self.shadow = shadow
        self.behaviours = behaviours
        self.effects = effects
        sublayers = []
        sublayerTransform = .identity
        condition = nil
        repetition = nil
        grid = nil
        flattensSublayers = true
    }

    /// A group of `sublayers` occupying `region` of the frame, animated by `behaviours`.
    public init(
        sublayers: [Layer], region: LayerRect = .frame, anchor: SIMD2<Double> = SIMD2(0.5, 0.5),
        sublayerTransform: Transform3D = .identity, behaviours: [Behaviour] = []
    ) {
        self.init(source: .group, region: region, anchor: anchor, behaviours: behaviours)
        self.sublayers = sublayers
        self.sublayerTransform = sublayerTransform
    }
}

/// Copies of a layer (and all it holds) side by side: copy i of n occupies the strip from i/n to
/// (i + 1)/n of the frame's width, and its regions are fractions of that strip, as a fold's panels
/// are cut from a view.
public struct LayerRepetition: Sendable, Equatable {
    /// How many copies: a number, or an `int` parameter.
    public enum Count: Sendable, Equatable {
        case fixed(Int)
        case parameter(String)

        /// The number, or the `int` parameter's value in `values` (nil where it has none).
        func value(_ values: [String: ParameterValue]) -> Int? {
            switch self {
            case .fixed(let n): return n
            case .parameter(let name):
                guard case .int(let n)? = values[name] else { return nil }
                return Int(n)
            }
        }
    }

    public var count: Count
    /// The most copies `count` may ask for (copies past the current count are hidden).
    public var maximum: Int

    public init(count: Count, maximum: Int) {
        self.count = count
        self.maximum = maximum
    }

    /// The number of copies with the transition's parameters set to `values`, in 1…`maximum`.
    func resolved(_ values: [String: ParameterValue]) -> Int {
        min(max(count.value(values) ?? maximum, 1), maximum)
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
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// A colour laid over a layer, times the shadow's opacity (1 unless a `shadow` behaviour animates
/// it): a linear gradient, transparent at `start` and `color` at `end`, as `CAGradientLayer` draws
/// one, or the colour all over.
public struct LayerShadow: Sendable, Equatable {
    /// An edge of a layer.
    public enum Edge: String, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// Where the gradient is transparent and where it is `color`, in the layer's unit coordinates
    /// ((0,0) top-left); nil: the colour all over.
    public var gradient: (start: SIMD2<Double>, end: SIMD2<Double>)?
    /// The colour at the gradient's end, straight RGBA in 0…1.
    public var color: SIMD4<Float>

    /// A gradient transparent at `clearEdge` and `color` at the opposite edge.
    public init(clearEdge: Edge, color: SIMD4<Float>) {
        switch clearEdge {
        case .left: gradient = (SIMD2(0, 0), SIMD2(1, 0))
        case .right: gradient = (SIMD2(1, 0), SIMD2(0, 0))
        case .top: gradient = (SIMD2(0, 0), SIMD2(0, 1))
        case .bottom: gradient = (SIMD2(0, 1), SIMD2(0, 0))
        }
        self.color = color
    }

    /// A gradient transparent at `start` and `color` at `end` (unit coordinates, (0,0) top-left).
    public init(start: SIMD2<Double>, end: SIMD2<Double>, color: SIMD4<Float>) {
        gradient = (start, end)
        self.color = color
    }

    /// `color` all over the layer.
    public init(color: SIMD4<Float>) {
        gradient = nil
        self.color = color
    }

    public static func == (a: LayerShadow, b: LayerShadow) -> Bool {
        a.color == b.color && a.gradient?.start == b.gradient?.start && a.gradient?.end == b.gradient?.end
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
        /// Core Animation's `transform` (a `.transform` value), about the anchor, after the
        /// layer's scale and rotations; lengths in the transition's points. Values between two
        /// transforms are interpolated as Core Animation does (`Transform3D.interpolated`).
        case transform
        /// Where the anchor sits in the frame (Core Animation's `position`), `[x, y]` in fractions
        /// of the frame, or `.rest`, where it sits unmoved.
        case position
        /// A number parameter of the layer's effects (`Layer.effects`): its bare name, or
        /// `Effect.parameter` where several of the layer's effects have one of that name.
        case effect(String)
        /// A behaviour written in Swift, which sets what it animates itself (`from` and `to` unused).
        case custom(CustomBehaviour)
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
    /// What a `translate` behaviour's numbers measure: fractions of the frame, or points.
    public var units: Units
    /// Values reached inside the window after `from`, as UIKit's `addKeyframeWithRelativeStartTime`
    /// places them (times relative to the window); empty: `from` to `to`, along `curve`.
    public var keyframes: [BehaviourKeyframe]
    /// How values pass through the keyframes.
    public var calculation: KeyframeCalculation

    /// The units of a translation.
    public enum Units: String, Sendable, Equatable, CaseIterable {
        /// Fractions of the frame's width (x) and height (y).
        case frame
        /// The transition's points (`LayerTransition.viewWidth` to the frame's width), as a
        /// view's frame is offset in UIKit.
        case points
    }

    /// How a keyframed value moves between its keyframes (UIKit's `CalculationMode`).
    public enum KeyframeCalculation: String, Sendable, Equatable, CaseIterable {
        /// Straight from value to value.
        case linear
        /// A smooth Catmull-Rom curve through the values (`CalculationModeCubic`).
        case cubic
    }

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

        /// Whether the parameter is `applies` with the transition's parameters set to `values`.
        public func holds(_ values: [String: ParameterValue]) -> Bool {
            guard case .bool(let value)? = values[parameter] else { return false }
            return value == applies
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
        units = .frame
        keyframes = []
        calculation = .linear
    }

    /// A behaviour starting at `from` and passing through `keyframes`; `curve` paces the whole
    /// window (UIKit's keyframe animations ease in and out unless told otherwise).
    public init(
        _ property: Property, from: BehaviourValue, keyframes: [BehaviourKeyframe],
        calculation: KeyframeCalculation = .linear, start: Double = 0, duration: Double = 1,
        curve: BehaviourCurve = .timing(.easeInOut), reverseOnDismiss: Bool = false, condition: Condition? = nil
    ) {
        self.init(
            property, from: from, to: keyframes.last?.value ?? from, start: start, duration: duration, curve: curve,
            reverseOnDismiss: reverseOnDismiss, condition: condition)
        self.keyframes = keyframes
        self.calculation = calculation
    }

    /// A behaviour written in Swift acting through the window from `start`, `duration` long.
    public init(
        _ behaviour: some LayerBehaviour, start: Double = 0, duration: Double = 1,
        curve: BehaviourCurve = .timing(.linear), reverseOnDismiss: Bool = false, condition: Condition? = nil
    ) {
        self.init(
            .custom(CustomBehaviour(behaviour)), from: .number(0), to: .number(1), start: start, duration: duration,
            curve: curve, reverseOnDismiss: reverseOnDismiss, condition: condition)
    }

    /// Whether the behaviour acts with the transition's parameters set to `values`.
    public func isOn(_ values: [String: ParameterValue]) -> Bool {
        condition?.holds(values) ?? true
    }
}

/// One keyframe of a behaviour: the value it reaches at `start + duration`, held from the
/// previous keyframe's end until `start` (times relative to the behaviour's window).
public struct BehaviourKeyframe: Sendable, Equatable {
    public var start: Double
    public var duration: Double
    public var value: BehaviourValue

    public init(start: Double, duration: Double, value: BehaviourValue) {
        (self.start, self.duration, self.value) = (start, duration, value)
    }
}

/// A value in a behaviour: numbers, a transform, or a transition parameter named `$name` in files.
public enum BehaviourValue: Sendable, Equatable {
    /// A 3D transform, lengths in points.
    case transform(Transform3D)
    /// Where the layer's anchor sits unmoved (a `position`'s value).
    case rest
    /// One number.
    case number(Double)
    /// Two or four numbers (a scale `[sx, sy]`, a translation, a rectangle).
    case vector([Double])
    /// The current value of the transition parameter of this name.
    case parameter(String)
    /// One, two or four numbers some of which are drawn per tile of a grid (`LayerGrid`).
    case drawn([BehaviourNumber])
    /// A transform some of whose numbers are drawn per tile of a grid.
    case drawnTransform([TransformStep])
}

/// How a behaviour's value moves through its window.
public enum BehaviourCurve: Sendable, Equatable {
    /// An easing curve: linear, easeIn, easeOut, easeInOut or a cubic Bézier.
    case timing(TimingCurve)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`: the damping ratio, and the initial
    /// velocity in whole changes per window; the spring settles exactly at the window's end.
    case spring(damping: Double, velocity: Double)
}
