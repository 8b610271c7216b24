import Segue

/// A `render` job: a transition between two images or clips to a clip, frames, a stream or one
/// frame. The CLI fills it from its options, a batch manifest decodes into it, the preview writes
/// its command line from it. Each field holds the option of its name; `keys` gives its help.
public struct RenderJob: Equatable, Sendable {
    public var from = ""
    public var to = ""
    public var transition = "pixellate-dissolve"
    public var duration: Double?
    /// `--fps`; nil: the clips' shared rate, else 30.
    public var requestedFPS: Double?
    public var offset: Double?
    public var transitionOnly = false
    public var curve: String?
    public var realtime = false
    public var progress: Double?
    public var gesture: String?
    public var progressStdin = false
    public var completionSpeed = 1.0
    public var size: FrameSize?
    public var resize = ResizeMode.cover
    public var parameters: [ParameterAssignment] = []
    public var noFuse = false
    public var reverse = false
    public var watch = false
    public var shaders = ShaderFolders()
    public var out = ""
    public var video = VideoSettings()
    public var output = OutputSettings()
    public var frameTimeout = 30.0

    public init() {}

    /// The output's frame rate, until clips say otherwise.
    public var fps: Double { requestedFPS ?? 30 }
}

extension RenderJob: ClipJob, JobDescription {
    public static let kind = JobKind.render

    /// Every option, in the order the command line writes them.
    public static var keys: [JobKey<RenderJob>] {
        [
            .value(
                "from", \.from, help: "The first image (PNG or JPEG) or clip (anything ffmpeg decodes).",
                valueName: "file", isPath: true, isRequired: true, default: ""),
            .value(
                "to", \.to, help: "The second image or clip.", valueName: "file", isPath: true, isRequired: true,
                default: ""),
            .value(
                "transition", \.transition, help: "The transition's name (see `segue list`).", alwaysWritten: true,
                default: "pixellate-dissolve"),
            .written(
                "shaders", help: ShaderFolders.help, valueName: "dir", batchRefusal: ShaderFolders.batchRefusal,
                write: \.shaders.words),
            .written(
                "param", help: "A transition parameter (repeatable).", valueName: "name=value",
                batchRefusal: JobKind.parameterRefusal, write: \.parameters.words),
            .value(
                "size", \.size, help: "Output size, WxH or 720p, 1080p, 1440p, 4k; default: the first image's size.",
                valueName: "WxH", default: nil),
            .value(
                "duration", \.duration,
                help: "Seconds the transition lasts (default 1; a spring's settling time with a spring curve).",
                default: nil),
            .value(
                "curve", \.curve,
                help:
                    "Timing curve: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2) or spring(damping,response). Shapes the whole transition, or the completion after a gesture (default easeInOut there).",
                valueName: "curve", default: nil),
        ] + timingKeys + drawingKeys + videoKeys + outputKeys
            + closingKeys(
                naming: "the transition",
                out:
                    "A clip (.mp4 .mov .mkv .webm .gif .apng), a directory or pattern (frames/%04d.png) for frames, - for standard output, or a .png, .jpg or .jpeg file with --progress."
            )
    }

    /// How time and progress drive the frames.
    private static var timingKeys: [JobKey<RenderJob>] {
        [
            .value(
                "fps", \.requestedFPS,
                help:
                    "Frames per second (clips' pictures are taken at this rate); default: the clips' own rate where they share one, else 30.",
                default: nil),
            .value(
                "offset", \.offset,
                help:
                    "Seconds into --from where the transition starts (default: so that it ends with a clip, at once for a still); the output holds --from until then.",
                valueName: "seconds", default: nil),
            .flag(
                "transition-only", \.transitionOnly,
                help: "With clips or --offset: output only the overlap, not the parts before and after."),
            .flag(
                "realtime", \.realtime, help: "Pace frames to the wall clock and report missed deadlines.",
                batchRefusal: "a batch job renders as fast as it can"),
            .value(
                "progress", \.progress, help: "Render one frame at this progress (0…1) to --out FILE.png.",
                default: nil),
            .value(
                "gesture", \.gesture, help: "Replay a recorded gesture track (see README).", valueName: "track.json",
                isPath: true, default: nil),
            .flag(
                "progress-stdin", \.progressStdin,
                help: "Drive progress from standard input, one value per line; 'finish' or 'cancel' ends it.",
                batchRefusal: "a batch job has no standard input"),
            .value(
                "completion-speed", \.completionSpeed,
                help: "Speed of the completion animation after a gesture, as UIKit's completionSpeed.", default: 1),
        ]
    }

    /// How the frames are drawn.
    private static var drawingKeys: [JobKey<RenderJob>] {
        [
            .value("resize", \.resize, help: "How an image of another size is fitted.", default: .cover),
            .flag("no-fuse", \.noFuse, help: "Draw one pass per node instead of fusing the graph (for comparison)."),
            .flag(
                "reverse", \.reverse,
                help:
                    "Play the transition backwards, as a dismissal plays its presentation; frames still run from --from to --to."
            ),
            .flag(
                "watch", \.watch,
                help:
                    "After rendering, watch the effect files and render again when one changes; a broken edit keeps the last good version. Stop with Ctrl-C.",
                batchRefusal: "a batch job renders once"),
        ]
    }
}
