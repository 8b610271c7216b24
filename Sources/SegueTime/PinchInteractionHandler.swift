/// VCTransitionsLibrary's pinch: progress is `1 − scale / scale at the start`, so pinching in
/// advances and opening out goes below 0; a release finishes past half way, completing at speed
/// `1 − progress`.
public struct PinchInteractionHandler: InteractionHandler {
    private var startScale = 1.0

    /// Creates a pinch.
    public init() {}

    public var touchCount: Int { 2 }

    public mutating func setupForGestureBegin(_ gesture: GestureState, presenting: Bool) {
        startScale = gesture.scale
    }

    public func calculatePercent(_ gesture: GestureState) -> Double {
        1 - gesture.scale / startScale
    }

    public func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        GestureRelease(
            outcome: calculatePercent(gesture) > 0.5 ? .finished : .cancelled,
            completionSpeed: GestureRelease.remainingSpeed(percentComplete))
    }
}
