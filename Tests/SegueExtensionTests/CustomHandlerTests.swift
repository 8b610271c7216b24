import SegueTime
import Testing

/// The README's own handler, written against the public API only, as another package would.
struct RadialHandler: InteractionHandler {
    func calculatePercent(_ gesture: GestureState) -> Double {
        (gesture.translation.x * gesture.translation.x + gesture.translation.y * gesture.translation.y)
            .squareRoot() / 300
    }

    func release(_ gesture: GestureState, percentComplete: Double) -> GestureRelease {
        GestureRelease(outcome: percentComplete > 0.4 ? .finished : .cancelled)
    }
}

/// A two-finger handler with state: progress is the fingers' downward travel since the gesture
/// began, over 100 points; only a downward drag begins it.
struct TwoFingerDragHandler: InteractionHandler {
    var touchCount: Int { 2 }
    private var start = GesturePoint(x: 0, y: 0)

    mutating func setupForGestureBegin(_ gesture: GestureState, presenting: Bool) {
        start = gesture.location
    }

    func shouldBeginPresentation(_ gesture: GestureState) -> Bool { gesture.velocity.y > 0 }

    func calculatePercent(_ gesture: GestureState) -> Double {
        (gesture.location.y - start.y) / 100
    }
}

@Suite("A user's own interaction handler")
struct CustomHandlerTests {
    static func line(_ points: [(Double, Double)]) -> [GestureSample] {
        points.enumerated().map {
            GestureSample(t: Double($0.offset) / 60, touches: [GesturePoint(x: $0.element.0, y: $0.element.1)])
        }
    }

    @Test func aDiagonalDragFinishesThroughTheHandler() throws {
        let samples = Self.line((0..<10).map { (Double($0) * 12, Double($0) * 16) })
        let replay = try GestureReplay(samples: samples, handler: RadialHandler(), fps: 60, duration: 0.5)
        #expect(replay.began)
        #expect(abs(replay.liftProgress - 0.6) < 1e-9)
        #expect(replay.outcome == .finished)
        for frame in replay.frames where frame.time < replay.liftTime {
            let step = frame.time * 60
            #expect(abs(frame.progress - step * 20 / 300) < 1e-9)
        }
        #expect(replay.frames.last?.progress == 1)
    }

    @Test func aShortDragCancelsThroughTheHandler() throws {
        let samples = Self.line((0..<10).map { (Double($0) * 6, Double($0) * 8) })
        let replay = try GestureReplay(samples: samples, handler: RadialHandler(), fps: 60, duration: 0.5)
        #expect(replay.outcome == .cancelled)
        #expect(replay.frames.last?.progress == 0)
    }

    @Test func aTwoFingerHandlerKeepsWhatItsBeginSaw() throws {
        let samples = (0..<12).map { index in
            let y = 100 + Double(index) * 8
            return GestureSample(t: Double(index) / 60, touches: [GesturePoint(x: 0, y: y), GesturePoint(x: 50, y: y)])
        }
        let replay = try GestureReplay(samples: samples, handler: TwoFingerDragHandler(), fps: 60, duration: 0.5)
        #expect(replay.began)
        // Begun at the first moved sample (y = 108): 88 − 8 points of travel since then.
        #expect(abs(replay.liftProgress - 0.8) < 1e-9)
        #expect(replay.outcome == .finished)
        let upward = samples.reversed().enumerated().map {
            GestureSample(t: Double($0.offset) / 60, touches: $0.element.touches)
        }
        #expect(try !GestureReplay(samples: upward, handler: TwoFingerDragHandler(), fps: 60, duration: 0.5).began)
    }
}
