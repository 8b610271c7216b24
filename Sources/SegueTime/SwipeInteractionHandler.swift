/// VCTransitionsLibrary's horizontal and vertical swipes: progress is the distance swiped either
/// way over 200 points, held at 0.99 while the finger is down, and a release finishes past half
/// way, completing at speed `1 − progress`.
///
/// Which way may start it follows the library too: a horizontal swipe by its velocity (right to
/// left by default, as `popOnRightToLeft`), a vertical one by its translation (top to bottom).
/// `.any` begins either way, as the library's dismissals do.
public struct SwipeInteractionHandler: InteractionHandler {
    /// Which way of movement may begin the transition.
    public enum Opening: String, Sendable, Equatable, CaseIterable {
        /// Toward smaller coordinates: leftward or upward.
        case negative
        /// Toward larger coordinates: rightward or downward.
        case positive
        /// Either way.
        case any
    }

    /// The library's swipe length for progress 1, in points.
    public static let standardDistance = 200.0

    /// The axis swiped along.
    public var axis: GestureAxis
    /// Which way may begin it.
    public var opening: Opening
    /// Points swiped for progress 1.
    public var distance: Double

    /// Creates a swipe; by default a horizontal one opens right to left and a vertical one top to bottom.
    public init(axis: GestureAxis, opening: Opening? = nil, distance: Double = standardDistance) throws(TimingError) {
        self.distance = try TimingError.checkedExtent(distance)
        self.axis = axis
        self.opening = opening ?? (axis == .horizontal ? .negative : .positive)
    }

    public func shouldBeginPresentation(_ gesture: GestureState) -> Bool {
        // The library reads a horizontal swipe's way from its velocity, a vertical one's from its translation.
        let movement = axis == .horizontal ? gesture.velocity.x : gesture.translation.y
        switch opening {
        case .negative: return movement < 0
        case .positive: return axis == .horizontal ? movement >= 0 : movement > 0
        case .any: return true
        }
    }

    public func shouldBeginDismissal(_ gesture: GestureState) -> Bool {
        shouldBeginPresentation(gesture)
    }

    public func calculatePercent(_ gesture: GestureState) -> Double {
        // Held short of 1: the library's fix for UIKit never completing a transition dragged to 100%.
        let fraction = fraction(gesture)
        return fraction >= 1 ? 0.99 : fraction
    }

    public func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        GestureRelease(
            outcome: fraction(gesture) > 0.5 ? .finished : .cancelled,
            completionSpeed: GestureRelease.remainingSpeed(percentComplete))
    }

    private func fraction(_ gesture: GestureState) -> Double {
        let travel = axis == .horizontal ? gesture.translation.x : gesture.translation.y
        return min(abs(travel) / distance, 1)
    }
}
