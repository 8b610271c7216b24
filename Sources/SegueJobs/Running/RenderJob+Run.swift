import Foundation
import Segue

extension RenderJob {
    /// Renders the transition where `out` says, with the options' engine or one of its own.
    public func run(_ options: JobRunOptions) throws {
        // Probing clips and decoding stills overlap loading the effects and opening the GL
        // context, and so does starting the clips' decoders where the command lets us guess them.
        startDecodingEarly()
        defer { EarlyDecoders.discardUnused() }
        let reading = InputReading(from, to, maximumPixelCount: output.limits.maxPixels, ffmpeg: video.ffmpeg)
        let engine =
            try options.engine
            ?? Engine(
                library: shaders.makeLibrary(requested: [transition], report: options.report),
                maximumPixelCount: output.limits.maxPixels)
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
        ImageInputNotice.reportMissing(
            transition: transition, parameters: renderer.graph.parameters, given: parameters.map(\.name),
            to: options.report)
        let target = try OutputTarget(path: out)
        if progress == nil, gesture == nil, !progressStdin {
            // Capped so that a huge --max-frames cannot make the conversion to Int trap.
            let frames = Int(min(((offset ?? 0) + (duration ?? 1)) * fps, 1e15).rounded(.up)) + 1
            try FrameBudget.checkFreeSpace(
                for: target, frames: frames, width: renderer.renderer.width, height: renderer.renderer.height)
        }
        if case .sequence(let directory, let pattern) = target {
            try StaleFrames.clear(
                directory, pattern: pattern, customPattern: pattern != .standard, overwrite: output.overwrite,
                report: options.report)
        }
        if fromClip != nil || toClip != nil || offset != nil || transitionOnly {
            // As xfade's output has its inputs' rate, clips keep the one they share unless --fps says otherwise.
            var timed = self
            timed.requestedFPS = requestedFPS ?? Clip.sharedFrameRate(of: [fromClip, toClip].compactMap { $0 })
            try timed.renderTimeline(
                renderer, from: fromClip, to: toClip, to: target, engine: engine, curve: timingCurve, options: options)
            return
        }
        try renderOutputs(renderer, to: target, engine: engine, curve: timingCurve, options: options)
        if watch {
            try Self.watch(renderer, options: options) {
                try renderOutputs(renderer, to: target, engine: engine, curve: timingCurve, options: options)
            }
        }
    }

    private func renderOutputs(
        _ renderer: TransitionRenderer, to target: OutputTarget, engine: Engine, curve timingCurve: TimingCurve?,
        options: JobRunOptions
    ) throws {
        let (width, height) = (renderer.renderer.width, renderer.renderer.height)
        let frames: FrameWriter
        let place: String
        var notes: [String] = []
        switch target {
        case .image(let path, let format):
            try renderer.render(progress: progress ?? 0).write(toFile: path, format: format)
            if !output.quiet { options.report(.account("wrote \(path)")) }
            return
        case .sequence(let directory, let pattern):
            frames = try FrameWriter(
                renderer: renderer, directory: directory, pattern: pattern, options: options)
            place = pattern == .standard ? "\(directory)/" : "\(directory)/\(pattern.text)"
        case .video, .y4m, .standardOutput:
            let choice = try makeSink(for: target, width: width, height: height)!
            frames = try FrameWriter(renderer: renderer, sink: choice.sink, options: options)
            (place, notes) = (choice.place, choice.notes)
        }
        frames.watchdog = FrameWatchdog(timeout: frameTimeout, effect: transition, timedOut: options.frameTimedOut)
        let started = Date()
        let summary: String
        do {
            let completion = try CompletionSettings(curve: timingCurve, speed: completionSpeed)
            if let gesture {
                summary = try GestureDriver.replay(
                    track: gesture, presenting: !reverse, into: frames, fps: fps, duration: duration ?? 1,
                    completion: completion)
            } else if progressStdin {
                summary = try StdinDriver.run(
                    into: frames, fps: fps, duration: duration ?? 1, completion: completion, report: options.report)
            } else {
                summary = try TimeDriver.run(
                    into: frames, fps: fps, duration: duration, curve: timingCurve ?? .linear, realtime: realtime)
            }
            try frames.finish()
        } catch {
            frames.cancel()
            try options.rethrow(error)
        }
        report(
            frames: frames.count, renderer: renderer, engine: engine, place: place, since: started,
            notes: [summary] + notes, to: options.report)
    }

    /// Reports the one-line summary, unless quiet.
    func report(
        frames: Int, renderer: TransitionRenderer, engine: Engine, place: String, since started: Date, notes: [String],
        to report: (JobMessage) -> Void
    ) {
        guard !output.quiet else { return }
        report(
            SummaryLine.account(
                frames: frames, details: "\(renderer.renderer.width)x\(renderer.renderer.height), \(transition)",
                engine: engine, place: place, since: started, notes: notes))
    }

    /// Polls the effect files five times a second and renders again after each good change.
    private static func watch(
        _ renderer: TransitionRenderer, options: JobRunOptions, rerender: () throws -> Void
    ) throws {
        let report = options.report
        let reloader = try ShaderReloader(transition: renderer)
        let files = try reloader.watchedFiles
        report(
            .account(
                "watching \(files.isEmpty ? "no effect files (built-ins are compiled in)" : files.joined(separator: ", "))"
            ))
        while true {
            try options.checkCancellation()
            Thread.sleep(forTimeInterval: 0.2)
            switch reloader.reloadChanged() {
            case .unchanged:
                continue
            case .reloaded(let files):
                report(.account("reloaded \(files.joined(separator: ", "))"))
                try rerender()
            case .failed(let error):
                report(.passedOver("\(error)", instead: "keeping the last good version"))
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
