/// How a frame's bytes are laid out when it leaves the GPU.
public enum FramePixelFormat: Sendable, Hashable {
    /// RGBA8, straight alpha, top row first: 4 bytes per pixel.
    case rgba
    /// Planar Y′CbCr 4:2:0, limited range, as ffmpeg's `yuv420p`: a full-size Y plane, then Cb
    /// and Cr planes of ⌈width/2⌉×⌈height/2⌉; about 1.5 bytes per pixel. Transparent pixels are
    /// shown over black.
    case yuv420p(YUVMatrix)

    /// The bytes one frame of `width`×`height` takes.
    public func frameSize(width: Int, height: Int) -> Int {
        switch self {
        case .rgba: return width * height * 4
        case .yuv420p: return width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
        }
    }

    /// ffmpeg's name for the layout (`-pix_fmt`).
    public var ffmpegName: String {
        switch self {
        case .rgba: return "rgba"
        case .yuv420p: return "yuv420p"
        }
    }
}

/// The RGB → Y′CbCr matrix of a 4:2:0 frame.
public enum YUVMatrix: String, Sendable, Hashable {
    /// ITU-R BT.709, for clips whose container says so (ffmpeg tags them `bt709`).
    case bt709
    /// ITU-R BT.601, what readers assume of a stream that cannot say (Y4M, NUT).
    case bt601

    /// Luma weights of R, G and B.
    var lumaWeights: SIMD3<Float> {
        switch self {
        case .bt709: return SIMD3(0.2126, 0.7152, 0.0722)
        case .bt601: return SIMD3(0.299, 0.587, 0.114)
        }
    }

    /// ffmpeg's name for it in a clip's colour tags (`-colorspace`, `-color_primaries`, `-color_trc`).
    var ffmpegTag: String {
        switch self {
        case .bt709: return "bt709"
        case .bt601: return "smpte170m"
        }
    }
}
