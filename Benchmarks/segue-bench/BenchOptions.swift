import ArgumentParser
import Foundation
import Segue

/// The command line, as typed; `resolve()` checks it and turns it into a `BenchConfiguration`.
struct BenchOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Comma-separated effects (default: pixellate-dissolve, crossfade and every built-in transition), or xfade: every transition ffmpeg's xfade also has, with a sorted summary.",
            valueName: "list"))
    var effects: String?

    @Option(help: ArgumentHelp("Comma-separated sizes, WIDTHxHEIGHT or 720p/1080p/4k.", valueName: "list"))
    var sizes = "1280x720,1920x1080,3840x2160"

    @Option(help: ArgumentHelp("Measure exactly this many frames per window (overrides --seconds).", valueName: "n"))
    var frames: Int?

    @Option(help: ArgumentHelp("Length of each measurement window in seconds.", valueName: "s"))
    var seconds = 2.0

    @Option(
        help: ArgumentHelp(
            "Frames drawn before each window and not counted (shader JIT, first upload).", valueName: "n"))
    var warmup = 3

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp("Repetitions of every measurement, interleaved; medians are reported.", valueName: "n"))
    var repetitions = 1

    @Option(help: ArgumentHelp("Fusion modes: fused, unfused (one pass per node).", valueName: "list"))
    var fusion = "fused,unfused"

    @Option(help: ArgumentHelp("Upload modes: once, every-frame.", valueName: "list"))
    var upload = "once,every-frame"

    @Option(
        help: ArgumentHelp(
            "Readback modes: none (frames pipelined), finish (no readback, each frame waited for), sync, async (RGBA), async-yuv420 (converted on the GPU, as clips are written).",
            valueName: "list"))
    var readback = "none,sync,async,async-yuv420"

    @Option(help: ArgumentHelp("Pass stages: auto (the engine's choice), fragment, compute.", valueName: "list"))
    var stage = "auto"

    @Option(
        help: ArgumentHelp(
            "Copy modes: copied (a transition's pixels that are its images' are copied), shaded (every pixel shaded).",
            valueName: "list"))
    var copies = "copied"

    @Flag(help: "Measure every combination of the modes, not just the first of each list plus one change at a time.")
    var allCombinations = false

    @Option(
        help: ArgumentHelp("GPU time from timer queries; auto uses them where they are trustworthy.", valueName: "mode")
    )
    var gpuTimer = GPUTiming.Request.auto

    @Option(help: ArgumentHelp("Baselines: raw, ffmpeg, cpu (or none).", valueName: "list"))
    var baselines = "raw,ffmpeg,cpu,floor"

    @Option(help: ArgumentHelp("The ffmpeg executable: a path, or a name looked up in PATH.", valueName: "path"))
    var ffmpeg = "ffmpeg"

    @OptionGroup var images: ImageOptions

    @Option(
        name: .customLong("shaders"),
        help: ArgumentHelp("A directory of extra effect files (repeatable).", valueName: "dir"))
    var shaderDirectories: [String] = []

    @Option(help: ArgumentHelp("Also write every figure and the machine's facts as JSON.", valueName: "file"))
    var json: String?

    @Option(
        help: ArgumentHelp(
            "Also draw every effect's FPS and × floor as an SVG bar chart (segue-bench plot redraws one from --json).",
            valueName: "file.svg"))
    var plot: String?

    @Flag(
        help:
            "Instead of the matrix, profile what a pass costs on this driver: texture reads, filtering, the generated code's parts."
    )
    var profile = false

    @Flag(
        help:
            "Instead of the matrix, time a six-filter chain at 1080p (Saturation → Contrast → Sepia → Vignette → GaussianBlur σ=4 → Sharpen), fused and unfused, against ffmpeg's eq, colorchannelmixer, vignette, gblur and unsharp."
    )
    var filterChain = false

    @Flag(help: "Print the machine's facts (CPU, EGL platform, GL renderer, timer queries) and exit.")
    var info = false

    @Flag(
        help:
            "Instead of the matrix, time whole `segue render` runs writing Y4M and MP4 files against ffmpeg's xfade writing the same (1080p, stills and clips)."
    )
    var endToEnd = false

    @Flag(
        help:
            "With --end-to-end: only the row of two 60 s clips joined with `segue concat --copy-between` against re-encoding them whole."
    )
    var onlyCopyBetween = false

    /// Checks every value and builds the configuration, throwing one clear message on a mistake.
    func resolve() throws(BenchUsageError) -> BenchConfiguration {
        guard frames.map({ $0 > 0 }) ?? true else {
            throw BenchUsageError("--frames must be at least 1, not \(frames!)")
        }
        guard seconds > 0, seconds.isFinite else { throw BenchUsageError("--seconds must be positive, not \(seconds)") }
        guard warmup >= 0 else { throw BenchUsageError("--warmup must be 0 or more, not \(warmup)") }
        guard repetitions > 0 else { throw BenchUsageError("--repeat must be at least 1, not \(repetitions)") }
        let library: EffectLibrary
        do {
            library = try EffectLibrary(directories: shaderDirectories)
        } catch {
            throw BenchUsageError(error.description)
        }
        var effectList = BenchEffect.defaults(library: library)
        let xfadeOnly = effects == "xfade"
        if let effects, !xfadeOnly { effectList = try BenchEffect.parseList(effects, library: library) }
        return BenchConfiguration(
            effects: effectList,
            sizes: try FrameSize.parseList(sizes),
            window: frames.map(MeasurementWindow.frames) ?? .seconds(seconds),
            warmupFrames: warmup,
            repetitions: repetitions,
            modes: try RenderMode.combinations(
                fusion: fusion, upload: upload, readback: readback, stage: stage, copies: copies,
                all: allCombinations),
            baselines: try BaselineKind.parseList(baselines),
            gpuTiming: gpuTimer,
            ffmpegPath: ffmpeg,
            fromPath: images.from,
            toPath: images.to,
            library: library,
            jsonPath: json,
            plotPath: plot,
            infoOnly: info,
            profileOnly: profile,
            xfadeOnly: xfadeOnly
        )
    }
}

/// A mistake in the command line's values, reported as one line.
struct BenchUsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// Splits `a, b,c` into trimmed, non-empty items.
func commaSeparated(_ list: String) -> [String] {
    list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

extension GPUTiming.Request: ExpressibleByArgument {}

/// The two images a measurement or a frame set draws from.
struct ImageOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("The first image (default examples/coffee.png, else a generated one).", valueName: "file"))
    var from: String?

    @Option(
        help: ArgumentHelp("The second image (default examples/chelsea.png, else a generated one).", valueName: "file"))
    var to: String?

    /// The images given, the examples, or generated ones (`SourceImages.load`).
    func load() throws -> SourceImages {
        try SourceImages.load(fromPath: from, toPath: to)
    }
}
