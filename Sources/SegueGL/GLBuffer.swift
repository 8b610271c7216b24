import CGLES3

/// A GL buffer object (vertex data, or a pixel-pack buffer for asynchronous readback) owning its name.
public final class GLBuffer: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    private let object: GLObject
    /// The GL name, for binding.
    var name: GLuint { object.name }
    /// Size in bytes.
    public let size: Int

    /// Creates a pixel-pack buffer of `size` bytes, for asynchronous readback; call inside `GLContext.perform`.
    public convenience init(pixelPackSize size: Int, context: GLContext) throws {
        try self.init(size: size, target: GLenum(GL_PIXEL_PACK_BUFFER), context: context)
    }

    /// Creates a pixel-unpack buffer of `size` bytes, for streaming uploads; call inside `GLContext.perform`.
    public convenience init(pixelUnpackSize size: Int, context: GLContext) throws {
        try self.init(
            size: size, target: GLenum(GL_PIXEL_UNPACK_BUFFER), usage: GLenum(GL_STREAM_DRAW), context: context)
    }

    /// Creates a buffer of `size` bytes for `target` (e.g. `GL_PIXEL_PACK_BUFFER`); call inside `GLContext.perform`.
    public init(size: Int, target: GLenum, usage: GLenum = GLenum(GL_STREAM_READ), context: GLContext) throws {
        object = try GLObject(context: context, generate: glGenBuffers, delete: deleting(glDeleteBuffers)) { name in
            glBindBuffer(target, name)
            glBufferData(target, GLsizeiptr(size), nil, usage)
            glBindBuffer(target, 0)
            try checkGLError("glBufferData(\(size) bytes)")
        }
        self.size = size
    }

    /// Starts copying `framebuffer`'s pixels into this pixel-pack buffer; the copy completes on
    /// the GPU's time (wait on a `Fence` before mapping).
    public func startReadback(from framebuffer: Framebuffer) throws {
        try startReadback(from: framebuffer, attachment: 0, offset: 0)
    }

    /// Starts copying `framebuffer`'s attachment `attachment` into this pixel-pack buffer at byte `offset`.
    public func startReadback(from framebuffer: Framebuffer, attachment: Int, offset: Int) throws {
        object.context.assertOnGLThread("a pixel buffer")
        let bytes = framebuffer.descriptor.width * framebuffer.descriptor.height * 4
        guard offset >= 0, offset + bytes <= size else {
            throw GLError.pixelCountMismatch(expected: offset + bytes, actual: size)
        }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        try framebuffer.readPixelsIntoBoundPackBuffer(attachment: attachment, offset: offset)
    }

    /// Copies `bytes` into the start of this pixel-unpack buffer, orphaning its old contents so
    /// that an upload still reading them does not stall the copy.
    public func fill(with bytes: UnsafeRawBufferPointer) throws {
        object.context.assertOnGLThread("a pixel buffer")
        guard bytes.count <= size else { throw GLError.pixelCountMismatch(expected: size, actual: bytes.count) }
        glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), name)
        defer { glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0) }
        let access = GLbitfield(GL_MAP_WRITE_BIT) | GLbitfield(GL_MAP_INVALIDATE_BUFFER_BIT)
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_UNPACK_BUFFER), 0, size, access) else {
            throw GLError.glCall(call: "glMapBufferRange", error: glErrorDescription())
        }
        mapped.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        glUnmapBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER))
    }

    /// Maps this pixel-pack buffer for reading and hands its bytes to `body`.
    public func withMappedBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        object.context.assertOnGLThread("a pixel buffer")
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, size, GLbitfield(GL_MAP_READ_BIT)) else {
            throw GLError.glCall(call: "glMapBufferRange", error: glErrorDescription())
        }
        defer { glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER)) }
        return try body(UnsafeRawBufferPointer(start: mapped, count: size))
    }
}
