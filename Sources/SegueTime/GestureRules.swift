/// The two decisions every gesture driver makes through its handler, in one place so that a live
/// gesture and a replay agree: whether the gesture begins, and how its release ends the transition.
enum GestureRules {
    /// Asks `handler` at the first sample that moved whether the gesture begins, setting it up
    /// when it does; nil while nothing has moved or when the handler refuses.
    static func begin(
        _ recognizer: GestureRecognizer, handler: inout any InteractionHandler, presenting: Bool
    ) -> (moved: Int, state: GestureState)? {
        guard let index = recognizer.firstMovement else { return nil }
        let state = recognizer.state(ofSample: index)
        let allowed = presenting ? handler.shouldBeginPresentation(state) : handler.shouldBeginDismissal(state)
        guard allowed else { return nil }
        handler.setupForGestureBegin(state, presenting: presenting)
        return (index, state)
    }

    /// Lets `controller` go as `handler` says at `state`, its completion sped up as the handler
    /// asks, starting at `time`; returns the release.
    static func release(
        _ state: GestureState, handler: any InteractionHandler, controller: InteractiveTransitionController,
        completion: CompletionSettings, startingAt time: Double?
    ) throws(TimingError) -> GestureRelease {
        controller.update(handler.calculatePercent(state))
        let release = handler.release(state, percentComplete: controller.percentComplete)
        controller.completion = try CompletionSettings(
            speed: completion.speed * release.completionSpeed, curve: completion.curve, spring: completion.spring)
        if release.outcome == .finished {
            controller.finish(velocity: release.velocity, startingAt: time)
        } else {
            controller.cancel(velocity: release.velocity, startingAt: time)
        }
        return release
    }
}
