import ArgumentParser
import Segue

/// How `render` encodes clips and streams.
struct VideoOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The video encoder (ffmpeg's name), e.g. libx265; default: libx264 for .mp4/.mov/.mkv, libvpx-vp9 for .webm.",
            valueName: "name"))
    var codec: String?
    @Option(
        name: [.customLong("crf"), .customLong("quality")],
        help: ArgumentHelp(
            "Constant-quality factor for the encoder (lower is better; libx264's default is 23, VP9's here 32).",
            valueName: "n"))
    var quality: Int?
    @Option(
        name: .customLong("pix-fmt"),
        help: ArgumentHelp("The stored pixel format (default yuv420p for video, made on the GPU).", valueName: "format")
    )
    var pixelFormat: String?
    @Option(help: ArgumentHelp("The ffmpeg to run for clips: a name on PATH or a path.", valueName: "path"))
    var ffmpeg = "ffmpeg"
    @Option(
        name: .customLong("encoder-args"), parsing: .unconditional,
        help: ArgumentHelp(
            "More ffmpeg output options, split at spaces, e.g. \"-preset veryfast -tune animation\".",
            valueName: "options"))
    var encoderArguments: String?
    @Option(help: ArgumentHelp("With --out -: rgba (raw frames), y4m or nut.", valueName: "format"))
    var format: FrameStreamWriter.Format?

    /// The encoding for a clip in `container`.
    func encoding(for container: VideoContainer) -> VideoEncoding {
        VideoEncoding(
            container: container, codec: codec, quality: quality, pixelFormat: pixelFormat,
            extraArguments: encoderArguments.map { $0.split(separator: " ").map(String.init) } ?? [], ffmpeg: ffmpeg
        )
    }
}

extension FrameStreamWriter.Format: ExpressibleByArgument {}
