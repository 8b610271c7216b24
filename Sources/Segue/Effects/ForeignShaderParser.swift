import Foundation
import SegueGL

/// Reads gl-transitions and GPUImage-style shaders so they run unchanged.
///
/// Both are normalized onto the native sampling functions, keeping every line where the author
/// wrote it (declarations the engine replaces become empty lines), so compiler messages still
/// point at the author's lines:
/// - gl-transitions: `getFromColor`/`getToColor` read bilinearly (they are `texture2D` there),
///   a `uniform sampler2D` becomes an extra image input, `texture2D` becomes `texture`;
/// - GPUImage: `inputImageTexture(2)` and `textureCoordinate(2)` become the pass's own, and
///   `gl_FragColor` its output.
enum ForeignShaderParser {
    /// The effect in `source`, or nil when it is in neither foreign format.
    static func parse(_ source: String, file: String) throws(EffectError) -> EffectDescription? {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        var prelude: [String] = []
        guard var effect = try parseForm(ES1Source.compatible(source), name: name, file: file, prelude: &prelude) else {
            return nil
        }
        if let deferred = GlobalInitializers.deferringInitializers(in: effect.source, prelude: prelude) {
            effect.source = deferred
            effect.initializesGlobals = true
        }
        return effect
    }

    /// The effect in `source` in either form; `prelude` gets statements `main` must run first.
    private static func parseForm(
        _ source: String, name: String, file: String, prelude: inout [String]
    ) throws(EffectError) -> EffectDescription? {
        let declarations = try UniformDeclaration.all(in: source, file: file)
        if GLSLTokenizer.definesFunction("transition", in: source) {
            return try glTransition(source, name: name, file: file, declarations: declarations)
        }
        if GLSLTokenizer.uses("gl_FragColor", in: source), GLSLTokenizer.definesFunction("main", in: source) {
            return try gpuImage(source, name: name, file: file, declarations: declarations, prelude: &prelude)
        }
        return nil
    }

    private static func parameter(
        _ declaration: UniformDeclaration, file: String
    ) throws(EffectError) -> EffectParameter {
        guard let type = ParameterType(rawValue: declaration.type), type != .color, type != .image else {
            throw .malformedShader(
                file: file, line: declaration.line,
                message:
                    "uniform type \(declaration.type) is not supported; use float, int, bool, vec2-4, ivec2-4, mat3, mat4 or sampler2D"
            )
        }
        var value = type.zero
        if let text = declaration.defaultText {
            guard let parsed = type.parse(text) else {
                throw .malformedShader(
                    file: file, line: declaration.line,
                    message: "default '\(text)' of \(declaration.name) is not \(type.expectedForm)")
            }
            value = parsed
        }
        return EffectParameter(
            name: declaration.name, type: type, defaultValue: value, range: nil, summary: declaration.annotation,
            declaredInBody: true)
    }

    private static func glTransition(
        _ source: String, name: String, file: String, declarations: [UniformDeclaration]
    ) throws(EffectError) -> EffectDescription {
        var blank: Set<Int> = []
        var inputs = ["from", "to"]
        var parameters = [
            EffectParameter(
                name: "progress", type: .float, defaultValue: .float(0), range: 0...1,
                summary: "How far the transition has gone, 0 to 1.")
        ]
        for declaration in declarations {
            switch declaration.name {
            case "progress", "ratio", "from", "to":
                blank.insert(declaration.line)  // the engine provides these
            case _ where declaration.type == "sampler2D":
                inputs.append(declaration.name)
                blank.insert(declaration.line)
            default:
                parameters.append(try parameter(declaration, file: file))
            }
        }
        var renames = ["getFromColor": "getFromColorLinear", "getToColor": "getToColorLinear", "texture2D": "texture"]
        var samplerCalls: [String: String] = [:]
        for input in inputs.dropFirst(2) { samplerCalls[input] = GLSLNames.linearReader(input) }
        renames["texture2D"] = "texture"
        let normalized = GLSLTokenizer.rename(
            GLSLTokenizer.rewriteSamplerCalls(blankLines(blank, in: source), samplerCalls), renames)
        return EffectDescription(
            format: .glTransitions, name: name, kind: .transition, summary: "gl-transitions shader \(file)",
            inputs: inputs, parameters: parameters, samplesPerInput: nil, file: file, source: normalized)
    }

    private static func gpuImage(
        _ source: String, name: String, file: String, declarations: [UniformDeclaration], prelude: inout [String]
    ) throws(EffectError) -> EffectDescription {
        var blank: Set<Int> = []
        var replaced: [Int: String] = [:]
        var textures: [String] = []
        var parameters: [EffectParameter] = []
        for declaration in declarations {
            if declaration.type == "sampler2D" {
                textures.append(declaration.name)
                blank.insert(declaration.line)
            } else if let value = GPUImageVaryings.frameworkUniforms[declaration.name] {
                // Set by GPUImage's framework, not by users.
                replaced[declaration.line] = "float \(declaration.name);"
                prelude.append("\(declaration.name) = \(value);")
            } else {
                parameters.append(try parameter(declaration, file: file))
            }
        }
        // inputImageTexture is the first input, inputImageTexture2 the second, whatever the order declared.
        textures.sort {
            ($0 == "inputImageTexture" ? 0 : $0 == "inputImageTexture2" ? 1 : 2, $0) < (
                $1 == "inputImageTexture" ? 0 : $1 == "inputImageTexture2" ? 1 : 2, $1
            )
        }
        guard (1...2).contains(textures.count) else {
            throw .malformedShader(
                file: file, line: 1,
                message:
                    "a GPUImage-style shader reads one or two textures (inputImageTexture, inputImageTexture2); this one declares \(textures.count)"
            )
        }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0.isWhitespace || $0 == ";" })
            guard words.first == "varying" || words.first == "in", let last = words.last.map(String.init) else {
                continue
            }
            if last.hasPrefix("textureCoordinate") {
                blank.insert(index + 1)
            } else if let open = last.firstIndex(of: "["), last.hasSuffix("]"),
                GPUImageVaryings.offsetArrays.contains(String(last[..<open]))
            {
                let name = String(last[..<open])
                let size = String(last[last.index(after: open)..<last.index(before: last.endIndex)])
                replaced[index + 1] = "vec2 \(name)[\(size)];"
                prelude.append(GPUImageVaryings.filling(name, size: size))
            } else if let derived = GPUImageVaryings.derived[last] {
                // GPUImage's vertex shader computes this from a uniform of its own: that uniform becomes a parameter.
                let declares = !parameters.contains { $0.name == derived.uniform }
                if declares {
                    parameters.append(
                        EffectParameter(
                            name: derived.uniform, type: .float, defaultValue: .float(0), range: nil,
                            summary: derived.summary, declaredInBody: true))
                }
                replaced[index + 1] = (declares ? "uniform float \(derived.uniform); " : "") + "float \(last);"
                prelude.append("\(last) = \(derived.expression);")
            } else if let offset = GPUImageVaryings.offsets[last] {
                // What GPUImage's vertex shader would have passed, computed per pixel instead.
                replaced[index + 1] = "vec2 \(last);"
                prelude.append("\(last) = segue_textureCoordinate + \(offset);")
            } else {
                throw .malformedShader(file: file, line: index + 1, message: GPUImageVaryings.unsupportedMessage(last))
            }
        }
        var renames = [
            "gl_FragColor": "segue_fragColor", "texture2D": "segue_gpuimage_texture",
            "textureCoordinate": "segue_textureCoordinate", "textureCoordinate2": "segue_textureCoordinate",
        ]
        for (index, texture) in textures.enumerated() { renames[texture] = gpuImageTexture(index) }
        return EffectDescription(
            format: .gpuImage, name: name, kind: textures.count == 1 ? .filter : .blend,
            summary: "GPUImage-style shader \(file)",
            inputs: textures.count == 1 ? ["input"] : ["first", "second"], parameters: parameters, samplesPerInput: nil,
            file: file, source: GLSLTokenizer.rename(blankLines(blank, in: source, replacing: replaced), renames),
            alpha: .straight)
    }

    /// The placeholder a GPUImage shader's texture `index` is renamed to until its pass names it.
    static func gpuImageTexture(_ index: Int) -> String { "segue_input\(index)" }

    /// `source` with `lines` emptied and the lines of `replacing` rewritten, each on its own line.
    private static func blankLines(_ lines: Set<Int>, in source: String, replacing: [Int: String] = [:]) -> String {
        guard !lines.isEmpty || !replacing.isEmpty else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { replacing[$0.offset + 1] ?? (lines.contains($0.offset + 1) ? "" : String($0.element)) }.joined(
                separator: "\n")
    }
}
