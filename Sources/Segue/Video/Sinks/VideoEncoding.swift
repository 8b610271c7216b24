/// How a clip is encoded: the container's defaults, changed where the user asks.
public struct VideoEncoding: Sendable, Equatable {
    /// The file kind (from the output's extension).
    public var container: VideoContainer
    /// The encoder (`-c:v`); nil uses the container's default (libx264, libvpx-vp9, gif, apng).
    public var codec: String?
    /// Constant-quality factor (`-crf`) for encoders that take one; nil keeps the encoder's default.
    public var quality: Int?
    /// The stored pixel format (`-pix_fmt`); nil uses the container's default (yuv420p for video).
    public var pixelFormat: String?
    /// More ffmpeg output options, passed through before the output name.
    public var extraArguments: [String]
    /// The ffmpeg to run: a name looked up on `PATH`, or a path.
    public var ffmpeg: String
    /// The matrix of 4:2:0 frames, made on the GPU and tagged in the clip; nil: BT.709, or the
    /// one the clips joined share (so their pictures outside a transition are copied as they are).
    public var matrix: YUVMatrix?

    /// An encoding for `container` with its defaults.
    public init(
        container: VideoContainer, codec: String? = nil, quality: Int? = nil, pixelFormat: String? = nil,
        extraArguments: [String] = [], ffmpeg: String = "ffmpeg", matrix: YUVMatrix? = nil
    ) {
        self.container = container
        self.codec = codec
        self.quality = quality
        self.pixelFormat = pixelFormat
        self.extraArguments = extraArguments
        self.ffmpeg = ffmpeg
        self.matrix = matrix
    }

    /// The encoder that runs.
    public var resolvedCodec: String { codec ?? container.defaultCodec }
    /// The pixel format stored.
    public var resolvedPixelFormat: String { pixelFormat ?? container.defaultPixelFormat }

    /// How frames reach ffmpeg: planar 4:2:0 made on the GPU when that is what is stored, else RGBA.
    public var inputFormat: FramePixelFormat { resolvedPixelFormat == "yuv420p" ? .yuv420p(matrix ?? .bt709) : .rgba }

    /// Whether a `width`×`height` frame is padded to even sides: 4:2:0 encoders other than VP9 need them.
    func padsToEven(width: Int, height: Int) -> Bool {
        (width % 2 == 1 || height % 2 == 1) && resolvedPixelFormat.hasPrefix("yuv420") && resolvedCodec != "libvpx-vp9"
    }

    /// ffmpeg's output options for frames of `width`×`height`, up to (not including) the output name.
    func outputArguments(width: Int, height: Int) -> [String] {
        var arguments: [String] = []
        if container == .gif {
            // A palette made from these frames, not a fixed one.
            arguments += [
                "-vf", "split[frames][copy];[copy]palettegen=stats_mode=full[palette];[frames][palette]paletteuse",
            ]
        } else if padsToEven(width: width, height: height) {
            arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"]
        }
        arguments += ["-c:v", resolvedCodec]
        if container != .gif { arguments += ["-pix_fmt", resolvedPixelFormat] }
        if let quality { arguments += ["-crf", String(quality)] }
        if resolvedCodec == "libvpx-vp9" {
            // Constant quality needs the bitrate cap off; without a CRF VP9 would aim at 256 kb/s.
            arguments += (quality == nil ? ["-crf", "32"] : []) + ["-b:v", "0", "-row-mt", "1"]
        }
        if case .yuv420p(let matrix) = inputFormat {
            arguments += [
                "-color_range", "tv", "-colorspace", matrix.ffmpegTag, "-color_primaries", matrix.ffmpegTag,
                "-color_trc", matrix.ffmpegTag,
            ]
        }
        switch container {
        case .mp4, .mov: arguments += ["-movflags", "+faststart"]
        case .apng: arguments += ["-plays", "0"]
        case .gif: arguments += ["-loop", "0"]
        case .mkv, .webm: break
        }
        return arguments + extraArguments + ["-f", container.muxer]
    }
}
