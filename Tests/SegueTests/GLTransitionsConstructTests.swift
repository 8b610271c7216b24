import Foundation
import Segue
import Testing

/// Every construct the public gl-transitions collection uses, each in a file written for the test.
struct GLTransitionsConstructTests {
    static let width = 60, height = 40
    static let from = TestImages.pattern(width: width, height: height)
    static let to = TestImages.otherPattern(width: width, height: height)

    static func parameters(_ source: String) throws -> [String: ParameterValue] {
        let directory = try ShaderDirectory()
        try directory.write("t.glsl", source)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let effect = try library.effect(named: "t")
        return Dictionary(uniqueKeysWithValues: effect.parameters.map { ($0.name, $0.defaultValue) })
    }

    @Test func defaultsAreReadFromEveryCommentFormTheCollectionWrites() throws {
        let values = try Self.parameters(
            """
            uniform vec3 color /* = vec3(0.9, 0.4, 0.2) */;
            uniform float phase; // = 0.4 ; // if 0.0, there is no black phase
            uniform float weight/* = 0.7 */; // a remark after a block default
            uniform vec2 center; // = vec2(0.5)
            uniform ivec2 size; // = ivec2(4, 4)
            uniform ivec2 cells; // = ivec2(3)
            uniform vec4 shadow; // =vec4(0.,0.,0.,.6)
            uniform vec4 back; // = vec4(0.0, 0.0, 0.0, 1.0)
            uniform float angle; // = 90
            uniform float speed; // = 2.0;
            uniform bool opening; // = true
            uniform lowp float a, b; // = 0.25
            uniform float none;
            uniform vec3 nothing;
            vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }
            """)
        #expect(values["color"] == .vec3([0.9, 0.4, 0.2]))
        #expect(values["phase"] == .float(0.4))
        #expect(values["weight"] == .float(0.7))
        #expect(values["center"] == .vec2([0.5, 0.5]))
        #expect(values["size"] == .ivec2([4, 4]))
        #expect(values["cells"] == .ivec2([3, 3]))
        #expect(values["shadow"] == .vec4([0, 0, 0, 0.6]))
        #expect(values["back"] == .vec4([0, 0, 0, 1]))
        #expect(values["angle"] == .float(90))
        #expect(values["speed"] == .float(2))
        #expect(values["opening"] == .bool(true))
        #expect(values["a"] == .float(0.25) && values["b"] == .float(0.25))
        #expect(values["none"] == .float(0))
        #expect(values["nothing"] == .vec3([0, 0, 0]))
    }

    /// Deferred global initializers, macros calling built-ins, helpers named like the wrapper's
    /// or GLSL ES 3.00's functions, a word 3.00 made a keyword, and GL ES 2 preamble lines.
    static let everything = """
        #version 100
        #ifdef GL_ES
        precision mediump float;
        #endif
        #define PI acos(-1.0)
        #define HALF(x) ((x) * 0.5)
        uniform vec3 tint /* = vec3(0.9, 0.4, 0.2) */;
        uniform float phase; // = 0.4 ; // if 0.0 the tint never shows
        float s = pow(2.0, progress);
        vec2 center = vec2(ratio, 1.0) * 0.5, corner = center * 2.0;
        float rand(vec2 co) { return fract(co.x * 0.25 + co.y * 0.5); }
        float noise(vec2 p) { return rand(floor(p)); }
        vec4 texture(vec2 p) { return getFromColor(p); }
        vec4 transition(vec2 uv) {
          float smooth = clamp(progress * s / 2.0, 0.0, 1.0);
          vec2 d = uv * vec2(ratio, 1.0) - center;
          float ring = step(length(d), HALF(sin(PI * progress))) * step(corner.y, 1.5);
          vec4 base = mix(texture(uv), getToColor(uv), smooth);
          return mix(base, vec4(tint, 1.0), ring * phase * noise(uv * 4.0));
        }
        """

    static func everythingReference(progress p: Float) -> Image {
        let ratio = Float(width) / Float(height)
        let s = pow(2, p)
        let smooth = min(max(p * s / 2, 0), 1)
        let tint = SIMD4<Float>(0.9, 0.4, 0.2, 1)
        return CPUReference.render(width: width, height: height) { uv in
            let d = SIMD2(uv.x * ratio - ratio * 0.5, uv.y - 0.5)
            let ring: Float = 0.5 * sin(Float.pi * p) >= (d * d).sum().squareRoot() ? 1 : 0
            let cell = (uv * 4).rounded(.down)
            let raw = cell.x * 0.25 + cell.y * 0.5
            let noise = raw - raw.rounded(.down)
            let base = CPUReference.mixColor(CPUReference.bilinear(from, uv), CPUReference.bilinear(to, uv), smooth)
            return CPUReference.mixColor(base, tint, ring * 0.4 * noise)
        }
    }

    @Test(.requiresGPU, arguments: [0.0, 0.35, 0.6, 1.0])
    func aFileUsingEveryConstructRendersAsItsReference(progress: Double) throws {
        let directory = try ShaderDirectory()
        try directory.write("everything.glsl", Self.everything)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let engine = try Engine(library: library)
        let transition = try engine.makeTransition("everything", from: Self.from, to: Self.to)
        let comparison = ImageComparison(
            try transition.render(progress: progress), Self.everythingReference(progress: Float(progress)))
        #expect(comparison.meetsReferenceTolerance, "p=\(progress): \(comparison)")
    }

    @Test(.requiresGPU) func aDeferredInitializersMistakeIsReportedOnTheAuthorsLine() throws {
        let (file, diagnostics) = try ShaderAuthoringTests.compileDiagnostics(
            "late.glsl",
            """
            uniform float amount; // = 1.0
            const float base = 2.0;
            float s = pow(base, progres);
            vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress * s * amount); }
            """, transition: true)
        #expect(diagnostics.first?.file == file)
        #expect(diagnostics.first?.line == 3, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("progres") == true, "\(diagnostics)")
    }

    @Test(.requiresGPU) func anImageInputNotGivenIsATransparentPixel() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "lumawipe.glsl",
            """
            uniform sampler2D luma;
            vec4 transition(vec2 uv) {
              vec4 mask = texture2D(luma, uv);
              return mix(getFromColor(uv), getToColor(uv), clamp(progress + mask.a + mask.r, 0.0, 1.0));
            }
            """)
        let engine = try Engine(library: try directory.library())
        let transition = try engine.makeTransition("lumawipe", from: Self.from, to: Self.to)
        let p: Float = 0.3
        let reference = CPUReference.render(width: Self.width, height: Self.height) { uv in
            CPUReference.mixColor(CPUReference.bilinear(Self.from, uv), CPUReference.bilinear(Self.to, uv), p)
        }
        let comparison = ImageComparison(try transition.render(progress: Double(p)), reference)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test func renamingNeverTouchesBuiltInsCalledFromMacroBodies() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "macro.glsl",
            "#define PI acos(-1.0)\n#define TURN(a) mat2(cos(a), sin(a), -sin(a), cos(a))\nvec4 transition(vec2 uv) { return getFromColor(TURN(PI * progress) * uv); }\n"
        )
        let effect = try directory.library().effect(named: "macro")
        // A helper the file defines would be renamed per use in a fused shader; built-ins never are.
        let plan = try Engine.plan(Self.planOutput(effect), width: 8, height: 8)
        let source = try #require(plan.passes.first?.fragmentSource)
        #expect(source.contains("acos(-1.0)") && source.contains("mat2(cos("), "\(source)")
        #expect(!source.contains("n0_acos") && !source.contains("n0_cos") && !source.contains("n0_mat2"))
    }

    static func planOutput(_ effect: EffectDescription) -> FrameOutput {
        let node = EffectNode(effect)
        let image = TestImages.pattern(width: 8, height: 8)
        ImageSource(image) --> node
        ImageSource(image) --> node
        let output = FrameOutput()
        node --> output
        return output
    }
}
