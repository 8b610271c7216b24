/// Framebuffers kept for reuse across frames, keyed by size and sampling.
///
/// Acquire one for a pass's output and release it once its last reader has drawn; the next
/// acquire of the same descriptor gets it back instead of creating GL objects.
/// Use only on the GL thread.
public final class FramebufferPool {
    private var free: [TextureDescriptor: [Framebuffer]] = [:]
    private let context: GLContext
    /// Framebuffers handed out and not yet released.
    public private(set) var inUse = 0
    /// The most framebuffers handed out at once since the last `resetPeak()`.
    public private(set) var peakInUse = 0

    public init(context: GLContext) {
        self.context = context
    }

    /// A framebuffer of `descriptor`, reused when one is free.
    public func acquire(_ descriptor: TextureDescriptor) throws -> Framebuffer {
        let framebuffer = try free[descriptor]?.popLast() ?? Framebuffer(descriptor, context: context)
        inUse += 1
        peakInUse = max(peakInUse, inUse)
        return framebuffer
    }

    /// Gives a framebuffer back for reuse.
    public func release(_ framebuffer: Framebuffer) {
        free[framebuffer.descriptor, default: []].append(framebuffer)
        inUse -= 1
    }

    /// Starts a new peak measurement (e.g. at the start of a frame).
    public func resetPeak() {
        peakInUse = inUse
    }
}
