import Foundation

/// Reads one effect file in any supported format.
enum EffectFileLoader {
    static let fileExtensions: Set<String> = ["glsl", "frag", "fsh"]

    /// Whether `path` names a behaviour file (a layer transition in JSON) rather than a shader.
    static func isBehaviourFile(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "json"
    }

    /// Every effect the file declares: several for a native file with `@variant`s, else one.
    static func load(source: String, file: String) throws(EffectError) -> [EffectDescription] {
        if ShaderFileParser.hasHeader(source) {
            return try ShaderFileParser.parse(source, file: file)
        }
        if let foreign = try ForeignShaderParser.parse(source, file: file) {
            return [foreign]
        }
        throw .malformedShader(
            file: file, line: 1,
            message: "not an effect: give it a '// @name' header and vec4 effect(vec2 uv), or define vec4 transition(vec2 uv) (gl-transitions), or write gl_FragColor from inputImageTexture (GPUImage)")
    }
}
