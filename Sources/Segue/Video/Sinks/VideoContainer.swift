/// A video file kind Segue writes, chosen by the output's extension.
public enum VideoContainer: String, Sendable, CaseIterable {
    case mp4, mov, mkv, webm, gif, apng

    /// The container for a path's extension (any case), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// ffmpeg's name for the muxer (`-f`).
    var muxer: String {
        switch self {
        case .mkv: return "matroska"
        default: return rawValue
        }
    }

    /// The encoder used unless `--codec` names another.
    var defaultCodec: String {
        switch self {
        case .mp4, .mov, .mkv: return "libx264"
        case .webm: return "libvpx-vp9"
        case .gif: return "gif"
        case .apng: return "apng"
        }
    }

    /// The pixel format stored unless `--pix-fmt` names another (a GIF's palette is made from the frames).
    var defaultPixelFormat: String {
        switch self {
        case .mp4, .mov, .mkv, .webm: return "yuv420p"
        case .gif: return "pal8"
        case .apng: return "rgba"
        }
    }

    /// The audio encoder for a soundtrack, or nil when the container holds none.
    var audioCodec: String? {
        switch self {
        case .mp4, .mov, .mkv: return "aac"
        case .webm: return "libopus"
        case .gif, .apng: return nil
        }
    }
}
