import Testing

@testable import SegueTime

/// Progress at `time` computed straight from the samples: linear interpolation of the signed
/// horizontal-leftward translation, then clamping.
private func referenceProgress(_ track: GestureTrack, at time: Double) -> Double {
    let samples = track.samples
    let origin = samples[0].x
    func progress(_ x: Double) -> Double { min(max((origin - x) / track.extent, 0), 1) }
    if time <= samples[0].t { return 0 }
    guard let next = samples.firstIndex(where: { $0.t > time }) else { return progress(samples.last!.x) }
    let before = samples[next - 1]
    let after = samples[next]
    let fraction = (time - before.t) / (after.t - before.t)
    return progress(before.x + (after.x - before.x) * fraction)
}

@Suite("Gesture replay")
struct GestureReplayTests {
    @Test func aFastSwipeFinishes() throws {
        let track = try GestureTrack(json: GestureFixtures.fastSwipeJSON)
        let replay = try GestureReplay(track: track, fps: 60, duration: 0.5)
        #expect(replay.liftProgress < 0.5, "it finishes on velocity, not distance")
        #expect(replay.liftVelocity > 3)
        #expect(replay.outcome == .finished)
        #expect(replay.frames.last?.progress == 1.0)
        #expect(replay.frames.dropLast().allSatisfy { $0.progress < 1 })
    }

    @Test func aSlowShortDragCancels() throws {
        let track = try GestureTrack(json: GestureFixtures.slowDragJSON)
        let replay = try GestureReplay(track: track, fps: 30, duration: 0.5)
        #expect(abs(replay.liftProgress - 0.2) < 1e-12)
        #expect(replay.liftVelocity == 0)
        #expect(replay.outcome == .cancelled)
        #expect(replay.frames.last?.progress == 0.0)
    }

    @Test(arguments: [GestureFixtures.fastSwipeJSON, GestureFixtures.slowDragJSON])
    func interactiveFramesFollowTheRecordedTouches(json: String) throws {
        let track = try GestureTrack(json: json)
        let fps = 60.0
        let replay = try GestureReplay(track: track, fps: fps, duration: 0.4)
        let start = track.samples[0].t
        for (n, frame) in replay.frames.enumerated() {
            #expect(abs(frame.time - (start + Double(n) / fps)) < 1e-12)
        }
        let interactive = replay.frames.filter { $0.time < replay.liftTime }
        // One frame per grid time while the finger is down, none skipped.
        let gridTimesBeforeLift = (0..<10_000).prefix { start + Double($0) / fps < replay.liftTime }.count
        #expect(interactive.count == gridTimesBeforeLift)
        #expect(gridTimesBeforeLift > 5)
        for frame in interactive {
            #expect(abs(frame.progress - referenceProgress(track, at: frame.time)) < 1e-12, "t = \(frame.time)")
        }
    }

    @Test func completionFramesFollowTheCompletionCurve() throws {
        let track = try GestureTrack(json: GestureFixtures.slowDragJSON)
        let replay = try GestureReplay(
            track: track, fps: 60, duration: 1, completion: CompletionSettings(speed: 2, curve: .linear))
        // Cancel from 0.2 at speed 2 over a 1 s transition: 0.1 s back to 0, anchored at the lift.
        let completion = replay.frames.filter { $0.time >= replay.liftTime }
        for frame in completion.dropLast() {
            let expected = 0.2 * (1 - (frame.time - replay.liftTime) / 0.1)
            #expect(abs(frame.progress - expected) < 1e-9)
        }
        let last = try #require(completion.last)
        #expect(last.time >= replay.liftTime + 0.1 - 1e-9)
        #expect(last.time < replay.liftTime + 0.1 + 1.0 / 60)
        #expect(last.progress == 0.0)
    }

    @Test func aSpringCompletionEndsExactly() throws {
        let track = try GestureTrack(json: GestureFixtures.fastSwipeJSON)
        let spring = try Spring(dampingRatio: 0.7, response: 0.35)
        let replay = try GestureReplay(
            track: track, fps: 120, duration: 0.5, completion: CompletionSettings(spring: spring))
        #expect(replay.outcome == .finished)
        #expect(replay.frames.last?.progress == 1.0)
        #expect(replay.frames.allSatisfy { (0...1).contains($0.progress) })
    }

    @Test func replaysAreDeterministic() throws {
        let track = try GestureTrack(json: GestureFixtures.fastSwipeJSON)
        #expect(
            try GestureReplay(track: track, fps: 60, duration: 0.5)
                == GestureReplay(track: track, fps: 60, duration: 0.5))
    }

    @Test func aSingleSampleTrackCancelsAtOnce() throws {
        let track = try GestureTrack(
            axis: .vertical, direction: .positive, extent: 10, samples: [TouchSample(t: 3, x: 0, y: 0)])
        let replay = try GestureReplay(track: track, fps: 60, duration: 1)
        #expect(replay.outcome == .cancelled)
        #expect(replay.frames == [ReplayFrame(time: 3, progress: 0)])
    }

    @Test func badRatesAndDurationsAreRejected() throws {
        let track = try GestureTrack(json: GestureFixtures.slowDragJSON)
        #expect(throws: TimingError.invalidFrameRate(0)) { try GestureReplay(track: track, fps: 0, duration: 1) }
        #expect(throws: TimingError.invalidDuration(-1)) { try GestureReplay(track: track, fps: 60, duration: -1) }
    }
}
