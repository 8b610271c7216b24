import Foundation
import Segue

/// Renders frames of a transition and writes them as DIR/frame_NNNN.png (or as a pattern names them),
/// reusing one buffer.
final class FrameWriter {
    private let renderer: TransitionRenderer
    private let directory: String
    private let pattern: FramePattern
    private var frame: Image
    /// Frames written so far.
    private(set) var count = 0

    init(renderer: TransitionRenderer, directory: String, pattern: FramePattern = .standard) throws {
        self.renderer = renderer
        self.directory = directory
        self.pattern = pattern
        frame = try Image(width: renderer.renderer.width, height: renderer.renderer.height)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ImageError.unwritableFile(path: directory, reason: (error as NSError).localizedDescription)
        }
    }

    /// Renders `progress` and writes it as frame `index` (the next one by default).
    func write(progress: Double, index: Int? = nil) throws {
        try renderer.render(progress: progress, into: &frame)
        try frame.writePNG(toFile: "\(directory)/" + pattern.name(index ?? count))
        count += 1
    }
}
