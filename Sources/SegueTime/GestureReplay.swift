/// One frame to render when replaying a gesture: when it is shown and the transition progress then.
public struct ReplayFrame: Sendable, Equatable {
    /// Seconds on the track's clock.
    public let time: Double
    /// Transition progress in [0, 1].
    public let progress: Double

    /// Creates a frame.
    public init(time: Double, progress: Double) {
        self.time = time
        self.progress = progress
    }
}

/// The frames of a recorded gesture replayed through an interactive transition, deterministically.
///
/// Frames fall on the grid `t0 + n / fps` from the touch-down time t0. While the finger is down
/// (grid times before the lift) the progress is the recognizer's at that time, interpolated between
/// samples. At the lift the release progress and velocity decide between finish and cancel
/// (`InteractiveTransitionController.shouldFinish`), and the completion animation, anchored at the
/// lift time, supplies the remaining frames until the first grid time at which it has ended, whose
/// progress is exactly 1 or exactly 0.
public struct GestureReplay: Sendable, Equatable {
    /// Every frame from touch-down to the end of the completion.
    public let frames: [ReplayFrame]
    /// How the transition ended.
    public let outcome: TransitionOutcome
    /// The time of the lift, the track's last sample.
    public let liftTime: Double
    /// The progress at the lift.
    public let liftProgress: Double
    /// The velocity at the lift, in progress per second.
    public let liftVelocity: Double

    /// The most frames a replay may produce, which guards against a spring that takes hours to settle.
    public static let frameLimit = 1_000_000

    /// Replays `track` at `fps` for a transition of `duration` seconds with the given completion settings.
    public init(
        track: GestureTrack,
        fps: Double,
        duration: Double,
        completion: CompletionSettings = .standard,
        projectionTime: Double = InteractiveTransitionController.defaultProjectionTime,
        threshold: Double = InteractiveTransitionController.defaultThreshold
    ) throws(TimingError) {
        guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
        let recognizer = try PanGestureRecognizer(track: track)
        let controller = try InteractiveTransitionController(duration: duration, completion: completion)
        let start = track.samples[0].t
        let lift = track.samples[track.samples.count - 1].t
        var frames: [ReplayFrame] = []
        var index = 0
        // Times come from the frame number, not a running sum, so long replays do not drift.
        func nextTime() throws(TimingError) -> Double {
            guard index < Self.frameLimit else { throw .tooManyFrames(limit: Self.frameLimit) }
            defer { index += 1 }
            return start + Double(index) / fps
        }
        var time = try nextTime()
        while time < lift {
            let progress = recognizer.progress(at: time)
            controller.update(progress)
            frames.append(ReplayFrame(time: time, progress: progress))
            time = try nextTime()
        }
        controller.update(recognizer.progress)
        let outcome = controller.end(
            velocity: recognizer.velocity, projectionTime: projectionTime, threshold: threshold, startingAt: lift)
        while true {
            frames.append(ReplayFrame(time: time, progress: controller.progress(at: time)))
            if case .ended = controller.state { break }
            time = try nextTime()
        }
        self.frames = frames
        self.outcome = outcome
        liftTime = lift
        liftProgress = recognizer.progress
        liftVelocity = recognizer.velocity
    }
}
