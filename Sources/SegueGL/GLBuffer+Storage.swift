import CGLES3

extension GLBuffer {
    /// Creates a shader storage buffer of `size` zeroed bytes, which compute programs write and
    /// the CPU reads back; call inside `GLContext.perform`.
    public convenience init(storageSize size: Int, context: GLContext) throws {
        try self.init(
            size: size, target: GLenum(GL_SHADER_STORAGE_BUFFER), usage: GLenum(GL_DYNAMIC_READ), context: context)
        try zero()
    }

    /// Sets every byte of this storage buffer to zero.
    public func zero() throws {
        let zeros = [UInt8](repeating: 0, count: size)
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), name)
        defer { glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0) }
        glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, size, zeros)
        try checkGLError("glBufferSubData(\(size) bytes)")
    }

    /// Binds this storage buffer to `binding`, where a compute program's `layout(binding = N)` block reads it.
    public func bindStorage(to binding: Int) {
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), GLuint(binding), name)
    }

    /// Maps this storage buffer for reading and hands its bytes to `body`.
    public func withMappedStorage<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), name)
        defer { glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0) }
        guard let mapped = glMapBufferRange(GLenum(GL_SHADER_STORAGE_BUFFER), 0, size, GLbitfield(GL_MAP_READ_BIT))
        else {
            throw GLError.glCall(call: "glMapBufferRange", error: glErrorDescription())
        }
        defer { glUnmapBuffer(GLenum(GL_SHADER_STORAGE_BUFFER)) }
        return try body(UnsafeRawBufferPointer(start: mapped, count: size))
    }
}
