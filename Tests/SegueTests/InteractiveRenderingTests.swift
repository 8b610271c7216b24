import Foundation
import Segue
import Testing

/// The interactive controller driving real frames: cancel ends on "from", finish on "to".
@Suite(.requiresGPU)
struct InteractiveRenderingTests {
    static let from = TestImages.pattern(width: 61, height: 37)
    static let to = TestImages.otherPattern(width: 61, height: 37)

    /// Runs the completion on an offline ticker, rendering each frame; returns the progress values and the last frame.
    static func complete(
        _ controller: InteractiveTransitionController, _ transition: TransitionRenderer, fps: Double = 60
    ) throws -> ([Double], Image) {
        let ticker = try Ticker(mode: .offline(rate: fps))
        var frame = try Image(width: from.width, height: from.height)
        var progresses: [Double] = []
        try ticker.run { tick in
            let progress = controller.progress(at: tick.timestamp)
            progresses.append(progress)
            try transition.render(progress: progress, into: &frame)
            if case .ended = controller.state { return .stop }
            return .proceed
        }
        return (progresses, frame)
    }

    @Test(arguments: ["pixellate-dissolve", "crossfade"])
    func cancelEndsOnFromAndFinishOnTo(transition name: String) throws {
        let engine = try TestEngine.engine()
        let transition = try engine.makeTransition(name, from: Self.from, to: Self.to)
        for finishing in [false, true] {
            let controller = try InteractiveTransitionController(
                duration: 0.5, completion: CompletionSettings(speed: 2))
            controller.update(0.3)
            let interactive = try transition.render(progress: controller.percentComplete)
            #expect(interactive != Self.from && interactive != Self.to)
            if finishing { controller.finish(startingAt: 0) } else { controller.cancel(startingAt: 0) }
            let (progresses, last) = try Self.complete(controller, transition)
            #expect(last == (finishing ? Self.to : Self.from))
            #expect(controller.state == .ended(finishing ? .finished : .cancelled))
            // (1 - 0.3) · 0.5 / 2 = 0.175 s to finish, 0.3 · 0.5 / 2 = 0.075 s to cancel. Frames fall on
            // n/60 s up to the first at or past the end, 11/60 ≈ 0.183 s or 5/60 ≈ 0.083 s.
            #expect(progresses.count == (finishing ? 12 : 6), "\(progresses.count) frames")
            #expect(progresses.first == 0.3)
        }
    }

    @Test func updateDuringCompletionTakesOver() throws {
        let engine = try TestEngine.engine()
        let transition = try engine.makeTransition("crossfade", from: Self.from, to: Self.to)
        let controller = try InteractiveTransitionController(duration: 1)
        controller.update(0.2)
        controller.finish(startingAt: 0)
        let midway = controller.progress(at: 0.3)
        // 0.3 s into the 0.8 s it takes to ease from 0.2 to 1.
        #expect(abs(midway - (0.2 + 0.8 * TimingCurve.easeInOut.value(at: 0.3 / 0.8))) < 1e-12, "\(midway)")
        controller.update(0.4)
        #expect(controller.state == .interactive)
        #expect(try transition.render(progress: controller.percentComplete) == transition.render(progress: 0.4))
        controller.cancel(startingAt: 0)
        let (_, last) = try Self.complete(controller, transition)
        #expect(last == Self.from)
    }

    @Test func gestureReplayFramesFollowTheRecognizer() throws {
        let track = try GestureTrack(
            json: try String(
                contentsOf: ReadmeExampleTests.root.appendingPathComponent("examples/swipe.json"), encoding: .utf8))
        let replay = try GestureReplay(track: track, fps: 60, duration: 0.4)
        let recognizer = try PanGestureRecognizer(track: track)
        for frame in replay.frames where frame.time < replay.liftTime {
            #expect(abs(frame.progress - recognizer.progress(at: frame.time)) < 1e-9)
        }
        #expect(replay.outcome == .finished)
        #expect(replay.frames.last?.progress == 1)
    }
}
