/// Segue's pan: progress is the travel along one axis over `extent`, and a release finishes when
/// the progress projected `projectionTime` ahead at the release velocity passes `threshold`.
public struct PanInteractionHandler: InteractionHandler {
    /// The axis whose movement counts.
    public var axis: GestureAxis
    /// The sign of movement that advances progress.
    public var direction: GestureDirection
    /// Points of travel for progress 1.
    public var extent: Double
    /// Seconds the release velocity is projected ahead.
    public var projectionTime: Double
    /// The projected progress a release must pass to finish.
    public var threshold: Double

    /// Creates a pan handler; `extent` must be a finite number of points greater than 0.
    public init(
        axis: GestureAxis, direction: GestureDirection, extent: Double,
        projectionTime: Double = InteractiveTransitionController.defaultProjectionTime,
        threshold: Double = InteractiveTransitionController.defaultThreshold
    ) throws(TimingError) {
        self.extent = try TimingError.checkedExtent(extent)
        self.axis = axis
        self.direction = direction
        self.projectionTime = projectionTime
        self.threshold = threshold
    }

    public func calculatePercent(_ gesture: GestureState) -> Double {
        along(gesture.translation) / extent
    }

    public func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        let velocity = along(gesture.velocity) / extent
        let finishing = InteractiveTransitionController.shouldFinish(
            progress: percentComplete, velocity: velocity, projectionTime: projectionTime, threshold: threshold)
        return GestureRelease(outcome: finishing ? .finished : .cancelled, velocity: velocity)
    }

    private func along(_ point: GesturePoint) -> Double {
        let value = axis == .horizontal ? point.x : point.y
        return direction == .positive ? value : -value
    }
}
