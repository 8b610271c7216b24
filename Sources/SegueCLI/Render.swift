import ArgumentParser
import Foundation
import Segue

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a transition to a clip, PNG frames or a stream, or one frame to a PNG or JPEG.",
        discussion: """
            Time-driven (default): DIR/frame_0000.png … at --fps for --duration seconds, progress shaped by \
            --curve, the first frame at progress 0 and the last at 1; --realtime paces frames to the wall clock.
            --out names the output: a directory (existing, or ending in /, or without an extension) or a \
            pattern such as frames/%04d.png holds frames; a folder with files in it is refused unless \
            --overwrite, which removes the old frames first. --progress P renders one frame to --out \
            FILE.png, FILE.jpg or FILE.jpeg, in that format. A clip (.mp4, .mov, .mkv: H.264; .webm: VP9; \
            .gif with a palette made from its frames; .apng) is encoded by ffmpeg from frames converted to \
            4:2:0 on the GPU, under a temporary name renamed when complete; odd sides are padded for H.264. \
            --out - streams frames to standard output as --format rgba, y4m or nut, and nothing else goes there.
            Clips as inputs (anything ffmpeg decodes, mixed with stills) are timed as ffmpeg's xfade: --from \
            plays until --offset, the transition runs --duration with both playing, then the rest of --to; \
            each clip's pictures are taken at --fps and fitted by --resize; sound is cross-faded when both have it.
            On a terminal a progress bar is drawn on standard error (not with --quiet).
            --gesture TRACK.json replays a recorded gesture (a pan, a swipe, a vertical pan or a pinch), then finishes or cancels as its release says; with --reverse it is a dismissal.
            --progress-stdin reads one progress per line from standard input; 'finish' or 'cancel' ends it.

            Examples:
              segue render --from a.png --to b.jpg --transition cube --out frames/
              segue render --from a.png --to b.jpg --transition fade --out clip.mp4 --crf 18
              segue render --from a.png --to b.jpg --out - --format y4m | ffplay -
              segue render --from a.mp4 --to b.mov --transition wipeleft --duration 0.5 --out joined.mp4
              segue render --from a.png --to b.png --progress 0.5 --out mid.jpg
              segue render --from a.png --to b.png --gesture swipe.json --out 'sw/%03d.png'
            """
    )

    @Option(help: ArgumentHelp("The first image (PNG or JPEG) or clip (anything ffmpeg decodes).", valueName: "file"))
    var from: String
    @Option(help: ArgumentHelp("The second image or clip.", valueName: "file")) var to: String
    @Option(help: "The transition's name (see `segue list`).") var transition = "pixellate-dissolve"
    @Option(help: "Seconds the transition lasts (default 1; a spring's settling time with a spring curve).")
    var duration: Double?
    @Option(
        name: .customLong("fps"),
        help:
            "Frames per second (clips' pictures are taken at this rate); default: the clips' own rate where they share one, else 30."
    )
    var requestedFPS: Double?
    /// The output's frame rate, until clips say otherwise (see `run`).
    var fps: Double { requestedFPS ?? 30 }
    @Option(
        help: ArgumentHelp(
            "Seconds into --from where the transition starts (default: so that it ends with a clip, at once for a still); the output holds --from until then.",
            valueName: "seconds"))
    var offset: Double?
    @Flag(help: "With clips or --offset: output only the overlap, not the parts before and after.") var transitionOnly =
        false
    @Option(
        help: ArgumentHelp(
            "Timing curve: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2) or spring(damping,response). Shapes the whole transition, or the completion after a gesture (default easeInOut there).",
            valueName: "curve"))
    var curve: String?
    @Flag(help: "Pace frames to the wall clock and report missed deadlines.") var realtime = false
    @Option(help: "Render one frame at this progress (0…1) to --out FILE.png.") var progress: Double?
    @Option(help: ArgumentHelp("Replay a recorded gesture track (see README).", valueName: "track.json")) var gesture:
        String?
    @Flag(help: "Drive progress from standard input, one value per line; 'finish' or 'cancel' ends it.")
    var progressStdin = false
    @Option(help: "Speed of the completion animation after a gesture, as UIKit's completionSpeed.")
    var completionSpeed = 1.0
    @Option(
        help: ArgumentHelp(
            "Output size, WxH or 720p, 1080p, 1440p, 4k; default: the first image's size.", valueName: "WxH")) var size:
        FrameSize?
    @Option(help: "How an image of another size is fitted.") var resize = ResizeMode.cover
    @Option(
        name: .customLong("param"), help: ArgumentHelp("A transition parameter (repeatable).", valueName: "name=value"))
    var parameters: [ParameterAssignment] = []
    @Flag(help: "Draw one pass per node instead of fusing the graph (for comparison).") var noFuse = false
    @Flag(
        help:
            "Play the transition backwards, as a dismissal plays its presentation; frames still run from --from to --to."
    )
    var reverse = false
    @Flag(
        help:
            "After rendering, watch the effect files and render again when one changes; a broken edit keeps the last good version. Stop with Ctrl-C."
    )
    var watch = false
    @OptionGroup var shaders: ShaderOptions
    @Option(
        help: ArgumentHelp(
            "A clip (.mp4 .mov .mkv .webm .gif .apng), a directory or pattern (frames/%04d.png) for frames, - for standard output, or a .png, .jpg or .jpeg file with --progress.",
            valueName: "path"))
    var out: String
    @OptionGroup(title: "Clips and streams") var video: VideoOptions
    @OptionGroup var output: OutputOptions
    @Option(
        help: ArgumentHelp(
            "Stop with an error naming the transition when one frame takes longer than this.", valueName: "seconds"))
    var frameTimeout = 30.0

    func validate() throws {
        if let duration {
            guard duration > 0, duration.isFinite else {
                throw ValidationError("--duration must be a positive number of seconds")
            }
        }
        if let requestedFPS, !(requestedFPS > 0 && requestedFPS.isFinite) {
            throw ValidationError("--fps must be positive")
        }
        guard completionSpeed > 0, completionSpeed.isFinite else {
            throw ValidationError("--completion-speed must be positive")
        }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress must be between 0 and 1") }
        try output.check(size: size)
        guard frameTimeout > 0, frameTimeout.isFinite else {
            throw ValidationError("--frame-timeout must be a positive number of seconds")
        }
        let seconds = (offset ?? 0) + (duration ?? 1)
        if progress == nil, seconds * fps + 1 > Double(output.maxFrames) {
            throw output.tooManyFrames(FrameBudget.frameText(seconds * fps + 1), madeBy: "--duration and --fps")
        }
        let drivers = [progress != nil, gesture != nil, progressStdin].filter { $0 }.count
        guard drivers <= 1 else { throw ValidationError("use only one of --progress, --gesture and --progress-stdin") }
        if realtime && drivers > 0 {
            throw ValidationError(
                "--realtime paces time-driven rendering; it does not combine with --progress, --gesture or --progress-stdin"
            )
        }
        if watch && (gesture != nil || progressStdin || realtime) {
            throw ValidationError("--watch re-renders time-driven or --progress output only")
        }
        if offset != nil || transitionOnly {
            if drivers > 0 || realtime || watch {
                throw ValidationError(
                    "--offset and --transition-only time the output as xfade does; they do not combine with --progress, --gesture, --progress-stdin, --realtime or --watch"
                )
            }
        }
        switch (try OutputTarget(path: out), progress) {
        case (.image, nil):
            throw ValidationError(
                "--out \(out) is one image; give --progress P to render one frame, or a directory for all frames")
        case (.sequence, _?), (.video, _?), (.y4m, _?), (.standardOutput, _?):
            throw ValidationError("--progress renders one frame; give --out FILE.png, FILE.jpg or FILE.jpeg")
        case (.standardOutput, nil):
            guard video.format != nil else { throw ValidationError("--out - needs --format rgba, y4m or nut") }
            if watch { throw ValidationError("--watch does not combine with --out -") }
        default:
            if video.format != nil {
                throw ValidationError("--format applies to --out - only; a file's extension sets its format")
            }
        }
    }

    func run() throws { try run(sharedEngine: nil) }

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
