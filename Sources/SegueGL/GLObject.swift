import CGLES3

/// The name of one GL object and how to delete it: generated, set up and, if setting up fails,
/// deleted at once; otherwise deleted on the context's thread when the last owner lets go.
///
/// Every wrapper (Texture, Framebuffer, Sampler, GLBuffer, TimerQuery) owns its name through one,
/// so that no path creates an object without counting it or leaks one when a step fails.
final class GLObject: Sendable {
    /// The GL name.
    let name: GLuint
    let context: GLContext
    private let delete: @Sendable (GLuint) -> Void

    /// Generates a name with `generate`, runs `setUp` on it (with the object bound, if it binds),
    /// and deletes it with `delete` if `setUp` throws; call inside `GLContext.perform`.
    init(
        context: GLContext, generate: (GLsizei, UnsafeMutablePointer<GLuint>) -> Void,
        delete: @escaping @Sendable (GLuint) -> Void, setUp: (GLuint) throws -> Void
    ) throws {
        context.assertOnGLThread("a GL object's creation")
        var name: GLuint = 0
        generate(1, &name)
        do {
            try setUp(name)
        } catch {
            delete(name)
            throw error
        }
        self.name = name
        self.context = context
        self.delete = delete
        context.count { $0.objectsCreated += 1 }
    }

    deinit {
        let name = name
        let delete = delete
        context.deleteObjectLater { delete(name) }
    }
}

/// Adapts a `glDelete*(count, names)` entry point to deleting one name.
func deleting(_ delete: @escaping @Sendable (GLsizei, UnsafePointer<GLuint>) -> Void) -> @Sendable (GLuint) -> Void {
    { name in withUnsafePointer(to: name) { delete(1, $0) } }
}
