/// The transition between two neighbouring items of a `Slideshow`: both play during it, as
/// ffmpeg's `xfade` overlaps them, so each join shortens the whole by its duration.
public struct SlideshowJoin: Sendable {
    /// Which transition a join draws.
    public enum Transition: Sendable {
        /// A transition of the engine's library by name: a built-in, a file from a shader folder,
        /// or a behaviour file's layer transition.
        case named(String)
        /// A layer transition built in Swift.
        case layers(LayerTransition)

        /// Its name, for errors and the timeline.
        public var name: String {
            switch self {
            case .named(let name): return name
            case .layers(let transition): return transition.name
            }
        }
    }

    /// The transition drawn.
    public var transition: Transition
    /// Seconds the two items overlap.
    public var duration: Double
    /// Shapes the transition's progress over the overlap.
    public var curve: TimingCurve
    /// Values for the transition's parameters, set in this order.
    public var parameters: [(name: String, value: ParameterValue)]

    /// A join drawing `transition` over `duration` seconds, progress shaped by `curve`.
    public init(
        _ transition: Transition, duration: Double, curve: TimingCurve = .linear,
        parameters: [(name: String, value: ParameterValue)] = []
    ) {
        self.transition = transition
        self.duration = duration
        self.curve = curve
        self.parameters = parameters
    }

    /// A join drawing the library's transition `name`.
    public init(
        _ name: String, duration: Double, curve: TimingCurve = .linear,
        parameters: [(name: String, value: ParameterValue)] = []
    ) {
        self.init(.named(name), duration: duration, curve: curve, parameters: parameters)
    }
}
