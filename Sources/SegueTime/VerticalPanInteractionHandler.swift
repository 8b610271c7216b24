/// BehaviourBasedTransitions' vertical pan: by default an upward pan presents and a downward one
/// dismisses; progress is the travel over the distance from the touch to the edge it moves
/// toward, and a release finishes past `rollback`.
public struct VerticalPanInteractionHandler: InteractionHandler {
    /// The height of the view the finger moves in, in points.
    public var viewHeight: Double
    /// Whether an upward pan presents (and a downward one dismisses), or the other way round.
    public var upPresents: Bool
    /// Touches this close to the top, in points, do not begin the transition.
    public var topInset: Double
    /// Touches this close to the bottom, in points, do not begin the transition.
    public var bottomInset: Double
    /// The progress a release must pass to finish.
    public var rollback: Double
    private var presenting = true
    private var maxDistance = 500.0

    /// BehaviourBasedTransitions' default rollback.
    public static let standardRollback = 0.3333

    /// Creates a vertical pan in a view `viewHeight` points tall.
    public init(
        viewHeight: Double, upPresents: Bool = true, topInset: Double = 0, bottomInset: Double = 0,
        rollback: Double = standardRollback
    ) throws(TimingError) {
        self.viewHeight = try TimingError.checkedExtent(viewHeight)
        self.upPresents = upPresents
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.rollback = rollback
    }

    public mutating func setupForGestureBegin(_ gesture: GestureState, presenting: Bool) {
        self.presenting = presenting
        let y = gesture.location.y
        let towardTop = upPresents == presenting
        // At least a point: a touch on the very edge would otherwise divide by zero.
        maxDistance = max(towardTop ? y : viewHeight - y, 1)
    }

    public func shouldBeginPresentation(_ gesture: GestureState) -> Bool {
        (upPresents ? gesture.velocity.y < 0 : gesture.velocity.y > 0) && withinInsets(gesture)
    }

    public func shouldBeginDismissal(_ gesture: GestureState) -> Bool {
        (upPresents ? gesture.velocity.y > 0 : gesture.velocity.y < 0) && withinInsets(gesture)
    }

    public func calculatePercent(_ gesture: GestureState) -> Double {
        let towardTop = upPresents == presenting
        return max((towardTop ? -1 : 1) * gesture.translation.y / maxDistance, 0)
    }

    public func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        GestureRelease(outcome: calculatePercent(gesture) > rollback ? .finished : .cancelled)
    }

    private func withinInsets(_ gesture: GestureState) -> Bool {
        gesture.location.y > topInset && gesture.location.y < viewHeight - bottomInset
    }
}
