/// Bounds how far the CPU runs ahead of the GPU: a fence after every few frames' commands, and
/// before a frame starts, a wait for the fence `depth` fences back. Frame N+1 is submitted while
/// frame N is still being drawn, and no more than `depth × framesPerFence` frames queue up. Use
/// on the GL thread.
public final class FramesInFlight {
    /// Where fences go and how many are kept.
    public struct Fencing: Sendable, Equatable, CustomStringConvertible {
        /// Frames between fences: a sync object costs microseconds, a short GPU frame less.
        public var framesPerFence: Int
        /// Fences in flight: a group of frames starts once the group `depth` groups back is complete.
        public var depth: Int

        /// Fences every `framesPerFence` frames (at least 1), `depth` (at least 1) of them in flight.
        public init(framesPerFence: Int, depth: Int) {
            self.framesPerFence = max(framesPerFence, 1)
            self.depth = max(depth, 1)
        }

        public var description: String {
            "a fence every \(framesPerFence) frame\(framesPerFence == 1 ? "" : "s"), \(depth) in flight"
        }
    }

    /// Where fences go.
    public let fencing: Fencing
    private let context: GLContext
    private var fences: [Fence?]
    private var started = 0

    /// Frames after frames, fenced as `fencing` says.
    public init(_ fencing: Fencing, context: GLContext) {
        self.fencing = fencing
        self.context = context
        fences = Array(repeating: nil, count: fencing.depth)
    }

    private var group: Int { started / fencing.framesPerFence }

    /// Before a frame's commands: at the start of a group, waits until the group `depth` groups back is complete.
    public func startFrame() throws {
        guard started % fencing.framesPerFence == 0 else { return }
        try fences[group % fencing.depth]?.wait()
        fences[group % fencing.depth] = nil
    }

    /// After a frame's commands: at the end of a group, fences the group.
    public func endFrame() throws {
        defer { started += 1 }
        guard (started + 1) % fencing.framesPerFence == 0 else { return }
        fences[group % fencing.depth] = try Fence(context: context)
    }
}
