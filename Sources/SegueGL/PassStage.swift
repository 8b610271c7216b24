/// How a full-screen pass fills its targets: as a fragment shader drawn over a triangle, or as
/// the same code rewritten into a compute shader that stores each pixel (`ComputeVariant`).
///
/// On most GPUs the two cost about the same. On datacenter GPUs (NVIDIA's H100 runs fragment
/// shaders on a few of its 132 multiprocessors only) a compute dispatch is twenty times faster;
/// on a software rasterizer (llvmpipe) a dispatch does the same work with less overlap.
public enum PassStage: String, CaseIterable, Sendable {
    /// A fragment shader over a full-screen triangle (OpenGL ES 3.0).
    case fragment
    /// A compute shader with one invocation per pixel (OpenGL ES 3.1).
    case compute

    /// The environment variable that forces one stage for every pass that can run as it.
    public static let environmentVariable = "SEGUE_PASS_STAGE"

    /// The stage `SEGUE_PASS_STAGE` forces, or nil when it is unset or empty.
    public static func forced(environment: [String: String]) throws(GLError) -> PassStage? {
        guard let forced = environment[environmentVariable], !forced.isEmpty else { return nil }
        guard let stage = PassStage(rawValue: forced.lowercased()) else { throw .unknownPassStage(forced) }
        return stage
    }

    /// The stage passes run as by default on `info`'s device: compute on a GPU with OpenGL ES
    /// 3.1, fragment on a software rasterizer or an OpenGL ES 3.0 context.
    public static func preferred(for info: GLInfo) -> PassStage {
        info.supportsCompute && !info.isSoftwareRasterizer ? .compute : .fragment
    }
}

extension GLInfo {
    /// Whether the renderer is a rasterizer running on the CPU (Mesa's llvmpipe or softpipe,
    /// SwiftShader), where the "GPU" is the processor's cores.
    public var isSoftwareRasterizer: Bool {
        let name = renderer.lowercased()
        return ["llvmpipe", "softpipe", "swiftshader", "swrast"].contains { name.contains($0) }
    }
}
