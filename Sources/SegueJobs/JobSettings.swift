import Segue

/// How `render` and `concat` encode clips and streams.
public struct VideoSettings: Equatable, Sendable {
    public var codec: String?
    public var quality: Int?
    public var pixelFormat: String?
    public var ffmpeg = "ffmpeg"
    /// More ffmpeg output options, split at spaces.
    public var encoderArguments: String?
    /// With `--out -`: the stream's format.
    public var format: FrameStreamWriter.Format?

    public init() {}
}

/// `--max-pixels`: the limit on an image's or output's pixels, checked before decoding.
public struct ImageLimitSettings: Equatable, Sendable {
    public var maxPixels = ImageLimits.defaultMaximumPixelCount

    public init() {}
}

/// What `render` and `concat` share about what they write.
public struct OutputSettings: Equatable, Sendable {
    public var overwrite = false
    public var quiet = false
    public var limits = ImageLimitSettings()
    public var maxFrames = 100_000

    public init() {}
}

/// Folders of extra effect files.
public struct ShaderFolders: Equatable, Sendable {
    public var directories: [String] = []

    public init(directories: [String] = []) {
        self.directories = directories
    }
}

/// A job that writes clips, frames or streams: `render` and `concat`.
public protocol ClipJob {
    var video: VideoSettings { get set }
    var output: OutputSettings { get set }
    var frameTimeout: Double { get set }
    var out: String { get set }
}

extension ClipJob {
    /// The clip and stream options, as the CLI's "Clips and streams" group lists them.
    public static var videoKeys: [JobKey<Self>] {
        [
            .value(
                "codec", \.video.codec,
                help:
                    "The video encoder (ffmpeg's name), e.g. libx265; default: libx264 for .mp4/.mov/.mkv, libvpx-vp9 for .webm.",
                valueName: "name", default: nil),
            .value(
                "crf", \.video.quality,
                help:
                    "Constant-quality factor for the encoder (lower is better; libx264's default is 23, VP9's here 32).",
                valueName: "n", aliases: ["quality"], default: nil),
            .value(
                "pix-fmt", \.video.pixelFormat,
                help: "The stored pixel format (default yuv420p for video, made on the GPU).", valueName: "format",
                default: nil),
            .value(
                "ffmpeg", \.video.ffmpeg, help: "The ffmpeg to run for clips: a name on PATH or a path.",
                valueName: "path", default: "ffmpeg"),
            .value(
                "encoder-args", \.video.encoderArguments,
                help: "More ffmpeg output options, split at spaces, e.g. \"-preset veryfast -tune animation\".",
                valueName: "options", takesDashedValues: true, default: nil),
            .value(
                "format", \.video.format, help: "With --out -: rgba (raw frames), y4m or nut.", valueName: "format",
                default: nil, batchRefusal: "a batch job writes files, not standard output"),
        ]
    }

    /// The last options of `render` and `concat`: `--frame-timeout`, its error naming `hanging`,
    /// and `--out`, which `out` describes.
    public static func closingKeys(naming hanging: String, out: String) -> [JobKey<Self>] {
        [
            .value(
                "frame-timeout", \.frameTimeout,
                help: "Stop with an error naming \(hanging) when one frame takes longer than this.",
                valueName: "seconds", default: 30),
            .value("out", \.out, help: out, valueName: "path", isPath: true, isRequired: true, default: ""),
        ]
    }

    /// What `render` and `concat` share about what they write and their limits.
    public static var outputKeys: [JobKey<Self>] {
        [
            .flag(
                "overwrite", \.output.overwrite,
                help: "Write frames into a folder that holds some already, removing its old frames first."),
            .flag(
                "quiet", \.output.quiet, help: "Print no summary line; errors still print.",
                batchRefusal: "a batch prints one line per job itself"),
            .value(
                "max-pixels", \.output.limits.maxPixels, help: ImageLimitSettings.maxPixelsHelp, valueName: "pixels",
                default: ImageLimits.defaultMaximumPixelCount),
            .value(
                "max-frames", \.output.maxFrames, help: "Refuse to start a render of more frames than this.",
                valueName: "count", default: 100_000),
        ]
    }
}

extension ImageLimitSettings {
    /// `--max-pixels`'s help, the same for every command that reads images.
    public static let maxPixelsHelp = "Refuse an image or output size over this many pixels, before decoding it."
}

extension ShaderFolders {
    /// `--shaders`'s help, the same for every command that loads effects.
    public static let help = "A directory of extra effect files (repeatable)."

    /// Why a batch job may not give `--shaders`.
    public static let batchRefusal =
        "give --shaders to 'segue batch'; one effect library serves every job of a shard"

    /// The command-line words for the folders.
    public var words: [String] { directories.flatMap { ["--shaders", $0] } }
}
