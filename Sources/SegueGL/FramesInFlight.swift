/// Bounds how far the CPU runs ahead of the GPU: a fence after each frame's commands, and
/// before a frame starts, a wait for the frame `depth` frames back. Frame N+1 is submitted while
/// frame N is still being drawn, and no more than `depth` frames queue up. Use on the GL thread.
public final class FramesInFlight {
    /// The most frames submitted and not yet complete.
    public let depth: Int
    private let context: GLContext
    private var fences: [Fence?]
    private var started = 0

    /// Frames after frames, at most `depth` (at least 1) in flight.
    public init(depth: Int, context: GLContext) {
        self.depth = max(depth, 1)
        self.context = context
        fences = Array(repeating: nil, count: self.depth)
    }

    /// Before a frame's commands: waits until the frame `depth` frames back is complete.
    public func startFrame() throws {
        try fences[started % depth]?.wait()
        fences[started % depth] = nil
    }

    /// After a frame's commands: fences them, so that a later `startFrame` can wait for them.
    public func endFrame() throws {
        fences[started % depth] = try Fence(context: context)
        started += 1
    }
}
