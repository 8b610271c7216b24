import Foundation
import Segue

/// What `render --out PATH` writes, decided by the path alone.
package enum OutputTarget: Equatable {
    /// Frames in `directory`, named by `pattern`.
    case sequence(directory: String, pattern: FramePattern)
    /// One image, written in `format`.
    case image(path: String, format: ImageFormat)
    /// A clip, encoded by ffmpeg into `container`.
    case video(path: String, container: VideoContainer)
    /// Frames on standard output (`--out -`), in the layout `--format` names.
    case standardOutput
    /// A YUV4MPEG2 file, written without ffmpeg.
    case y4m(path: String)

    package enum ImageFormat: Equatable { case png, jpeg }

    static let imageExtensions: [String: ImageFormat] = ["png": .png, "jpg": .jpeg, "jpeg": .jpeg]

    /// Reads `path`: an existing directory or one ending in `/` or without an extension holds frames;
    /// a name with `%04d` is a frame pattern; `.png`, `.jpg` and `.jpeg` are one image; the video
    /// containers' extensions are clips; `-` is standard output.
    package init(path: String) throws(JobOptionError) {
        if path == "-" {
            self = .standardOutput
            return
        }
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let fileExtension = url.pathExtension.lowercased()
        if name.contains("%") {
            guard let pattern = FramePattern(fileName: name), Self.imageExtensions[fileExtension] == .png else {
                throw JobOptionError(
                    "--out \(path): a frame pattern has one %d or %04d and ends in .png, as frames/%04d.png")
            }
            let slash = path.lastIndex(of: "/")
            self = .sequence(directory: slash.map { String(path[..<$0]) } ?? ".", pattern: pattern)
        } else if path.hasSuffix("/") || Self.isDirectory(path) || fileExtension.isEmpty {
            self = .sequence(
                directory: path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, pattern: .standard)
        } else if let format = Self.imageExtensions[fileExtension] {
            self = .image(path: path, format: format)
        } else if fileExtension == "y4m" {
            self = .y4m(path: path)
        } else if let container = VideoContainer(path: path) {
            self = .video(path: path, container: container)
        } else {
            let clips = (VideoContainer.allCases.map(\.rawValue) + ["y4m"]).map { ".\($0)" }.joined(separator: ", ")
            throw JobOptionError(
                "--out \(path): unknown output kind; give a directory or a pattern such as frames/%04d.png for frames, a clip (\(clips)), - for standard output, or a .png, .jpg or .jpeg file with --progress"
            )
        }
        // Said before any work, and not as the encoder's complaint about its temporary file.
        switch self {
        case .image(let path, _), .video(let path, _), .y4m(let path):
            let folder = url.deletingLastPathComponent().path
            guard Self.isDirectory(folder) else {
                throw JobOptionError("--out \(path): the folder \(folder) does not exist")
            }
        case .sequence, .standardOutput: break
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
