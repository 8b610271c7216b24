/// A gesture as it happens, driving an `InteractiveTransitionController` through an
/// `InteractionHandler`: add each sample as it arrives, then `lift` when the touches leave.
///
/// It follows the rules `GestureReplay` follows: the gesture begins at its first sample that moved
/// if the handler agrees, and until then the progress stays where it was.
public struct LiveGesture: Sendable {
    /// The controller the gesture drives; sample it with `progress(at:)` after the lift.
    public let controller: InteractiveTransitionController
    private var recognizer: GestureRecognizer
    private var handler: any InteractionHandler
    private let presenting: Bool
    private let completion: CompletionSettings
    private var decided = false
    /// Whether the gesture began the transition (false until its touches move and the handler agrees).
    public private(set) var began = false

    /// Starts a gesture read by `handler`; `presenting` false drives a dismissal.
    public init(
        handler: any InteractionHandler, presenting: Bool = true, duration: Double,
        completion: CompletionSettings = .standard
    ) throws(TimingError) {
        recognizer = try GestureRecognizer(touchCount: handler.touchCount)
        self.handler = handler
        self.presenting = presenting
        self.completion = completion
        controller = try InteractiveTransitionController(duration: duration, completion: completion)
    }

    /// The touches the handler reads: 1, or 2 for a pinch.
    public var touchCount: Int { handler.touchCount }

    /// Adds the next sample and updates the progress.
    public mutating func add(_ sample: GestureSample) throws(TimingError) {
        try recognizer.add(sample)
        if !decided, recognizer.firstMovement != nil {
            decided = true
            began = GestureRules.begin(recognizer, handler: &handler, presenting: presenting) != nil
        }
        guard began else { return }
        controller.update(handler.calculatePercent(recognizer.state(ofSample: recognizer.samples.count - 1)))
    }

    /// The touches lifted at the last sample: finishes or cancels as the handler says (a gesture
    /// that never began cancels), its completion starting at `time`.
    @discardableResult
    public func lift(startingAt time: Double? = nil) throws(TimingError) -> TransitionOutcome {
        guard began, !recognizer.samples.isEmpty else {
            controller.cancel(startingAt: time)
            return .cancelled
        }
        let state = recognizer.state(ofSample: recognizer.samples.count - 1)
        return try GestureRules.release(
            state, handler: handler, controller: controller, completion: completion, startingAt: time
        ).outcome
    }
}
