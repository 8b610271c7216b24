import CGLES3

/// A GL buffer object (vertex data, or a pixel-pack buffer for asynchronous readback) owning its name.
public final class GLBuffer: @unchecked Sendable {
    /// The GL name, for binding.
    public let name: GLuint
    /// Size in bytes.
    public let size: Int
    private let context: GLContext

    /// Creates a buffer of `size` bytes for `target` (e.g. `GL_PIXEL_PACK_BUFFER`); call inside `GLContext.perform`.
    public init(size: Int, target: GLenum, usage: GLenum = GLenum(GL_STREAM_READ), context: GLContext) throws {
        var name: GLuint = 0
        glGenBuffers(1, &name)
        glBindBuffer(target, name)
        glBufferData(target, GLsizeiptr(size), nil, usage)
        glBindBuffer(target, 0)
        do {
            try checkGLError("glBufferData(\(size) bytes)")
        } catch {
            glDeleteBuffers(1, &name)
            throw error
        }
        self.name = name
        self.size = size
        self.context = context
        context.count { $0.objectsCreated += 1 }
    }

    deinit {
        let name = name
        context.deleteLater {
            var name = name
            glDeleteBuffers(1, &name)
        }
    }
}
