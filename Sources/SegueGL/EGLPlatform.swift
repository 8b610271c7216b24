/// The EGL platforms a headless context can be opened on, in the order the engine tries them.
public enum EGLPlatform: String, CaseIterable, Sendable {
    /// `EGL_EXT_platform_device`: a GPU enumerated by EGL itself (how NVIDIA's driver runs headless).
    case device
    /// `EGL_KHR_platform_gbm` on a DRM render node (`/dev/dri/renderD*`), as Mesa's GPU drivers do.
    case gbm
    /// `EGL_MESA_platform_surfaceless`: no device at all; Mesa renders with llvmpipe on the CPU.
    case surfaceless

    /// The environment variable that forces one platform.
    public static let environmentVariable = "SEGUE_EGL_PLATFORM"

    /// The platforms to try: the one `SEGUE_EGL_PLATFORM` forces, or all of them in order.
    public static func candidates(environment: [String: String]) throws -> [EGLPlatform] {
        guard let forced = environment[environmentVariable], !forced.isEmpty else { return allCases }
        guard let platform = EGLPlatform(rawValue: forced.lowercased()) else {
            throw GLError.unknownPlatform(forced)
        }
        return [platform]
    }
}

/// What a context runs on, as reported by EGL and GL.
public struct GLInfo: Sendable, Equatable {
    /// The EGL platform the context was opened on.
    public var platform: EGLPlatform
    /// Which device or node, where the platform has one (e.g. `/dev/dri/renderD128`).
    public var device: String
    /// `GL_VENDOR`.
    public var vendor: String
    /// `GL_RENDERER`.
    public var renderer: String
    /// `GL_VERSION`.
    public var version: String
    /// `GL_SHADING_LANGUAGE_VERSION`.
    public var shadingLanguageVersion: String
    /// `GL_MAX_TEXTURE_SIZE`.
    public var maxTextureSize: Int
    /// GL extensions, for capability checks above the GL ES 3.0 floor.
    public var extensions: Set<String>
}
