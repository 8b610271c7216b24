import Foundation

/// A video file used as a transition's input, as ffprobe describes it.
public struct Clip: Sendable, Equatable {
    /// The file.
    public var path: String
    /// Width of its pictures as shown (after any rotation its metadata asks for).
    public var width: Int
    /// Height of its pictures as shown.
    public var height: Int
    /// Length in seconds; 0 for a single picture (a still in a format only ffmpeg reads, such as WebP or BMP).
    public var duration: Double
    /// Its own frame rate (frames are taken at the output's rate, see `ClipTimeline`).
    public var frameRate: Double
    /// Whether it has a sound track.
    public var hasAudio: Bool
    /// Whether its pictures may have transparent pixels (an alpha or palette pixel format, or one
    /// ffprobe did not name), so that each must be premultiplied on upload.
    public var mayHaveAlpha: Bool
    /// The ffmpeg that decodes it.
    public var ffmpeg: String
    /// For 8-bit 4:2:0 pictures in a matrix Segue converts (BT.601 or BT.709), their colours:
    /// such clips are decoded as they are stored and converted on the GPU; nil for the rest,
    /// which ffmpeg converts to RGBA.
    var yuvColours: YUVColours?

    /// Reads `path`'s streams with the ffprobe beside `ffmpeg` (or on `PATH`).
    public init(contentsOfFile path: String, ffmpeg: String = "ffmpeg") throws(VideoError) {
        let ffmpegPath = try FFmpegLocation.resolve(ffmpeg, purpose: "reading clips")
        let probe = try FFprobe.describe(
            ["-show_streams", "-show_format"], on: path, ffmpeg: ffmpegPath,
            purpose: "reading clips", kind: "an image or clip", what: "ffprobe's description")
        guard let video = probe.streams.first(where: { $0.codec_type == "video" }),
            let width = video.width, let height = video.height, width > 0, height > 0
        else {
            throw .unreadableClip(path: path, reason: "no video stream")
        }
        let turned = abs(video.rotation) % 180 == 90
        self.path = path
        self.width = turned ? height : width
        self.height = turned ? width : height
        // Pictures (image2: WebP, BMP, TIFF, …) have no length, or a frame's; they play as stills.
        let length = Double(video.duration ?? probe.format?.duration ?? "") ?? 0
        duration =
            probe.format?.format_name?.hasSuffix("_pipe") == true || probe.format?.format_name == "image2"
                || video.nb_frames == "1" ? 0 : length
        frameRate = FFprobe.ratio(video.avg_frame_rate) ?? FFprobe.ratio(video.r_frame_rate) ?? 0
        hasAudio = probe.streams.contains { $0.codec_type == "audio" }
        mayHaveAlpha = video.pix_fmt.map(Self.hasAlpha) ?? true
        yuvColours = Self.yuvColours(pixelFormat: video.pix_fmt, space: video.color_space, range: video.color_range)
        self.ffmpeg = ffmpegPath
    }

    /// A clip described as given rather than probed, for timelines planned without the file.
    init(
        path: String, width: Int, height: Int, duration: Double, frameRate: Double, hasAudio: Bool = false,
        mayHaveAlpha: Bool = false, ffmpeg: String = "ffmpeg", yuvColours: YUVColours? = nil
    ) {
        self.path = path
        self.width = width
        self.height = height
        self.duration = duration
        self.frameRate = frameRate
        self.hasAudio = hasAudio
        self.mayHaveAlpha = mayHaveAlpha
        self.ffmpeg = ffmpeg
        self.yuvColours = yuvColours
    }

    /// Whether it is one picture, shown for as long as it is needed like a PNG or JPEG still.
    public var isStill: Bool { duration <= 0 }

    /// Its length as a timeline counts it: nil for a still.
    public var playingLength: Double? { isStill ? nil : duration }

    /// Whether ffmpeg pixel format `name` carries alpha (rgba, yuva420p, gbrap, ya8, …) or a palette.
    private static func hasAlpha(_ name: String) -> Bool {
        ["yuva", "gbrap", "ya8", "ya16", "pal8", "rgba", "bgra", "argb", "abgr"].contains { name.hasPrefix($0) }
    }

    /// The colours of a picture stored as `pixelFormat`, when it is 8-bit 4:2:0 in BT.601 or
    /// BT.709. An untagged matrix is BT.601, as ffmpeg's own conversion takes it.
    private static func yuvColours(pixelFormat: String?, space: String?, range: String?) -> YUVColours? {
        guard let pixelFormat, ["yuv420p", "yuvj420p", "nv12"].contains(pixelFormat) else { return nil }
        let matrix: YUVMatrix
        switch space ?? "unknown" {
        case "bt709": matrix = .bt709
        case "bt470bg", "smpte170m", "unknown": matrix = .bt601
        default: return nil
        }
        return YUVColours(matrix: matrix, fullRange: pixelFormat == "yuvj420p" || range == "pc")
    }
}

extension Clip {
    /// Whether `path` holds an image Segue decodes itself (PNG or JPEG, by its first bytes; an
    /// unreadable file too, so that the image decoder reports it) rather than something for ffmpeg.
    public static func isImageFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 8)) ?? Data())
        return head.starts(with: [0x89, 0x50, 0x4E, 0x47]) || head.starts(with: [0xFF, 0xD8, 0xFF]) || head.isEmpty
    }
}

extension Clip {
    /// The frame rate the moving ones among `clips` share (within 0.01 fps), what an output
    /// joining them keeps by default; nil when there is none or they differ.
    public static func sharedFrameRate(of clips: [Clip]) -> Double? {
        let rates = clips.filter { !$0.isStill }.map(\.frameRate).filter { $0 > 0 }
        guard let first = rates.first, rates.allSatisfy({ abs($0 - first) < 0.01 }) else { return nil }
        return first
    }
}
