/// One frame to render when replaying a gesture: when it is shown and the transition progress then.
public struct ReplayFrame: Sendable, Equatable {
    /// Seconds on the track's clock.
    public let time: Double
    /// Transition progress in [0, 1].
    public let progress: Double

    /// Creates a frame.
    public init(time: Double, progress: Double) {
        (self.time, self.progress) = (time, progress)
    }
}

/// The frames of a recorded gesture replayed through an interactive transition, deterministically.
///
/// Frames fall on the grid `t0 + n / fps` from the touch-down time t0. The gesture begins, as
/// UIKit's recognizers do, at its first sample whose touches moved, if its handler's
/// `shouldBeginPresentation` (or `shouldBeginDismissal` when not `presenting`) agrees there; until
/// the touches start moving, and throughout when it never begins, progress is 0.
/// While the touches are down the progress is the handler's at that time, touches interpolated
/// between samples. At the lift the handler's `release` decides between finish and cancel, and the
/// completion animation, anchored at the lift time, supplies the remaining frames until the first
/// grid time at which it has ended, whose progress is exactly 1 or exactly 0.
public struct GestureReplay: Sendable, Equatable {
    /// Every frame from touch-down to the end of the completion.
    public let frames: [ReplayFrame]
    /// How the transition ended; `.cancelled` when the gesture never began it.
    public let outcome: TransitionOutcome
    /// Whether the gesture began the transition.
    public let began: Bool
    /// The time of the lift, the track's last sample.
    public let liftTime: Double
    /// The progress at the lift.
    public let liftProgress: Double
    /// The velocity at the lift, in progress per second, as the handler's release gives it.
    public let liftVelocity: Double

    /// The most frames a replay may produce, which guards against a spring that takes hours to settle.
    public static let frameLimit = 1_000_000

    /// Replays a pan `track` at `fps` for a transition of `duration` seconds with the given completion settings.
    public init(
        track: GestureTrack,
        fps: Double,
        duration: Double,
        completion: CompletionSettings = .standard,
        projectionTime: Double = InteractiveTransitionController.defaultProjectionTime,
        threshold: Double = InteractiveTransitionController.defaultThreshold
    ) throws(TimingError) {
        let handler = try PanInteractionHandler(
            axis: track.axis, direction: track.direction, extent: track.extent, projectionTime: projectionTime,
            threshold: threshold)
        try self.init(
            samples: track.samples.map(GestureSample.init), handler: handler, fps: fps, duration: duration,
            completion: completion)
    }

    /// Replays a track of any kind; `presenting` false replays it as a dismissal (`--reverse`).
    public init(
        track: InteractionTrack, presenting: Bool = true, fps: Double, duration: Double,
        completion: CompletionSettings = .standard
    ) throws(TimingError) {
        try self.init(
            samples: track.samples, handler: track.handler, presenting: presenting, fps: fps, duration: duration,
            completion: completion)
    }

    /// Replays `samples` through `handler`, which may be your own.
    public init(
        samples: [GestureSample], handler: some InteractionHandler, presenting: Bool = true, fps: Double,
        duration: Double, completion: CompletionSettings = .standard
    ) throws(TimingError) {
        guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
        guard !samples.isEmpty else { throw .emptyTrack }
        var recognizer = try GestureRecognizer(touchCount: handler.touchCount)
        for sample in samples { try recognizer.add(sample) }
        var handler: any InteractionHandler = handler
        let begin = GestureRules.begin(recognizer, handler: &handler, presenting: presenting).map { moved, state in
            ReplayBegin(stillTime: samples[moved - 1].t, time: state.time, percent: handler.calculatePercent(state))
        }
        let controller = try InteractiveTransitionController(duration: duration, completion: completion)
        let start = samples[0].t
        let lift = samples[samples.count - 1].t
        var grid = ReplayGrid(start: start, fps: fps)
        var frames: [ReplayFrame] = []
        var time = try grid.next()
        while time < lift {
            if let begin, time >= begin.time, let state = recognizer.state(at: time) {
                controller.update(handler.calculatePercent(state))
            } else if let begin, time > begin.stillTime {
                controller.update(begin.percent(at: time))
            }
            frames.append(ReplayFrame(time: time, progress: controller.percentComplete))
            time = try grid.next()
        }
        let liftState = recognizer.state(ofSample: samples.count - 1)
        var release = GestureRelease(outcome: .cancelled)
        if begin != nil {
            release = try GestureRules.release(
                liftState, handler: handler, controller: controller, completion: completion, startingAt: lift)
        } else {
            controller.cancel(startingAt: lift)
        }
        liftProgress = controller.percentComplete
        while true {
            frames.append(ReplayFrame(time: time, progress: controller.progress(at: time)))
            if case .ended = controller.state { break }
            time = try grid.next()
        }
        self.frames = frames
        outcome = release.outcome
        began = begin != nil
        liftTime = lift
        liftVelocity = release.velocity
    }
}

/// Where a replayed gesture began: at its first moved sample, whose touches have been moving since
/// the last still one.
private struct ReplayBegin {
    let stillTime: Double
    let time: Double
    let percent: Double

    /// Frames between the still sample and the begin rise in a line to the begin's progress, as
    /// the touches move in one, without asking the handler before its setup saw the begin.
    func percent(at frameTime: Double) -> Double {
        percent * (frameTime - stillTime) / (time - stillTime)
    }
}

/// Frame times from a frame number, not a running sum, so that long replays do not drift.
private struct ReplayGrid {
    let start: Double
    let fps: Double
    private var index = 0

    init(start: Double, fps: Double) {
        self.start = start
        self.fps = fps
    }

    mutating func next() throws(TimingError) -> Double {
        guard index < GestureReplay.frameLimit else { throw .tooManyFrames(limit: GestureReplay.frameLimit) }
        defer { index += 1 }
        return start + Double(index) / fps
    }
}
