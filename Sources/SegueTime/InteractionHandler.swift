/// Turns a gesture into a transition's progress: when it may begin, how far it has gone, and how
/// it ends, as BehaviourBasedTransitions' `InteractionHandler` and VCTransitionsLibrary's
/// interaction controllers do.
///
/// `GestureReplay` (and any live driver) asks `shouldBeginPresentation` or `shouldBeginDismissal`
/// once the touches first move, calls `setupForGestureBegin` if it begins, then `calculatePercent`
/// for every frame while the touches are down (the controller clamps it to [0, 1]) and `release`
/// once they lift. Write your own as a struct; the built-in ones use this protocol too.
public protocol InteractionHandler: Sendable {
    /// How many touches the gesture takes: 1 for a pan or swipe, 2 for a pinch.
    var touchCount: Int { get }

    /// Records what the gesture's start decides, e.g. the distance left to the edge.
    mutating func setupForGestureBegin(_ gesture: GestureState, presenting: Bool)

    /// Whether the gesture may start a presentation (a forward transition).
    func shouldBeginPresentation(_ gesture: GestureState) -> Bool

    /// Whether the gesture may start a dismissal (`--reverse`).
    func shouldBeginDismissal(_ gesture: GestureState) -> Bool

    /// The progress the gesture stands for now; values outside [0, 1] are clamped by the controller.
    func calculatePercent(_ gesture: GestureState) -> Double

    /// How the transition ends when the touches lift, given the progress shown then.
    func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease
}

extension InteractionHandler {
    /// One touch.
    public var touchCount: Int { 1 }

    /// Nothing to record.
    public func setupForGestureBegin(_ gesture: GestureState, presenting: Bool) {}

    /// Any gesture may begin.
    public func shouldBeginPresentation(_ gesture: GestureState) -> Bool { true }

    /// Any gesture may begin.
    public func shouldBeginDismissal(_ gesture: GestureState) -> Bool { true }

    /// Finishes past half way, at the user's completion speed.
    public func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        GestureRelease(outcome: percentComplete > 0.5 ? .finished : .cancelled)
    }
}

/// How a released gesture ends the transition.
public struct GestureRelease: Sendable, Equatable {
    /// Finish or cancel.
    public var outcome: TransitionOutcome
    /// Progress per second at the release, which launches a completion spring (curves ignore it).
    public var velocity: Double
    /// A multiplier on the completion speed, as a handler's `completionSpeed` in UIKit; greater than 0.
    public var completionSpeed: Double

    /// Creates a release.
    public init(outcome: TransitionOutcome, velocity: Double = 0, completionSpeed: Double = 1) {
        self.outcome = outcome
        self.velocity = velocity
        self.completionSpeed = completionSpeed
    }

    /// VCTransitionsLibrary's `1 − percentComplete`, kept above 0 so that a completion always ends.
    static func remainingSpeed(_ percentComplete: Double) -> Double {
        max(1 - percentComplete, 0.01)
    }
}
