import Segue

/// Frames as PNG files in a directory, named by a pattern: the sink `render` uses for a frame
/// sequence when its inputs are clips.
final class PNGSequenceSink: FrameSink {
    let pixelFormat = FramePixelFormat.rgba
    private let directory: String
    private let pattern: FramePattern
    private let width: Int
    private let height: Int
    private var count = 0

    init(directory: String, pattern: FramePattern, width: Int, height: Int) throws {
        self.directory = directory
        self.pattern = pattern
        self.width = width
        self.height = height
        try FrameWriter.createDirectory(directory)
    }

    func append(_ frame: UnsafeRawBufferPointer) throws {
        try Image(width: width, height: height, pixels: Array(frame)).writePNG(toFile: "\(directory)/" + pattern.name(count))
        count += 1
    }

    func finish() {}

    /// Frames already written stay: a sequence is written in place, as without clips.
    func cancel() {}
}
