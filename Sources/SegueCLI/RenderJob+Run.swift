import ArgumentParser
import Foundation
import Segue
import SegueJobs

extension RenderJob {
    /// Renders with `sharedEngine` (a batch's, reused across its jobs), or an engine of its own when nil.
    func run(sharedEngine: Engine?) throws {
        // Probing clips and decoding stills overlap loading the effects and opening the GL
        // context, and so does starting the clips' decoders where the command lets us guess them.
        startDecodingEarly()
        defer { EarlyDecoders.discardUnused() }
        let reading = InputReading(from, to, maximumPixelCount: output.limits.maxPixels, ffmpeg: video.ffmpeg)
        let engine =
            try sharedEngine
            ?? Engine(library: shaders.makeLibrary(requested: [transition]), maximumPixelCount: output.limits.maxPixels)
        let ((fromImage, fromClip), (toImage, toClip)) = try reading.wait(fitting: engine.imageLimits)
        let timingCurve = try curve.map { text throws(TimingError) in try TimingCurve(parsing: text) }
        // With a clip the recording compiles the passes for its pictures while ffmpeg starts.
        let renderer = try engine.makeTransition(
            transition, from: fromImage, to: toImage,
            width: size?.width, height: size?.height,
            options: PlanOptions(fuse: !noFuse, resize: resize), reversed: reverse,
            compiling: fromClip == nil && toClip == nil
        )
        try ErrorList.collect(parameters) { assignment in
            try renderer.set(
                assignment.name,
                assignment.value(
                    for: renderer.graph.parameter(named: assignment.name), of: transition, limits: engine.imageLimits))
        }
        ImageInputNotice.printMissing(
            transition: transition, parameters: renderer.graph.parameters, given: parameters.map(\.name))
        let target = try OutputTarget(path: out)
        if progress == nil, gesture == nil, !progressStdin {
            // Capped so that a huge --max-frames cannot make the conversion to Int trap.
            let frames = Int(min(((offset ?? 0) + (duration ?? 1)) * fps, 1e15).rounded(.up)) + 1
            try FrameBudget.checkFreeSpace(
                for: target, frames: frames, width: renderer.renderer.width, height: renderer.renderer.height)
        }
        if case .sequence(let directory, let pattern) = target {
            try StaleFrames.clear(
                directory, pattern: pattern, customPattern: pattern != .standard, overwrite: output.overwrite)
        }
        if case .sequence = target, watch || progressStdin {} else { Interruption.install() }
        if fromClip != nil || toClip != nil || offset != nil || transitionOnly {
            // As xfade's output has its inputs' rate, clips keep the one they share unless --fps says otherwise.
            var timed = self
            timed.requestedFPS = requestedFPS ?? Clip.sharedFrameRate(of: [fromClip, toClip].compactMap { $0 })
            try timed.renderTimeline(
                renderer, from: fromClip, to: toClip, to: target, engine: engine, curve: timingCurve)
            return
        }
        try renderOutputs(renderer, to: target, engine: engine, curve: timingCurve)
        if watch {
            try Self.watch(renderer) { try renderOutputs(renderer, to: target, engine: engine, curve: timingCurve) }
        }
    }

    private func renderOutputs(
        _ renderer: TransitionRenderer, to target: OutputTarget, engine: Engine, curve timingCurve: TimingCurve?
    ) throws {
        let (width, height) = (renderer.renderer.width, renderer.renderer.height)
        let frames: FrameWriter
        let place: String
        var notes: [String] = []
        let progressBar = ProgressBar.make(quiet: output.quiet)
        switch target {
        case .image(let path, let format):
            let image = try renderer.render(progress: progress ?? 0)
            switch format {
            case .png: try image.writePNG(toFile: path)
            case .jpeg: try image.writeJPEG(toFile: path)
            }
            if !output.quiet { print("wrote \(path)") }
            return
        case .sequence(let directory, let pattern):
            frames = try FrameWriter(
                renderer: renderer, directory: directory, pattern: pattern, progressBar: progressBar)
            place = pattern == .standard ? "\(directory)/" : "\(directory)/\(pattern.text)"
        case .video, .y4m, .standardOutput:
            let choice = try makeSink(for: target, width: width, height: height)!
            frames = try FrameWriter(renderer: renderer, sink: choice.sink, progressBar: progressBar)
            (place, notes) = (choice.place, choice.notes)
        }
        frames.watchdog = FrameWatchdog(timeout: frameTimeout, effect: transition)
        let started = Date()
        let summary: String
        do {
            let completion = try CompletionSettings(curve: timingCurve, speed: completionSpeed)
            if let gesture {
                summary = try GestureDriver.replay(
                    track: gesture, presenting: !reverse, into: frames, fps: fps, duration: duration ?? 1,
                    completion: completion)
            } else if progressStdin {
                summary = try StdinDriver.run(into: frames, fps: fps, duration: duration ?? 1, completion: completion)
            } else {
                summary = try TimeDriver.run(
                    into: frames, fps: fps, duration: duration, curve: timingCurve ?? .linear, realtime: realtime)
            }
            try frames.finish()
        } catch {
            frames.cancel()
            if !(error is ExitCode) { try Interruption.check() }  // ffmpeg may have seen the Ctrl-C first
            throw error
        }
        report(
            frames: frames.count, renderer: renderer, engine: engine, place: place, since: started,
            notes: [summary] + notes)
    }

    /// The one-line summary (on standard error when frames go to standard output).
    func report(
        frames: Int, renderer: TransitionRenderer, engine: Engine, place: String, since started: Date, notes: [String]
    ) {
        guard !output.quiet else { return }
        SummaryLine.print(
            frames: frames, details: "\(renderer.renderer.width)x\(renderer.renderer.height), \(transition)",
            engine: engine,
            place: place, since: started, notes: notes, out: out)
    }

    /// Polls the effect files five times a second and renders again after each good change.
    private static func watch(_ renderer: TransitionRenderer, rerender: () throws -> Void) throws {
        let reloader = try ShaderReloader(transition: renderer)
        let files = try reloader.watchedFiles
        print(
            "watching \(files.isEmpty ? "no effect files (built-ins are compiled in)" : files.joined(separator: ", "))")
        while true {
            fflush(nil)  // each report reaches a pipe as it happens
            Thread.sleep(forTimeInterval: 0.2)
            switch reloader.reloadChanged() {
            case .unchanged:
                continue
            case .reloaded(let files):
                print("reloaded \(files.joined(separator: ", "))")
                try rerender()
            case .failed(let error):
                reportError("\(error)", note: "keeping the last good version")
            }
        }
    }
}

extension CompletionSettings {
    /// Completion settings from the CLI: a spring curve springs, any other curve eases.
    init(curve: TimingCurve?, speed: Double) throws(TimingError) {
        if case .spring(let spring)? = curve {
            try self.init(speed: speed, spring: spring)
        } else {
            try self.init(speed: speed, curve: curve ?? .easeInOut)
        }
    }
}
