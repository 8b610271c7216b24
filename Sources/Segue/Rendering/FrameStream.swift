import CGLES3
import SegueGL

/// Streams frames out without stalling on each readback: every frame is read into one of a
/// ring of pixel-pack buffers behind a fence, and copied out `depth - 1` frames later, when the
/// GPU has long finished it. For sinks that take every frame (files, a video pipe).
///
///     let stream = try FrameStream(renderer: transition.renderer)
///     for p in progresses {
///         transition.graph.setProgress(p)
///         if try stream.submit(into: &frame) { write(frame) }  // an earlier frame, in order
///     }
///     try stream.drain { write($0) }
public final class FrameStream: @unchecked Sendable {
    private let renderer: GraphRenderer
    private let context: GLContext
    private let buffers: [GLBuffer]
    private var fences: [Fence?]
    private var submitted = 0
    private var delivered = 0

    /// A stream over `renderer`'s output with `depth` frames in flight (at least 2).
    public init(renderer: GraphRenderer, depth: Int = 3) throws(SegueError) {
        self.renderer = renderer
        context = renderer.glContext
        let size = renderer.width * renderer.height * 4
        let context = context
        buffers = try GraphRenderer.mapErrors {
            try context.perform {
                try (0..<max(depth, 2)).map { _ in
                    try GLBuffer(size: size, target: GLenum(GL_PIXEL_PACK_BUFFER), context: context)
                }
            }
        }
        fences = Array(repeating: nil, count: buffers.count)
    }

    /// Frames submitted but not yet delivered.
    public var inFlight: Int { submitted - delivered }

    /// Draws a frame with the graph's current values and starts its readback; when the ring is
    /// full, first copies the oldest frame into `image` and returns true.
    public func submit(into image: inout Image) throws(SegueError) -> Bool {
        var deliveredOne = false
        if inFlight == buffers.count {
            try deliverOldest(into: &image)
            deliveredOne = true
        }
        try renderer.drawForReadback { target in
            let slot = self.submitted % self.buffers.count
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), self.buffers[slot].name)
            try target.readPixelsIntoBoundPackBuffer()
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
            self.fences[slot] = try Fence(context: self.context)
        }
        submitted += 1
        return deliveredOne
    }

    /// Delivers every frame still in flight, oldest first.
    public func drain(_ deliver: (Image) throws -> Void) throws {
        var image = try Image(width: renderer.width, height: renderer.height)
        while inFlight > 0 {
            try deliverOldest(into: &image)
            try deliver(image)
        }
    }

    private func deliverOldest(into image: inout Image) throws(SegueError) {
        if image.width != renderer.width || image.height != renderer.height {
            image = try Image(width: renderer.width, height: renderer.height)
        }
        let slot = delivered % buffers.count
        try GraphRenderer.mapErrors {
            try context.perform {
                try self.fences[slot]?.wait()
                self.fences[slot] = nil
                glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), self.buffers[slot].name)
                defer {
                    glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
                    glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
                }
                guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, self.buffers[slot].size, GLbitfield(GL_MAP_READ_BIT)) else {
                    throw GLError.glCall(call: "glMapBufferRange", error: glErrorDescription())
                }
                image.pixels.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapped, count: self.buffers[slot].size)) }
            }
        }
        delivered += 1
    }
}
