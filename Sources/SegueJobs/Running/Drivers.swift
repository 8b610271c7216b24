import Foundation
import Segue

/// Time-driven rendering: progress = curve(elapsed / duration), offline on frames the library
/// times, or on a realtime ticker.
enum TimeDriver {
    static func run(
        into frames: FrameWriter, fps: Double, duration: Double?, curve: TimingCurve, realtime: Bool
    ) throws -> String {
        // A spring sets its own length unless one is given.
        let timed = try TimedProgress(duration: duration ?? (curve.isSpring ? nil : 1), curve: curve)
        let progresses = try timed.frameProgresses(fps: fps)
        frames.expectedCount = progresses.count
        guard realtime else {
            for (index, progress) in progresses.enumerated() { try frames.write(progress: progress, index: index) }
            return "offline at \(fps.formatted) fps"
        }
        let ticker = try Ticker(mode: .realtime(rate: fps))
        var start: Double?
        try ticker.run { tick in
            start = start ?? tick.timestamp
            let elapsed = tick.timestamp - start!
            try frames.write(progress: timed.progress(at: elapsed), index: tick.index)
            return timed.isFinished(at: elapsed) ? .stop : .proceed
        }
        return "\(ticker.missedFrames) missed deadlines at \(fps.formatted) fps"
    }
}

/// Replays a recorded gesture and its completion animation.
enum GestureDriver {
    static func replay(
        track path: String, presenting: Bool, into frames: FrameWriter, fps: Double, duration: Double,
        completion: CompletionSettings
    ) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileReadFailure(path: path, underlying: error)
        }
        let track = try InteractionTrack(json: data)
        let replay = try GestureReplay(
            track: track, presenting: presenting, fps: fps, duration: duration, completion: completion)
        frames.expectedCount = replay.frames.count
        for frame in replay.frames {
            try frames.write(progress: frame.progress)
        }
        let name = track.kind.rawValue
        guard replay.began else {
            return
                "the \(name) did not begin the \(presenting ? "transition" : "dismissal"): it never moved, or moved the way that does not start it"
        }
        return
            "\(name) released at progress \(replay.liftProgress.formatted) with velocity \(replay.liftVelocity.formatted)/s: \(replay.outcome)"
    }
}

/// Progress from standard input, one line at a time; `finish`/`cancel` (or the end of input)
/// completes the transition on an offline ticker.
enum StdinDriver {
    static func run(
        into frames: FrameWriter, fps: Double, duration: Double, completion: CompletionSettings,
        report: (JobMessage) -> Void
    ) throws -> String {
        let controller = try InteractiveTransitionController(duration: duration, completion: completion)
        var ending: ProgressCommand?
        while ending == nil, let line = readLine() {
            let command: ProgressCommand?
            do {
                command = try ProgressCommand.parse(line: line)
            } catch {
                // One mistyped line should not end a live session.
                report(.passedOver("\(error)", instead: "skipped"))
                continue
            }
            switch command {
            case .progress(let value)?:
                controller.update(value)
                try frames.write(progress: controller.percentComplete)
            case let command?:
                ending = command
            case nil:
                continue
            }
        }
        switch ending {
        case .cancel?: controller.cancel(startingAt: 0)
        case .finish?: controller.finish(startingAt: 0)
        default: _ = controller.end(velocity: 0, startingAt: 0)
        }
        let ticker = try Ticker(mode: .offline(rate: fps))
        var outcome: TransitionOutcome?
        try ticker.run { tick in
            try frames.write(progress: controller.progress(at: tick.timestamp))
            if case .ended(let result) = controller.state {
                outcome = result
                return .stop
            }
            return .proceed
        }
        return "\(outcome.map { "\($0)" } ?? "ended")"
    }
}

extension TimingCurve {
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }
}

extension Double {
    /// The number as `%g` writes it: 0.5, 2, 1e+06.
    package var formatted: String { String(format: "%g", self) }
}
