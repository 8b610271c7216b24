import CGLES3

/// A GPU fence: signalled once every command issued before it has completed.
public final class Fence: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    private var sync: GLsync?
    private let context: GLContext

    /// Inserts a fence after the commands issued so far; call inside `GLContext.perform`.
    public init(context: GLContext) throws {
        sync = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
        self.context = context
        guard sync != nil else { throw GLError.glCall(call: "glFenceSync", error: "no fence returned") }
    }

    deinit {
        guard let sync else { return }
        let address = UInt(bitPattern: sync)
        context.deleteLater { glDeleteSync(GLsync(bitPattern: address)) }
    }

    /// Blocks until the fence is signalled (flushing first, so it surely will be).
    public func wait() throws {
        guard let sync else { return }
        while true {
            let status = glClientWaitSync(sync, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 1_000_000_000)
            switch Int32(status) {
            case GL_ALREADY_SIGNALED, GL_CONDITION_SATISFIED: return
            case GL_TIMEOUT_EXPIRED: continue
            default: throw GLError.glCall(call: "glClientWaitSync", error: glErrorName(glGetError()))
            }
        }
    }
}
