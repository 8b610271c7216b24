import Foundation
import Segue

/// The two images as raw RGBA files that ffmpeg reads, one pair per size.
final class FFmpegInputs {
    let size: FrameSize
    let fromPath: String
    let toPath: String
    private let directory: URL

    init(images: (from: Image, to: Image), size: FrameSize) throws {
        self.size = size
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bench-\(ProcessInfo.processInfo.processIdentifier)-\(size)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        fromPath = directory.appendingPathComponent("from.rgba").path
        toPath = directory.appendingPathComponent("to.rgba").path
        try Data(images.from.pixels).write(to: URL(fileURLWithPath: fromPath))
        try Data(images.to.pixels).write(to: URL(fileURLWithPath: toPath))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
