import Foundation
import Segue

extension ConcatJob {
    /// Joins the items where `out` says, with the options' engine or one of its own; a dry run
    /// reports the timeline instead.
    public func run(_ options: JobRunOptions) throws {
        let request =
            try spec.map { path throws(ConcatSpec.Failure) in try ConcatSpec.read(path) }
            ?? ConcatRequest(files: inputs)
        let library =
            try options.engine?.library
            ?? shaders.makeLibrary(requested: requestedTransitions(request), report: options.report)
        let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let show = try slideshow(request, library: library, seed: seed, report: options.report)
        let timeline = try show.timeline(checkingIn: library)
        if dryRun {
            options.report(.account(Self.describe(timeline, of: show)))
            if copyBetween { options.report(.account(Self.describe(try dryRunCopyPlan(show, library: library)))) }
            return
        }
        guard timeline.frameCount <= output.maxFrames else {
            throw output.tooManyFrames("\(timeline.frameCount)", madeBy: "the show")
        }
        let engine = try options.engine ?? Engine(library: library, maximumPixelCount: output.limits.maxPixels)
        let frame = try engine.frameSize(of: show)
        try engine.imageLimits.check(width: frame.width, height: frame.height, file: "the output size")
        let target = try OutputTarget(path: out)
        try FrameBudget.checkFreeSpace(
            for: target, frames: timeline.frameCount, width: frame.width, height: frame.height)
        if case .sequence(let directory, let pattern) = target {
            try StaleFrames.clear(
                directory, pattern: pattern, customPattern: pattern != .standard, overwrite: output.overwrite,
                report: options.report)
        }
        if copyBetween, case .video(let path, let container) = target {
            try writeCopyingBetweenJoins(
                show, engine: engine, size: frame, to: path, container: container, seed: seed, request: request,
                options: options)
            return
        }
        var notes = [
            "\(timeline.duration.formatted) s: the items' \(Self.itemSeconds(timeline).formatted) s less \(Self.joinSeconds(timeline).formatted) s of joins"
        ]
        if requestedTransitions(request).contains("random") { notes.append("seed \(seed)") }
        let choice: SinkChoice
        if case .sequence(let directory, let pattern) = target {
            let place = pattern == .standard ? "\(directory)/" : "\(directory)/\(pattern.text)"
            choice = SinkChoice(
                sink: try PNGSequenceWriter(
                    directory: directory, pattern: pattern, width: frame.width, height: frame.height,
                    placement: .asWritten), place: place)
        } else {
            choice = try SinkChoice.make(
                for: target, width: frame.width, height: frame.height, fps: show.fps, video: video
            ) { url, encoding in
                try VideoFileWriter(url: url, size: frame, encoding: encoding, slideshow: show, timeline: timeline)
            }!
        }
        notes += choice.notes
        if let track = show.audioTrack { notes.append("\(track) under the whole show") }
        let started = Date()
        try withProgress(show, options: options) { progress, checkCancellation in
            try engine.record(show, into: choice.sink, progress: progress, checkCancellation: checkCancellation)
        }
        report(
            frames: timeline.frameCount, size: frame, show: show, engine: engine, place: choice.place, since: started,
            notes: notes, to: options.report)
    }

    /// Runs `render` reporting its progress, stopping between frames when the options say or a frame hangs.
    func withProgress(
        _ show: Slideshow, options: JobRunOptions,
        render: (_ progress: (FrameProgress) -> Void, _ checkCancellation: () throws -> Void) throws -> Void
    ) throws {
        let names = Array(Set(show.joins.map(\.transition.name))).sorted().joined(separator: ", ")
        let watchdog = FrameWatchdog(
            timeout: frameTimeout, effect: names.isEmpty ? "fade" : names, timedOut: options.frameTimedOut)
        defer { watchdog.stop() }
        do {
            // Once every frame is drawn, what is left (finishing, a stream-copy join) is ffmpeg's, not a frame's.
            try render(
                {
                    options.progress(JobProgress(completed: $0.completed, total: $0.total))
                    if $0.completed == $0.total { watchdog.stop() }
                }, watchdog.checkBeforeEachFrame(options.checkCancellation))
        } catch {
            try options.rethrow(error)
        }
    }
}
