import Foundation
import Testing

@testable import SegueTime

/// Records the outcomes a `@Sendable` completion handler receives.
private final class OutcomeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TransitionOutcome] = []

    func append(_ outcome: TransitionOutcome) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(outcome)
    }

    var outcomes: [TransitionOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

@Suite("Interactive transition controller")
struct InteractiveTransitionControllerTests {
    private func controller(
        at progress: Double, duration: Double = 1, speed: Double = 1, curve: TimingCurve = .easeInOut,
        spring: Spring? = nil
    ) throws -> InteractiveTransitionController {
        let controller = try InteractiveTransitionController(
            duration: duration,
            completion: CompletionSettings(speed: speed, curve: curve, spring: spring)
        )
        controller.update(progress)
        return controller
    }

    @Test func defaultsMatchUIKit() throws {
        let controller = try InteractiveTransitionController(duration: 0.4)
        #expect(controller.completionSpeed == 1)
        #expect(controller.completionCurve == .easeInOut)
        #expect(controller.completionSpring == nil)
        #expect(controller.percentComplete == 0)
        #expect(controller.state == .interactive)
    }

    @Test func updateClampsToTheUnitInterval() throws {
        let controller = try InteractiveTransitionController(duration: 1)
        controller.update(0.4)
        #expect(controller.percentComplete == 0.4)
        controller.update(1.5)
        #expect(controller.percentComplete == 1)
        controller.update(-0.2)
        #expect(controller.percentComplete == 0)
        controller.update(.nan)
        #expect(controller.percentComplete == 0)
        #expect(controller.progress(at: 99) == 0, "sampling an interactive transition does not move it")
    }

    @Test func finishTakesTheRemainingShareScaledByTheCompletionSpeed() throws {
        let controller = try controller(at: 0.3, speed: 2)
        controller.finish(startingAt: 10)
        let duration = try #require(controller.completionDuration)
        #expect(abs(duration - 0.35) < 1e-12)
        #expect(controller.state == .completing(.finished))
        #expect(controller.progress(at: 10) == 0.3)
        let middle = controller.progress(at: 10 + duration / 2)
        #expect(abs(middle - (0.3 + 0.7 * TimingCurve.easeInOut.value(at: 0.5))) < 1e-12)
        #expect(controller.progress(at: 10 + duration - 1e-6) < 1)
        #expect(controller.progress(at: 10 + duration) == 1.0)
        #expect(controller.state == .ended(.finished))
        #expect(controller.progress(at: 11) == 1.0)
    }

    @Test func cancelTakesTheCompletedShareScaledByTheCompletionSpeed() throws {
        let controller = try controller(at: 0.3, speed: 2, curve: .linear)
        controller.cancel(startingAt: 0)
        let duration = try #require(controller.completionDuration)
        #expect(abs(duration - 0.15) < 1e-12)
        #expect(abs(controller.progress(at: 0.075) - 0.15) < 1e-12)
        #expect(controller.progress(at: 0.15 - 1e-6) > 0)
        #expect(controller.progress(at: 0.2) == 0.0)
        #expect(controller.state == .ended(.cancelled))
        #expect(controller.percentComplete == 0.0)
    }

    @Test func withoutAStartTimeTheCompletionStartsAtTheNextSample() throws {
        let controller = try controller(at: 0.5, duration: 2, curve: .linear)
        controller.finish()
        #expect(controller.progress(at: 100) == 0.5)
        #expect(abs(controller.progress(at: 100.5) - 0.75) < 1e-12)
        #expect(controller.progress(at: 101) == 1)
    }

    @Test func anUpdateDuringTheCompletionTakesOver() throws {
        let controller = try controller(at: 0.4, curve: .linear)
        controller.finish(startingAt: 0)
        #expect(abs(controller.progress(at: 0.3) - 0.7) < 1e-12)
        controller.update(0.6)
        #expect(controller.state == .interactive)
        #expect(controller.completionDuration == nil)
        #expect(controller.progress(at: 0.5) == 0.6, "the old animation must not move it any more")
        controller.cancel(startingAt: 1)
        #expect(abs(try #require(controller.completionDuration) - 0.6) < 1e-12)
        #expect(controller.progress(at: 1.6) == 0)
        #expect(controller.state == .ended(.cancelled))
    }

    @Test func interruptFreezesTheProgressWhereTheAnimationIs() throws {
        let controller = try controller(at: 0.2, curve: .linear)
        controller.finish(startingAt: 0)
        let frozen = controller.interrupt(at: 0.4)
        #expect(abs(frozen - 0.6) < 1e-12)
        #expect(controller.state == .interactive)
        #expect(controller.progress(at: 0.9) == frozen)
    }

    @Test func updatesAfterTheEndAreIgnored() throws {
        let controller = try controller(at: 1)
        controller.finish()
        #expect(controller.state == .ended(.finished), "nothing left to animate ends at once")
        controller.update(0.2)
        controller.cancel()
        #expect(controller.percentComplete == 1)
        #expect(controller.state == .ended(.finished))
    }

    @Test(arguments: [
        (0.3, 2.0, true),  // 0.3 + 0.4 = 0.7
        (0.6, -1.0, false),  // 0.6 − 0.2 = 0.4
        (0.7, 0.0, true),
        (0.2, 0.0, false),
        (0.5, 0.0, false),  // an exact tie cancels
        (0.45, 0.5, true),  // 0.45 + 0.1 = 0.55
    ])
    func shouldFinishProjectsTheVelocity(progress: Double, velocity: Double, expected: Bool) {
        #expect(InteractiveTransitionController.shouldFinish(progress: progress, velocity: velocity) == expected)
    }

    @Test func shouldFinishHonoursProjectionTimeAndThreshold() {
        #expect(InteractiveTransitionController.shouldFinish(progress: 0.3, velocity: 1, projectionTime: 0.5))
        #expect(!InteractiveTransitionController.shouldFinish(progress: 0.3, velocity: 1, projectionTime: 0.1))
        #expect(!InteractiveTransitionController.shouldFinish(progress: 0.6, velocity: 0, threshold: 0.7))
    }

    @Test func endChoosesByTheVelocity() throws {
        let flicked = try controller(at: 0.3)
        #expect(flicked.end(velocity: 2, startingAt: 0) == .finished)
        #expect(flicked.state == .completing(.finished))
        let released = try controller(at: 0.3)
        #expect(released.end(velocity: 0.5, startingAt: 0) == .cancelled)
        #expect(released.state == .completing(.cancelled))
    }

    @Test func aSpringCompletionStartsAtTheReleaseVelocityAndEndsExactly() throws {
        let spring = try Spring(dampingRatio: 0.8, response: 0.4)
        let controller = try controller(at: 0.4, speed: 1.5, spring: spring)
        controller.finish(velocity: 1.2, startingAt: 0)
        let h = 1e-6
        let slope = (controller.progress(at: h) - 0.4) / h
        #expect(abs(slope - 1.2) < 1e-3, "the release velocity must carry into the animation")
        let duration = try #require(controller.completionDuration)
        let seeded = try spring.withInitialVelocity(1.2 / (0.6 * 1.5))
        #expect(abs(duration - seeded.settlingDuration / 1.5) < 1e-12)
        #expect(abs(controller.progress(at: 0.05) - (0.4 + 0.6 * seeded.value(at: 0.05 * 1.5))) < 1e-12)
        // The overshoot past 1 is clipped: progress beyond the end has no meaning for a transition.
        let peak = stride(from: 0.0, to: duration, by: 0.001).map(controller.progress(at:)).max() ?? 0
        #expect(peak == 1)
        #expect(stride(from: 0.0, to: duration, by: 0.001).contains { seeded.value(at: $0 * 1.5) > 1.001 })
        #expect(controller.progress(at: duration) == 1.0)
        #expect(controller.state == .ended(.finished))
    }

    @Test func aSpringCancelConvertsTheVelocityTowardZero() throws {
        let spring = try Spring(dampingRatio: 1, response: 0.3)
        let controller = try controller(at: 0.5, spring: spring)
        controller.cancel(velocity: -2, startingAt: 0)
        let h = 1e-6
        #expect(abs((controller.progress(at: h) - 0.5) / h - -2) < 1e-3)
        let duration = try #require(controller.completionDuration)
        #expect(controller.progress(at: duration + 0.01) == 0.0)
        #expect(controller.state == .ended(.cancelled))
    }

    @Test func theCompletionHandlerHearsTheOutcomeOnce() throws {
        let log = OutcomeLog()
        let controller = try controller(at: 0.3)
        controller.onCompletion { log.append($0) }
        controller.cancel(startingAt: 0)
        _ = controller.progress(at: 0.1)
        #expect(log.outcomes.isEmpty)
        _ = controller.progress(at: 1)
        _ = controller.progress(at: 2)
        #expect(log.outcomes == [.cancelled])
        controller.onCompletion { log.append($0) }
        #expect(log.outcomes == [.cancelled, .cancelled], "a late handler is called at once")
    }

    @Test func theOutcomeCanBeAwaited() async throws {
        let controller = try controller(at: 0.8)
        let waiter = Task { await controller.outcome }
        controller.finish(startingAt: 0)
        _ = controller.progress(at: 5)
        #expect(await waiter.value == .finished)
        #expect(await controller.outcome == .finished)
    }

    @Test func anOfflineTickerDrivesTheCompletionToItsExactEnd() throws {
        let controller = try controller(at: 0.25, duration: 0.5, curve: .easeOut)
        let ticker = try Ticker(mode: .offline(rate: 60))
        var frames: [Double] = []
        ticker.run { tick in
            if tick.index == 0 { controller.cancel(startingAt: tick.timestamp) }
            frames.append(controller.tick(tick))
            return controller.state == .ended(.cancelled) ? .stop : .proceed
        }
        #expect(frames.last == 0.0)
        // 0.125 s of animation at 60 fps: targets 1/60 ... 8/60.
        #expect(frames.count == 8)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func badSettingsAreRejected() {
        #expect(throws: TimingError.invalidCompletionSpeed(0)) { try CompletionSettings(speed: 0) }
        #expect(throws: TimingError.self) { try CompletionSettings(speed: .nan) }
        #expect(throws: TimingError.invalidDuration(-1)) { try InteractiveTransitionController(duration: -1) }
    }
}
