import CGLES3

/// A linked compute program (OpenGL ES 3.1) that owns its GL name: for work that gathers over
/// a whole image into a few numbers, such as a histogram, where a fragment pass cannot scatter.
public final class ComputeProgram: GLProgram, @unchecked Sendable {
    // Sendable is sound: as for GLProgram, used only on the context's thread; it adds no state.
    /// Compiles and links `source`; call inside `GLContext.perform`. A context below ES 3.1 has
    /// no compute shaders, which the error says.
    public init(source: String, context: GLContext) throws {
        guard context.info.supportsCompute else {
            throw GLError.glCall(
                call: "compute shaders", error: "need OpenGL ES 3.1; the context is \(context.info.version)")
        }
        try super.init(stages: [(GLenum(GL_COMPUTE_SHADER), source, "compute")], context: context)
    }

    /// Runs `x`×`y` work groups, then makes their writes visible to what `barriers` names (by
    /// default storage buffers, to mapping and to later shaders).
    public func dispatch(
        x: Int, y: Int = 1,
        then barriers: GLbitfield = GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT) | GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT)
    ) throws {
        glDispatchCompute(GLuint(x), GLuint(y), 1)
        glMemoryBarrier(barriers)
        try checkGLError("glDispatchCompute(\(x), \(y), 1)")
        context.count { $0.drawCalls += 1 }
    }
}

extension GLInfo {
    /// Whether the context has compute shaders and storage buffers: `GL_VERSION` says OpenGL ES 3.1 or later.
    public var supportsCompute: Bool {
        // "OpenGL ES 3.2 Mesa 22.3.6", "OpenGL ES 3.2 NVIDIA 550.54"
        let parts = version.split(separator: " ")
        guard parts.count >= 3, parts[0] == "OpenGL", parts[1] == "ES" else { return false }
        let numbers = parts[2].split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return false }
        return (numbers[0], numbers[1]) >= (3, 1)
    }
}

extension Texture {
    /// Binds level 0 to image unit `unit` for compute shaders to write with `imageStore`; call
    /// inside `GLContext.perform`. The texture's storage is immutable, as image units require.
    public func bindForWriting(toImageUnit unit: Int) {
        glBindImageTexture(
            GLuint(unit), name, 0, GLboolean(GL_FALSE), 0, GLenum(GL_WRITE_ONLY), descriptor.format.internalFormat)
    }
}
