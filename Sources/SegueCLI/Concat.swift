import ArgumentParser
import Foundation
import Segue

struct Concat: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join stills and clips with transitions into one clip, PNG frames or a stream.",
        discussion: """
            The inputs play in order: each still for --still seconds, each clip in full; between each pair a \
            transition of --duration overlaps the two as ffmpeg's xfade does, so the output is shorter than \
            the sum of the inputs by the joins. Only the joins are drawn on the GPU: a clip's pictures between \
            them go from decoder to encoder untouched where the size and pixel format allow. Nothing is \
            written but the output (a clip under a temporary name renamed when complete). Clips' sound is \
            kept and cross-faded over the joins (stills are silent); --audio adds a sound track under the whole show.
            --spec show.json gives each item its duration or trim and each join its transition, duration, \
            curve and parameters (see docs/SEQUENCES.md). --transition random picks each join's transition \
            from --transitions with --seed. --dry-run prints the timeline without rendering. --copy-between copies \
            H.264 clips' packets between joins as stored and re-encodes only around each join, keyframe to keyframe.

            Examples:
              segue concat a.jpg b.jpg c.mp4 --transition fade --duration 0.5 --still 3 --out show.mp4
              segue concat *.jpg --transition random --seed 7 --out show.webm
              segue concat --spec show.json --out show.mp4 --dry-run
            """
    )

    @Argument(
        help: ArgumentHelp("Stills (PNG, JPEG) and clips (anything ffmpeg decodes), in order.", valueName: "file"))
    var inputs: [String] = []
    @Option(
        help: ArgumentHelp(
            "A JSON file of items and joins (see docs/SEQUENCES.md), instead of inputs.", valueName: "show.json"))
    var spec: String?
    @Option(
        help: "The transition at each join (see `segue list`), or 'random' to pick one per join from --transitions.")
    var transition = "fade"
    @Option(
        help: ArgumentHelp(
            "With --transition random: the names to pick from, comma-separated (default: every transition).",
            valueName: "a,b,…"))
    var transitions: String?
    @Option(
        help: ArgumentHelp(
            "With --transition random: the seed, so that the picks can be repeated (default: a new one, printed in the summary).",
            valueName: "n"))
    var seed: UInt64?
    @Option(help: "Seconds each join lasts; its two neighbours overlap that long.") var duration = 1.0
    @Option(help: "Seconds each still is shown, its joins included.") var still = 3.0
    @Option(
        help: ArgumentHelp(
            "Each join's timing curve: linear, easeIn, easeOut, easeInOut or cubic-bezier(x1,y1,x2,y2).",
            valueName: "curve"))
    var curve: String?
    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A parameter of every join's transition (repeatable).", valueName: "name=value"))
    var parameters: [ParameterAssignment] = []
    @Option(
        help: ArgumentHelp(
            "A sound file played under the whole show, mixed with the clips' sound, faded out at its end.",
            valueName: "file"))
    var audio: String?
    @Option(
        help:
            "Frames per second (clips' pictures are taken at this rate); default: the clips' own rate where they all share one, else 30."
    )
    var fps: Double?
    @Option(
        help: ArgumentHelp(
            "Output size, WxH or 720p, 1080p, 1440p, 4k; default: the first input's size.", valueName: "WxH")) var size:
        FrameSize?
    @Option(help: "How an input of another size is fitted.") var resize = ResizeMode.cover
    @OptionGroup var shaders: ShaderOptions
    @Option(
        help: ArgumentHelp(
            "A clip (.mp4 .mov .mkv .webm .gif .apng .y4m), a directory or pattern (frames/%04d.png) for frames, or - for standard output.",
            valueName: "path"))
    var out: String
    @OptionGroup(title: "Clips and streams") var video: VideoOptions
    @Flag(
        help:
            "Stream-copy H.264 clips between joins (cut at keyframes) and re-encode only the joins; .mp4 or .mov, clips of the output's size and rate (see docs/SEQUENCES.md)."
    )
    var copyBetween = false
    @Flag(help: "Print the timeline (each item and join with its start, end and transition) and render nothing.")
    var dryRun = false
    @OptionGroup var output: OutputOptions
    @Option(
        help: ArgumentHelp(
            "Stop with an error naming the transitions when one frame takes longer than this.", valueName: "seconds"))
    var frameTimeout = 30.0

    func validate() throws {
        guard inputs.isEmpty != (spec == nil) else {
            throw ValidationError(
                spec == nil
                    ? "give the stills and clips to join, or --spec FILE" : "give either inputs or --spec, not both")
        }
        guard duration > 0, duration.isFinite else {
            throw ValidationError("--duration must be a positive number of seconds")
        }
        guard still > 0, still.isFinite else { throw ValidationError("--still must be a positive number of seconds") }
        if let fps, !(fps > 0 && fps.isFinite) { throw ValidationError("--fps must be positive") }
        try output.check(size: size)
        guard frameTimeout > 0, frameTimeout.isFinite else {
            throw ValidationError("--frame-timeout must be a positive number of seconds")
        }
        // A spec may ask for random joins itself, so only inputs can be checked here.
        if spec == nil && transition != "random" && (seed != nil || transitions != nil) {
            throw ValidationError("--seed and --transitions go with --transition random")
        }
        if let curve {
            do { _ = try TimingCurve(parsing: curve) } catch { throw ValidationError("--curve \(curve): \(error)") }
        }
        let target = try OutputTarget(path: out)
        if audio != nil, case .video = target {
        } else if audio != nil {
            throw ValidationError(
                "--audio adds sound to a clip (.mp4, .mov, .mkv, .webm); frames and streams carry none")
        }
        switch target {
        case .image:
            throw ValidationError("--out \(out) is one image; give a clip, a directory or pattern for frames, or -")
        case .standardOutput:
            guard video.format != nil else { throw ValidationError("--out - needs --format rgba, y4m or nut") }
        default:
            if video.format != nil {
                throw ValidationError("--format applies to --out - only; a file's extension sets its format")
            }
        }
        if copyBetween, case .video(_, let container) = target, [.mp4, .mov].contains(container) {
        } else if copyBetween {
            throw ValidationError(
                "--copy-between writes a .mp4 or .mov clip, where H.264 parts can be copied as they are")
        }
    }

    func run() throws { try run(sharedEngine: nil) }

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
