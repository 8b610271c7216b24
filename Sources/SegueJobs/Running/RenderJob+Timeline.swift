import Foundation
import Segue

extension RenderJob {
    /// Renders as ffmpeg's xfade times it: "from" until --offset, the transition over --duration
    /// with both inputs playing (clips decoded frame by frame), then the rest of "to".
    func renderTimeline(
        _ renderer: TransitionRenderer, from fromClip: Clip?, to toClip: Clip?, to target: OutputTarget,
        engine: Engine, curve: TimingCurve?, options: JobRunOptions
    ) throws {
        guard progress == nil, gesture == nil, !progressStdin, !realtime, !watch else {
            throw JobOptionError(
                "clip inputs are rendered as xfade times them; --progress, --gesture, --progress-stdin, --realtime and --watch take two images"
            )
        }
        let timeline = try ClipTimeline(
            fps: fps, duration: duration ?? 1, offset: offset, fromLength: fromClip?.playingLength,
            toLength: toClip?.playingLength,
            transitionOnly: transitionOnly
        )
        let (width, height) = (renderer.renderer.width, renderer.renderer.height)
        // With clips the length is known only now: the checks made from --duration are made again.
        guard timeline.frameCount <= output.maxFrames else {
            throw output.tooManyFrames("\(timeline.frameCount)", madeBy: "the clips")
        }
        try FrameBudget.checkFreeSpace(for: target, frames: timeline.frameCount, width: width, height: height)
        let sink: any FrameSink
        let place: String
        var notes = [
            "xfade timing: offset \(timeline.offset.formatted) s, duration \(timeline.duration.formatted) s at \(fps.formatted) fps"
        ]
        switch target {
        case .sequence(let directory, let pattern):
            sink = try PNGSequenceWriter(
                directory: directory, pattern: pattern, width: width, height: height, placement: .asWritten)
            place = pattern == .standard ? "\(directory)/" : "\(directory)/\(pattern.text)"
        case .image:
            throw JobOptionError("--out \(out) is one image; give a clip, a directory or - for a timeline")
        case .video, .y4m, .standardOutput:
            let choice = try makeSink(
                for: target, width: width, height: height, from: fromClip, to: toClip, timeline: timeline)!
            (sink, place) = (choice.sink, choice.place)
            notes += choice.notes
        }
        let started = Date()
        let watchdog = FrameWatchdog(timeout: frameTimeout, effect: transition, timedOut: options.frameTimedOut)
        defer { watchdog.stop() }
        do {
            try renderer.record(
                from: fromClip, to: toClip, timeline: timeline, curve: curve ?? .linear, into: sink,
                progress: { options.progress(JobProgress(completed: $0.completed, total: $0.total)) },
                checkCancellation: watchdog.checkBeforeEachFrame(options.checkCancellation)
            )
        } catch {
            try options.rethrow(error)
        }
        report(
            frames: timeline.frameCount, renderer: renderer, engine: engine, place: place, since: started, notes: notes,
            to: options.report)
    }

    /// Starts the clips' decoders before they are probed (`EarlyDecoders`), where the command
    /// says enough to guess their arguments: a frame rate given and the whole of "from" played.
    /// The guess is a clip passed through unchanged where the output is 4:2:0, else drawn.
    func startDecodingEarly() {
        guard let fps = requestedFPS, !transitionOnly, progress == nil, gesture == nil, !progressStdin, !realtime,
            !watch
        else { return }
        let planar =
            switch try? OutputTarget(path: out) {
            case .video(_, let container)?:
                VideoEncoding(container: container, pixelFormat: video.pixelFormat).resolvedPixelFormat == "yuv420p"
            case .y4m?: true
            case .standardOutput?: video.format != .rgba
            default: false
            }
        for path in [from, to] where !Clip.isImageFile(path) {
            EarlyDecoders.start(path: path, ffmpeg: video.ffmpeg, start: 0, fps: fps, planar: planar)
        }
    }
}
