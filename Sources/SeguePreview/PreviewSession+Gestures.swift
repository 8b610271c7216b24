import Foundation
import Segue
import SegueTime

/// Dragging (or pinching) the frame drives the transition through the chosen SegueTime
/// interaction handler and an interactive controller, by the rules `--gesture` uses; letting go
/// finishes or cancels as the handler says, and the server's ticker animates the rest. Play runs
/// the curve over the duration.
extension PreviewSession {
    func pointer(_ phase: PreviewCommand.PointerPhase, _ sample: GestureSample) async {
        guard case .transition = drawing else { return }
        do {
            switch phase {
            case .down: try beginDrag(at: sample)
            case .move:
                guard drag != nil else { return }
                try drag!.add(sample)
                follow()
            case .up, .cancel:
                guard drag != nil else { return }
                try drag!.add(sample)
                follow()
                await release(cancelling: phase == .cancel)
            }
        } catch {
            drag = nil
            await notice("error", message: String(describing: error))
        }
    }

    private func beginDrag(at sample: GestureSample) throws {
        stopAnimation()
        var gesture = try LiveGesture(handler: gestureRules.handler(), duration: playDuration, completion: completion)
        try gesture.add(sample)
        drag = gesture
        follow()
    }

    /// Progress follows the touches: from 0 at touch-down, as the handler reads them once it begins.
    private func follow() {
        guard let drag else { return }
        progress = drag.controller.percentComplete
        requestFrame()
    }

    /// The touches lifted: finish or cancel as the handler decides, then animate the rest.
    private func release(cancelling: Bool) async {
        guard let drag else { return }
        self.drag = nil
        let start = PreviewAnimation.now
        let controller = drag.controller
        let outcome: TransitionOutcome
        if cancelling {
            controller.cancel(startingAt: start)
            outcome = .cancelled
        } else {
            outcome = (try? drag.lift(startingAt: start)) ?? .cancelled
        }
        await notice("gesture", outcome: outcome == .finished ? "finished" : "cancelled")
        let end = outcome == .finished ? 1.0 : 0.0
        animate { time in
            let value = controller.progress(at: time)
            // The last frame shows the end exactly, not the curve's value a rounding short of it.
            if case .ended = controller.state { return (end, true) }
            return (value, false)
        }
    }

    /// Plays the transition from 0 to 1 over `duration` seconds with `curve`.
    func play(duration: Double, curve text: String) async {
        guard case .transition = drawing else { return }
        do {
            let curve = try TimingCurve(parsing: text)
            let timed = try TimedProgress(start: PreviewAnimation.now, duration: duration, curve: curve)
            (playDuration, playCurve) = (duration, text)
            let end = timed.start + timed.duration
            animate { time in time >= end ? (1, true) : (timed.progress(at: time), false) }
            await sendState()
        } catch {
            await notice("error", message: String(describing: error))
        }
    }

    /// The completion after a drag: the play curve, or a spring where the curve is one.
    private var completion: CompletionSettings {
        guard let curve = try? TimingCurve(parsing: playCurve) else { return .standard }
        if case .spring(let spring) = curve { return (try? CompletionSettings(spring: spring)) ?? .standard }
        return (try? CompletionSettings(curve: curve)) ?? .standard
    }

    /// Runs `progress(time)` on the ticker until it says it is done, drawing each tick's value.
    private func animate(_ progress: @escaping @Sendable (Double) -> (value: Double, done: Bool)) {
        stopAnimation()
        let identity = UUID()
        animation = try? PreviewAnimation(id: identity, progress: progress) { [weak self] value, _ in
            guard let self else { return }
            Task { await self.animated(to: value, by: identity) }
        }
    }

    /// A tick's value, unless its animation was stopped since (a new drag, a new progress).
    private func animated(to value: Double, by animation: UUID) {
        guard animation == self.animation?.id else { return }
        progress = value
        requestFrame()
    }

    func stopAnimation() {
        animation?.stop()
        animation = nil
    }
}
