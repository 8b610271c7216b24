import ArgumentParser
import Segue
import SegueJobs

/// How `render` and `concat` encode clips and streams.
struct VideoOptions: ParsableArguments {
    @Option(help: RenderJob.help("codec")) var codec: String?
    @Option(name: [.customLong("crf"), .customLong("quality")], help: RenderJob.help("crf")) var quality: Int?
    @Option(name: .customLong("pix-fmt"), help: RenderJob.help("pix-fmt")) var pixelFormat: String?
    @Option(help: RenderJob.help("ffmpeg")) var ffmpeg = "ffmpeg"
    @Option(name: .customLong("encoder-args"), parsing: .unconditional, help: RenderJob.help("encoder-args"))
    var encoderArguments: String?
    @Option(help: RenderJob.help("format")) var format: FrameStreamWriter.Format?

    /// The options as a job holds them.
    var settings: VideoSettings {
        var settings = VideoSettings()
        settings.codec = codec
        settings.quality = quality
        settings.pixelFormat = pixelFormat
        settings.ffmpeg = ffmpeg
        settings.encoderArguments = encoderArguments
        settings.format = format
        return settings
    }
}

extension FrameStreamWriter.Format: ExpressibleByArgument {}
