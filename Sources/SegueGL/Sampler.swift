import CGLES3

/// A sampler object (filtering and wrapping for a texture unit) that owns its GL name.
///
/// Binding one texture to two units with a nearest and a linear sampler lets a shader read it
/// both exactly and filtered through plain `texture()` calls, the fastest read on llvmpipe.
public final class Sampler: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    private let object: GLObject
    /// The GL name, for `glBindSampler`.
    var name: GLuint { object.name }
    /// How `texture()` reads through this sampler filter.
    public let filter: TextureFilter

    /// Creates a clamp-to-edge sampler; call inside `GLContext.perform`.
    public init(filter: TextureFilter, context: GLContext) throws {
        object = try GLObject(context: context, generate: glGenSamplers, delete: deleting(glDeleteSamplers)) { name in
            let mode = filter == .linear ? GL_LINEAR : GL_NEAREST
            glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), mode)
            glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), mode)
            glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            try checkGLError("glGenSamplers")
        }
        self.filter = filter
    }

    /// Binds this sampler to texture unit `unit`.
    public func bind(to unit: Int) {
        glBindSampler(GLuint(unit), name)
    }
}
