// libFuzzer target: effect files — the `// @` header parser, the gl-transitions and GPUImage
// importers (uniform declarations, deferred global initializers, self-named locals), and the GLSL
// tokenizer's rewrites that the shader generator applies to every file.
@testable import Segue
@testable import SegueGL

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let effects = try? EffectFileLoader.load(source: source, file: "fuzz.glsl") {
        for effect in effects { _ = GLSLTokenizer.topLevelDeclarations(in: effect.source) }
    }
    _ = try? UniformDeclaration.all(in: source, file: "fuzz.glsl")
    _ = try? ForeignShaderParser.parse(source, file: "fuzz.glsl")
    _ = GlobalInitializers.deferringInitializers(in: source)
    _ = SelfInitializers.splitting(source, provided: ["progress", "ratio"])
    let tokens = GLSLTokenizer.tokenize(source)
    _ = GLSLTokenizer.topLevelDeclarations(in: source)
    _ = GLSLTokenizer.unassignedParameter(of: "effect", in: source)
    _ = GLSLTokenizer.rename(
        source, ["uv": "segue_uv", "effect": "segue_effect"], variableRenames: ["progress": "segue_progress"])
    _ = GLSLTokenizer.rewriteSamplerCalls(source, ["getFromColor": "segue_from", "texture2D": "texture"])
    _ = GLSLTokenizer.rewriteCalls(in: source, of: "getColor", withArgument: "uv", to: "segue_sample")
    _ = tokens.count
    return 0
}
