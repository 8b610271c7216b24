import Foundation
import Testing

@testable import SegueTime

/// One-finger samples at 60 a second along `xs` and `ys` (y fixed when nil).
private func oneFinger(xs: [Double], ys: [Double]? = nil) -> [GestureSample] {
    xs.indices.map { index in
        GestureSample(t: Double(index) / 60, touches: [GesturePoint(x: xs[index], y: ys?[index] ?? 300)])
    }
}

/// Two fingers at 60 a second, `spreads[i]` apart horizontally about (300, 300).
private func twoFingers(spreads: [Double]) -> [GestureSample] {
    spreads.indices.map { index in
        let half = spreads[index] / 2
        return GestureSample(
            t: Double(index) / 60,
            touches: [GesturePoint(x: 300 - half, y: 300), GesturePoint(x: 300 + half, y: 300)])
    }
}

/// Evenly stepped values from `from` to `to` over `count` samples.
private func ramp(_ from: Double, _ to: Double, count: Int) -> [Double] {
    (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
}

private func replay(
    _ samples: [GestureSample], _ handler: some InteractionHandler, presenting: Bool = true, duration: Double = 0.5
) throws -> GestureReplay {
    try GestureReplay(samples: samples, handler: handler, presenting: presenting, fps: 60, duration: duration)
}

@Suite("Interaction handlers")
struct InteractionHandlerTests {
    // MARK: Swipes (VCTransitionsLibrary): |translation| / 200, held at 0.99, over 0.5 finishes.

    @Test func aLongSwipeLeftFinishesAndIsHeldShortOfOneWhileDown() throws {
        let swipe = try SwipeInteractionHandler(axis: .horizontal)
        let result = try replay(oneFinger(xs: ramp(400, 100, count: 16)), swipe)
        #expect(result.began)
        #expect(result.outcome == .finished)
        #expect(result.liftProgress == 0.99)
        let down = result.frames.filter { $0.time < result.liftTime }
        for frame in down {
            let x = 400 - 300 * frame.time / (15.0 / 60)
            let expected = min(abs(x - 400) / 200, 1)
            #expect(abs(frame.progress - (expected >= 1 ? 0.99 : expected)) < 1e-9, "t = \(frame.time)")
        }
        #expect(result.frames.last?.progress == 1)
    }

    @Test func aShortSwipeCancels() throws {
        let result = try replay(oneFinger(xs: ramp(400, 320, count: 10)), SwipeInteractionHandler(axis: .horizontal))
        #expect(result.outcome == .cancelled)
        #expect(abs(result.liftProgress - 0.4) < 1e-12)
        #expect(result.frames.last?.progress == 0)
    }

    @Test func aReleaseAtExactlyHalfWayCancels() throws {
        let result = try replay(oneFinger(xs: ramp(400, 300, count: 10)), SwipeInteractionHandler(axis: .horizontal))
        #expect(result.liftProgress == 0.5)
        #expect(result.outcome == .cancelled)
        let past = try replay(oneFinger(xs: ramp(400, 299.9, count: 10)), SwipeInteractionHandler(axis: .horizontal))
        #expect(past.outcome == .finished)
    }

    @Test func aSwipeTheWrongWayNeverBegins() throws {
        let result = try replay(oneFinger(xs: ramp(100, 400, count: 16)), SwipeInteractionHandler(axis: .horizontal))
        #expect(!result.began)
        #expect(result.outcome == .cancelled)
        #expect(result.frames.allSatisfy { $0.progress == 0 })
        let either = try SwipeInteractionHandler(axis: .horizontal, opening: .any)
        #expect(try replay(oneFinger(xs: ramp(100, 400, count: 16)), either).outcome == .finished)
    }

    @Test func aVerticalSwipeOpensTopToBottomAndCountsEitherWayOnceBegun() throws {
        let swipe = try SwipeInteractionHandler(axis: .vertical)
        let down = try replay(oneFinger(xs: Array(repeating: 200, count: 12), ys: ramp(100, 250, count: 12)), swipe)
        #expect(down.began && down.outcome == .finished)
        #expect(abs(down.liftProgress - 0.75) < 1e-12)
        let up = try replay(oneFinger(xs: Array(repeating: 200, count: 12), ys: ramp(300, 150, count: 12)), swipe)
        #expect(!up.began)
        // Begun downward, then dragged up past the start: the distance counts either way.
        let back = try replay(
            oneFinger(xs: Array(repeating: 200, count: 12), ys: [100, 110] + ramp(110, -30, count: 10)), swipe)
        #expect(back.began)
        #expect(abs(back.liftProgress - 0.65) < 1e-12)
        #expect(back.outcome == .finished)
    }

    @Test func swipesCompleteAtSpeedOneMinusProgress() throws {
        // Released at 0.6 and finishing: (1 − 0.6) · 0.5 s at speed 0.4 takes the whole 0.5 s.
        let result = try replay(oneFinger(xs: ramp(400, 280, count: 7)), SwipeInteractionHandler(axis: .horizontal))
        #expect(abs(result.liftProgress - 0.6) < 1e-12)
        let completion = result.frames.filter { $0.time >= result.liftTime }
        let elapsed = completion.last!.time - result.liftTime
        #expect(elapsed >= 0.5 - 1e-9 && elapsed < 0.5 + 1.0 / 60 + 1e-9, "\(elapsed)")
    }

    // MARK: Pinch (VCTransitionsLibrary): 1 − scale / scale at the start, over 0.5 finishes.

    @Test func pinchingInFinishes() throws {
        let result = try replay(twoFingers(spreads: ramp(300, 90, count: 20)), PinchInteractionHandler())
        #expect(result.began)
        // The gesture begins at its first moved sample, whose scale is the start scale.
        let startScale = (300 - 210.0 / 19) / 300
        #expect(abs(result.liftProgress - (1 - 0.3 / startScale)) < 1e-9)
        #expect(result.outcome == .finished)
        #expect(result.frames.last?.progress == 1)
    }

    @Test func aSmallPinchCancels() throws {
        let result = try replay(twoFingers(spreads: ramp(300, 200, count: 20)), PinchInteractionHandler())
        #expect(result.outcome == .cancelled)
        #expect(result.frames.last?.progress == 0)
    }

    @Test func aPinchThatOpensOutStaysAtZeroAndCancels() throws {
        let result = try replay(twoFingers(spreads: ramp(200, 500, count: 20)), PinchInteractionHandler())
        #expect(result.began)
        #expect(result.frames.allSatisfy { $0.progress == 0 })
        #expect(result.outcome == .cancelled)
    }

    @Test func aPinchTrackNeedsTwoFingersApart() throws {
        #expect(throws: TimingError.invalidTouchCount(index: 0, expected: 2, found: 1)) {
            try replay(oneFinger(xs: [1, 2]), PinchInteractionHandler())
        }
        #expect(throws: TimingError.touchesTogether(index: 0)) {
            try replay(twoFingers(spreads: [0, 10]), PinchInteractionHandler())
        }
    }

    // MARK: Vertical pan (BehaviourBasedTransitions): travel over the distance to the edge, past 1/3 finishes.

    @Test func anUpwardPanPresentsOverTheDistanceToTheTop() throws {
        let pan = try VerticalPanInteractionHandler(viewHeight: 800)
        // Touch-down at y = 600: 600 points to the top; moved 250 up.
        let result = try replay(oneFinger(xs: Array(repeating: 200, count: 11), ys: ramp(600, 350, count: 11)), pan)
        #expect(result.began)
        let beganAt = 600 - 25.0
        #expect(abs(result.liftProgress - 250 / beganAt) < 1e-9)
        #expect(result.outcome == .finished)
    }

    @Test func aDownwardPanDoesNotPresentButDismisses() throws {
        let pan = try VerticalPanInteractionHandler(viewHeight: 800)
        let samples = oneFinger(xs: Array(repeating: 200, count: 11), ys: ramp(200, 400, count: 11))
        #expect(try !replay(samples, pan).began)
        let dismissal = try replay(samples, pan, presenting: false)
        #expect(dismissal.began)
        // Dismissing with upPresents: the distance is to the bottom, 800 − 220 at the begin.
        #expect(abs(dismissal.liftProgress - 200 / 580) < 1e-9)
        #expect(dismissal.outcome == .finished)
    }

    @Test func aVerticalPanCancelsUnderTheRollbackAndOutsideTheInsets() throws {
        let pan = try VerticalPanInteractionHandler(viewHeight: 800)
        let short = try replay(oneFinger(xs: Array(repeating: 200, count: 6), ys: ramp(600, 450, count: 6)), pan)
        #expect(short.outcome == .cancelled)
        #expect(abs(short.liftProgress - 150 / 570) < 1e-9)
        let inset = try VerticalPanInteractionHandler(viewHeight: 800, bottomInset: 300)
        let low = oneFinger(xs: Array(repeating: 200, count: 11), ys: ramp(700, 300, count: 11))
        #expect(try !replay(low, inset).began)
    }

    // MARK: Live: sample by sample, the same decisions as a replay.

    @Test func aLiveGestureDecidesAsItsReplayDoes() throws {
        let cases: [([GestureSample], any InteractionHandler)] = [
            (twoFingers(spreads: ramp(300, 90, count: 20)), PinchInteractionHandler()),
            (twoFingers(spreads: ramp(300, 250, count: 20)), PinchInteractionHandler()),
            (oneFinger(xs: ramp(400, 100, count: 16)), try SwipeInteractionHandler(axis: .horizontal)),
            (oneFinger(xs: ramp(100, 400, count: 16)), try SwipeInteractionHandler(axis: .horizontal)),
            (
                oneFinger(xs: Array(repeating: 200, count: 11), ys: ramp(600, 350, count: 11)),
                try VerticalPanInteractionHandler(viewHeight: 800)
            ),
        ]
        for (samples, handler) in cases {
            var live = try LiveGesture(handler: handler, duration: 0.5)
            var shown: [Double] = []
            for sample in samples {
                try live.add(sample)
                shown.append(live.controller.percentComplete)
            }
            let outcome = try live.lift(startingAt: samples.last!.t)
            let replay = try GestureReplay(samples: samples, handler: handler, fps: 60, duration: 0.5)
            #expect(live.began == replay.began)
            #expect(outcome == replay.outcome)
            #expect(shown.last == replay.liftProgress)
            // Sample times are on the replay's 60 Hz grid, so each frame shows what the live gesture did.
            for (index, progress) in shown.dropLast().enumerated() {
                #expect(abs(progress - replay.frames[index].progress) < 1e-9, "sample \(index)")
            }
            #expect(live.controller.progress(at: samples.last!.t + 10) == (outcome == .finished ? 1 : 0))
        }
    }

    // MARK: Pan (Segue's own): the handler reproduces the pan recognizer's rules.

    @Test(arguments: [GestureFixtures.fastSwipeJSON, GestureFixtures.slowDragJSON])
    func aPanTrackReplaysAlikeThroughItsHandler(json: String) throws {
        let track = try GestureTrack(json: json)
        let direct = try GestureReplay(track: track, fps: 60, duration: 0.5)
        let general = try GestureReplay(track: InteractionTrack(track), fps: 60, duration: 0.5)
        #expect(direct == general)
        var recognizer = try PanGestureRecognizer(track: track)
        recognizer.end()
        #expect(general.liftVelocity == recognizer.velocity)
    }
}
