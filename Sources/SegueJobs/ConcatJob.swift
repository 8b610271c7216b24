import Segue

/// A `concat` job: stills and clips joined by transitions into one clip, frames or a stream.
/// Each field holds the option of its name; `keys` gives its help.
public struct ConcatJob: Equatable, Sendable {
    /// The stills and clips, in order (or none, with `spec`).
    public var inputs: [String] = []
    public var spec: String?
    public var transition = "fade"
    public var transitions: String?
    public var seed: UInt64?
    public var duration = 1.0
    public var still = 3.0
    public var curve: String?
    public var parameters: [ParameterAssignment] = []
    public var audio: String?
    public var fps: Double?
    public var size: FrameSize?
    public var resize = ResizeMode.cover
    public var shaders = ShaderFolders()
    public var out = ""
    public var video = VideoSettings()
    public var copyBetween = false
    public var dryRun = false
    public var output = OutputSettings()
    public var frameTimeout = 30.0

    public init() {}
}

extension ConcatJob: ClipJob, JobDescription {
    public static let kind = JobKind.concat

    /// Every option, in the order the command line writes them: the inputs first.
    public static var keys: [JobKey<ConcatJob>] {
        [
            .written(
                "inputs", help: "Stills (PNG, JPEG) and clips (anything ffmpeg decodes), in order.", valueName: "file",
                write: \.inputs),
            .value(
                "spec", \.spec, help: "A JSON file of items and joins (see docs/SEQUENCES.md), instead of inputs.",
                valueName: "show.json", isPath: true, default: nil),
            .value(
                "transition", \.transition,
                help:
                    "The transition at each join (see `segue list`), or 'random' to pick one per join from --transitions.",
                alwaysWritten: true, default: "fade"),
            .value(
                "transitions", \.transitions,
                help: "With --transition random: the names to pick from, comma-separated (default: every transition).",
                valueName: "a,b,…", default: nil),
            .value(
                "seed", \.seed,
                help:
                    "With --transition random: the seed, so that the picks can be repeated (default: a new one, printed in the summary).",
                valueName: "n", default: nil),
            .value(
                "duration", \.duration, help: "Seconds each join lasts; its two neighbours overlap that long.",
                default: 1),
            .value("still", \.still, help: "Seconds each still is shown, its joins included.", default: 3),
            .value(
                "curve", \.curve,
                help: "Each join's timing curve: linear, easeIn, easeOut, easeInOut or cubic-bezier(x1,y1,x2,y2).",
                valueName: "curve", default: nil),
            .written(
                "param", help: "A parameter of every join's transition (repeatable).", valueName: "name=value",
                batchRefusal: JobKind.parameterRefusal, write: \.parameters.words),
            .value(
                "audio", \.audio,
                help: "A sound file played under the whole show, mixed with the clips' sound, faded out at its end.",
                valueName: "file", isPath: true, default: nil),
            .value(
                "fps", \.fps,
                help:
                    "Frames per second (clips' pictures are taken at this rate); default: the clips' own rate where they all share one, else 30.",
                default: nil),
            .value(
                "size", \.size, help: "Output size, WxH or 720p, 1080p, 1440p, 4k; default: the first input's size.",
                valueName: "WxH", default: nil),
            .value("resize", \.resize, help: "How an input of another size is fitted.", default: .cover),
            .written(
                "shaders", help: ShaderFolders.help, valueName: "dir", batchRefusal: ShaderFolders.batchRefusal,
                write: \.shaders.words),
        ] + videoKeys + [
            .flag(
                "copy-between", \.copyBetween,
                help:
                    "Stream-copy H.264 clips between joins (cut at keyframes) and re-encode only the joins; .mp4 or .mov, clips of the output's size and rate (see docs/SEQUENCES.md)."
            ),
            .flag(
                "dry-run", \.dryRun,
                help: "Print the timeline (each item and join with its start, end and transition) and render nothing.",
                batchRefusal: "a batch job renders"),
        ] + outputKeys
            + closingKeys(
                naming: "the transitions",
                out:
                    "A clip (.mp4 .mov .mkv .webm .gif .apng .y4m), a directory or pattern (frames/%04d.png) for frames, or - for standard output."
            )
    }
}
