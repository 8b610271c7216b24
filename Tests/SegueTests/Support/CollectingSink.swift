import Segue

/// A sink keeping every frame's bytes in memory.
final class CollectingSink: FrameSink {
    let pixelFormat: FramePixelFormat
    private(set) var frames: [[UInt8]] = []
    private(set) var finished = false
    private(set) var cancelled = false

    init(_ format: FramePixelFormat = .rgba) {
        pixelFormat = format
    }

    func append(_ frame: UnsafeRawBufferPointer) throws { frames.append(Array(frame)) }
    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}
