/// Every failure of the GL layer, each carrying what a user needs to act on it.
public enum GLError: Error, Equatable, Sendable {
    /// No EGL platform gave a usable OpenGL ES 3 context; `attempts` says why each one failed.
    case noUsableEGL(attempts: [PlatformAttempt])
    /// `SEGUE_EGL_PLATFORM` names no known platform.
    case unknownPlatform(String)
    /// `SEGUE_PASS_STAGE` names no known stage.
    case unknownPassStage(String)
    /// A GL call left an error flag set.
    case glCall(call: String, error: String)
    /// A shader stage did not compile; `log` is the driver's message.
    case shaderCompile(stage: String, log: String)
    /// A program did not link; `log` is the driver's message.
    case programLink(log: String)
    /// A framebuffer is not complete; `status` names the GL status.
    case framebufferIncomplete(status: String)
    /// A texture or framebuffer size is zero, negative or larger than the driver allows.
    case invalidSize(width: Int, height: Int, maximum: Int)
    /// Pixel data does not match the texture it is meant for.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// The GL context was lost mid-run; `reason` says how.
    case contextLost(reason: String)
    /// The context was closed (`GLContext.close()`, as the process exits) before this call.
    case contextClosed

    /// One platform the engine tried, and why it could not be used.
    public struct PlatformAttempt: Equatable, Sendable, CustomStringConvertible {
        /// The platform tried.
        public var platform: EGLPlatform
        /// Why it failed.
        public var reason: String

        public var description: String { "\(platform.rawValue): \(reason)" }
    }
}

extension GLError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noUsableEGL(let attempts):
            return "no usable EGL platform (tried " + attempts.map(\.description).joined(separator: "; ") + ")"
        case .unknownPlatform(let name):
            return "SEGUE_EGL_PLATFORM=\(name) is not a platform; use device, gbm or surfaceless"
        case .unknownPassStage(let name):
            return "SEGUE_PASS_STAGE=\(name) is not a stage; use fragment or compute"
        case .glCall(let call, let error):
            return "\(call) failed with \(error)"
        case .shaderCompile(let stage, let log):
            return "\(stage) shader did not compile: \(log)"
        case .programLink(let log):
            return "program did not link: \(log)"
        case .framebufferIncomplete(let status):
            return "framebuffer incomplete: \(status)"
        case .invalidSize(let width, let height, let maximum):
            return "size \(width)x\(height) is not between 1x1 and \(maximum)x\(maximum)"
        case .pixelCountMismatch(let expected, let actual):
            return "expected \(expected) bytes of pixels, got \(actual)"
        case .contextClosed:
            return "the GL context was closed (the program is exiting)"
        case .contextLost(let reason):
            return "the GL context was lost (\(reason)); nothing more can be drawn with it: run again"
        }
    }
}
