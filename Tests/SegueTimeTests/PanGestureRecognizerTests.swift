import Testing

@testable import SegueTime

@Suite("Pan gesture recognizer")
struct PanGestureRecognizerTests {
    @Test func progressFollowsTheConfiguredAxisAndDirection() throws {
        var left = try PanGestureRecognizer(axis: .horizontal, direction: .negative, extent: 400)
        #expect(left.phase == .possible)
        try left.add(TouchSample(t: 0, x: 380, y: 200))
        #expect(left.phase == .began)
        try left.add(TouchSample(t: 0.1, x: 280, y: 260))
        #expect(left.phase == .changed)
        #expect(left.translation == 100)
        #expect(left.progress == 0.25)

        var down = try PanGestureRecognizer(axis: .vertical, direction: .positive, extent: 200)
        try down.add(TouchSample(t: 0, x: 0, y: 10))
        try down.add(TouchSample(t: 1, x: 500, y: 60))
        #expect(down.progress == 0.25)
    }

    @Test func progressIsClampedButVelocityIsNot() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 100)
        try recognizer.add(TouchSample(t: 0, x: 0, y: 0))
        try recognizer.add(TouchSample(t: 0.05, x: -30, y: 0))
        #expect(recognizer.progress == 0)
        #expect(abs(recognizer.velocity - -6) < 1e-9)
        try recognizer.add(TouchSample(t: 0.1, x: 150, y: 0))
        #expect(recognizer.progress == 1)
    }

    @Test func velocityIsExactForSteadyMotion() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .negative, extent: 400)
        for n in 0...30 {
            try recognizer.add(TouchSample(t: Double(n) / 60, x: 380 - 4 * Double(n), y: 200))
        }
        // 4 points per 1/60 s leftward is 240 pt/s, 0.6 of the extent per second.
        #expect(abs(recognizer.velocity - 0.6) < 1e-9)
    }

    @Test func velocityReflectsOnlyTheRecentWindow() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 100)
        // Fast for a second, then still for 0.2 s: the release is at rest.
        for n in 0...10 { try recognizer.add(TouchSample(t: Double(n) * 0.1, x: Double(n) * 10, y: 0)) }
        for n in 1...4 { try recognizer.add(TouchSample(t: 1 + Double(n) * 0.05, x: 100, y: 0)) }
        #expect(recognizer.velocity == 0)
    }

    @Test func velocityIsRobustToFewAndDuplicateSamples() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 100)
        #expect(recognizer.velocity == 0)
        try recognizer.add(TouchSample(t: 1, x: 0, y: 0))
        #expect(recognizer.velocity == 0)
        try recognizer.add(TouchSample(t: 1, x: 5, y: 0))
        #expect(recognizer.velocity == 0, "no spread in time, no velocity")
        try recognizer.add(TouchSample(t: 1.5, x: 55, y: 0))
        try recognizer.add(TouchSample(t: 1.5, x: 55, y: 0))
        // The window holds only t = 1.5, so it reaches back to the samples at t = 1.
        let velocity = recognizer.velocity
        #expect(velocity.isFinite)
        #expect(velocity > 0.9 && velocity < 1.1)
    }

    @Test func sparseSamplesStillGiveAVelocity() throws {
        var recognizer = try PanGestureRecognizer(axis: .vertical, direction: .negative, extent: 100)
        try recognizer.add(TouchSample(t: 0, x: 0, y: 100))
        try recognizer.add(TouchSample(t: 0.5, x: 0, y: 50))
        #expect(abs(recognizer.velocity - 1) < 1e-12)
    }

    @Test func progressAtATimeInterpolatesBetweenSamples() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 100)
        try recognizer.add(TouchSample(t: 1, x: 0, y: 0))
        try recognizer.add(TouchSample(t: 2, x: 40, y: 0))
        try recognizer.add(TouchSample(t: 2, x: 50, y: 0))
        try recognizer.add(TouchSample(t: 3, x: 70, y: 0))
        #expect(recognizer.progress(at: 0) == 0)
        #expect(abs(recognizer.progress(at: 1.5) - 0.2) < 1e-12)
        #expect(abs(recognizer.progress(at: 2) - 0.5) < 1e-12, "the latest duplicate wins")
        #expect(abs(recognizer.progress(at: 2.5) - 0.6) < 1e-12)
        #expect(recognizer.progress(at: 9) == 0.7)
    }

    @Test func badSamplesAreRejected() throws {
        var recognizer = try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 100)
        try recognizer.add(TouchSample(t: 1, x: 0, y: 0))
        #expect(throws: TimingError.samplesOutOfOrder(index: 1, previousTime: 1, time: 0.5)) {
            try recognizer.add(TouchSample(t: 0.5, x: 0, y: 0))
        }
        #expect(throws: TimingError.invalidSample(index: 1)) {
            try recognizer.add(TouchSample(t: 2, x: .nan, y: 0))
        }
        try recognizer.end(at: TouchSample(t: 2, x: 10, y: 0))
        #expect(recognizer.phase == .ended)
        #expect(throws: TimingError.gestureAlreadyEnded) {
            try recognizer.add(TouchSample(t: 3, x: 0, y: 0))
        }
        #expect(throws: TimingError.invalidExtent(0)) {
            try PanGestureRecognizer(axis: .horizontal, direction: .positive, extent: 0)
        }
    }
}
