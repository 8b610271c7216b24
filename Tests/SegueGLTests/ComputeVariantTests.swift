import Testing

@testable import SegueGL

/// The text of compute variants, and where there is none; no GPU needed.
struct ComputeVariantTests {
    static let plain = """
        #version 300 es
        precision highp float;
        uniform float progress;
        out vec4 segue_fragColor;
        vec4 shade(vec2 p) { return vec4(p / 64.0, progress, 1.0); }
        void main() {
            segue_fragColor = shade(gl_FragCoord.xy);
        }
        """

    @Test func aPassBecomesOneInvocationPerPixelStoringItsOutput() throws {
        let source = try #require(ComputeVariant.source(fromFragment: Self.plain, targets: [.rgba8]))
        #expect(source.hasPrefix("#version 310 es\nlayout(local_size_x = 16, local_size_y = 16) in;"))
        #expect(source.contains("layout(rgba8, binding = 0) writeonly uniform highp image2D segue_target0;"))
        #expect(source.contains("segue_fragColor = shade(segue_fragCoord.xy);"))
        #expect(!source.contains("gl_FragCoord"))
        #expect(source.contains("void segue_fragmentMain()"))
        #expect(source.contains("imageStore(segue_target0, segue_pixel, segue_fragColor);"))
        #expect(!source.contains("out vec4"))
    }

    @Test func floatTargetsAreStoredAsFloats() throws {
        let source = try #require(ComputeVariant.source(fromFragment: Self.plain, targets: [.rgba32f]))
        #expect(source.contains("layout(rgba32f, binding = 0)"))
    }

    @Test func outputsGoToTheImageOfTheirLocation() throws {
        let fragment = """
            #version 300 es
            #extension GL_EXT_shader_texture_lod : enable
            precision highp float;
            layout(location = 1) out vec4 second;
            layout (location=0) out highp vec4 first;
            void main() { first = vec4(1.0); second = vec4(0.0); }
            """
        let source = try #require(ComputeVariant.source(fromFragment: fragment, targets: [.rgba8, .rgba8]))
        let lines = source.split(separator: "\n")
        #expect(lines[1] == "#extension GL_EXT_shader_texture_lod : enable")
        #expect(source.contains("imageStore(segue_target0, segue_pixel, first);"))
        #expect(source.contains("imageStore(segue_target1, segue_pixel, second);"))
    }

    @Test(arguments: [
        ("discard", "if (gl_FragCoord.x > 2.0) discard;"),
        ("a derivative", "c.r += dFdx(c.g);"),
        ("fwidth", "c.r += fwidth(c.g);"),
        ("the facing", "c.r = gl_FrontFacing ? 1.0 : 0.0;"),
    ])
    func rasterizationFeaturesHaveNoVariant(feature: String, statement: String) {
        let fragment =
            "#version 300 es\nprecision highp float;\nout vec4 c;\nvoid main() {\n    c = vec4(0.5);\n    \(statement)\n}\n"
        #expect(ComputeVariant.source(fromFragment: fragment, targets: [.rgba8]) == nil, "\(feature)")
    }

    @Test func theWordsInCommentsDoNotCount() {
        let fragment =
            "#version 300 es\nprecision highp float;\n// no discard here\nout vec4 c; /* nor dFdx\n here */\nvoid main() { c = vec4(0.5); }\n"
        #expect(ComputeVariant.source(fromFragment: fragment, targets: [.rgba8]) != nil)
    }

    @Test func outputsThatDoNotMatchTheTargetsHaveNoVariant() {
        #expect(ComputeVariant.source(fromFragment: Self.plain, targets: [.rgba8, .rgba8]) == nil)
        #expect(ComputeVariant.source(fromFragment: Self.plain, targets: [.r8]) == nil)
        #expect(
            ComputeVariant.source(
                fromFragment: Self.plain.replacingOccurrences(of: "300 es", with: "310 es"), targets: [.rgba8]) == nil)
        let twoMains = Self.plain + "\nvoid main() {}\n"
        #expect(ComputeVariant.source(fromFragment: twoMains, targets: [.rgba8]) == nil)
    }

    @Test func theStageIsForcedByTheEnvironmentOrChosenByTheDevice() throws {
        #expect(try PassStage.forced(environment: [:]) == nil)
        #expect(try PassStage.forced(environment: ["SEGUE_PASS_STAGE": "Compute"]) == .compute)
        #expect(throws: GLError.unknownPassStage("vertex")) {
            try PassStage.forced(environment: ["SEGUE_PASS_STAGE": "vertex"])
        }
        #expect(
            GLError.unknownPassStage("vertex").description
                == "SEGUE_PASS_STAGE=vertex is not a stage; use fragment or compute")
        var info = GLInfo(
            platform: .device, device: "EGL device", vendor: "NVIDIA Corporation",
            renderer: "NVIDIA H100 80GB HBM3/PCIe/SSE2",
            version: "OpenGL ES 3.2 NVIDIA 580.159.04", shadingLanguageVersion: "OpenGL ES GLSL ES 3.20",
            maxTextureSize: 32768, extensions: [])
        #expect(PassStage.preferred(for: info) == .compute)
        info.version = "OpenGL ES 3.0 NVIDIA 580.159.04"
        #expect(PassStage.preferred(for: info) == .fragment)
        info.version = "OpenGL ES 3.2 Mesa 22.3.6"
        info.renderer = "llvmpipe (LLVM 15.0.6, 256 bits)"
        #expect(PassStage.preferred(for: info) == .fragment)
    }
}
