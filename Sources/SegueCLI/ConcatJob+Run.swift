import ArgumentParser
import Foundation
import Segue
import SegueJobs

extension ConcatJob {
    /// Joins with `sharedEngine` (a batch's, reused across its jobs), or an engine of its own when nil.
    func run(sharedEngine: Engine?) throws {
        let request =
            try spec.map { path throws(ConcatSpec.Failure) in try ConcatSpec.read(path) }
            ?? ConcatRequest(files: inputs)
        let library = try sharedEngine?.library ?? shaders.makeLibrary(requested: requestedTransitions(request))
        let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let show = try slideshow(request, library: library, seed: seed)
        let timeline = try show.timeline(checkingIn: library)
        if dryRun {
            print(Self.describe(timeline, of: show))
            if copyBetween { print(Self.describe(try dryRunCopyPlan(show, library: library))) }
            return
        }
        guard timeline.frameCount <= output.maxFrames else {
            throw output.tooManyFrames("\(timeline.frameCount)", madeBy: "the show")
        }
        let engine = try sharedEngine ?? Engine(library: library, maximumPixelCount: output.limits.maxPixels)
        let frame = try engine.frameSize(of: show)
        try engine.imageLimits.check(width: frame.width, height: frame.height, file: "the output size")
        let target = try OutputTarget(path: out)
        try FrameBudget.checkFreeSpace(
            for: target, frames: timeline.frameCount, width: frame.width, height: frame.height)
        if case .sequence(let directory, let pattern) = target {
            try StaleFrames.clear(
                directory, pattern: pattern, customPattern: pattern != .standard, overwrite: output.overwrite)
        }
        Interruption.install()
        if copyBetween, case .video(let path, let container) = target {
            try writeCopyingBetweenJoins(
                show, engine: engine, size: frame, to: path, container: container, seed: seed, request: request)
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
        try withProgress(show) { progress, checkCancellation in
            try engine.record(show, into: choice.sink, progress: progress, checkCancellation: checkCancellation)
        }
        report(
            frames: timeline.frameCount, size: frame, show: show, engine: engine, place: choice.place, since: started,
            notes: notes)
    }

    /// Runs `render` with a progress bar, stopping between frames on Ctrl-C or a frame that hangs.
    func withProgress(
        _ show: Slideshow,
        render: (_ progress: (FrameProgress) -> Void, _ checkCancellation: () throws -> Void) throws -> Void
    ) throws {
        let bar = ProgressBar.make(quiet: output.quiet)
        defer { bar?.clear() }
        let names = Array(Set(show.joins.map(\.transition.name))).sorted().joined(separator: ", ")
        let watchdog = FrameWatchdog(timeout: frameTimeout, effect: names.isEmpty ? "fade" : names)
        defer { watchdog.stop() }
        do {
            // Once every frame is drawn, what is left (finishing, a stream-copy join) is ffmpeg's, not a frame's.
            try render(
                {
                    bar?.update(done: $0.completed, total: $0.total)
                    if $0.completed == $0.total { watchdog.stop() }
                }, watchdog.checkBeforeEachFrame())
        } catch {
            if !(error is ExitCode) { try Interruption.check() }  // ffmpeg may have seen the Ctrl-C first
            throw error
        }
    }
}
