/// Why a clip could not be written or read.
public enum VideoError: Error, Equatable, Sendable {
    /// The ffmpeg executable was not found.
    case ffmpegNotFound(name: String, purpose: String)
    /// ffmpeg (encoding or decoding) ended badly; `detail` is its own last error line.
    case ffmpegFailed(purpose: String, ending: String, detail: String?)
    /// An output path whose extension names no container Segue writes.
    case unknownContainer(path: String)
    /// Frames could not be written to `destination`.
    case writeFailed(destination: String, reason: String)
    /// A clip ffprobe could not read, or one without a video stream.
    case unreadableClip(path: String, reason: String)
    /// A frame rate, size or option that the output cannot take.
    case invalidSettings(String)
}

extension VideoError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .ffmpegNotFound(let name, let purpose):
            return "\(name) not found (needed for \(purpose)); install ffmpeg or give its path with --ffmpeg"
        case .ffmpegFailed(let purpose, let ending, let detail):
            return "ffmpeg failed \(purpose) (\(ending))" + (detail.map { ": \($0)" } ?? "")
        case .unknownContainer(let path):
            return "\(path): unknown video container; Segue writes "
                + VideoContainer.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        case .writeFailed(let destination, let reason):
            return "cannot write frames to \(destination): \(reason)"
        case .unreadableClip(let path, let reason):
            return "\(path): \(reason)"
        case .invalidSettings(let message):
            return message
        }
    }
}
