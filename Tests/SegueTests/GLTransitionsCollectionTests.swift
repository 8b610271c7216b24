import Foundation
import Segue
import Testing

/// Constructs found by running the whole public gl-transitions collection, each reproduced in a
/// file written for the test: annotation comments, a local that names itself in its initializer,
/// and transitions that are not exactly "from" at 0 or show one colour at 0.5.
struct GLTransitionsCollectionTests {
    static let width = 48, height = 32
    static let from = TestImages.pattern(width: width, height: height)
    static let to = TestImages.otherPattern(width: width, height: height)

    /// `// @param …`, `// @color …` and `// @range(…) …` describe the uniform after them.
    static let annotated = """
        // Author: a test
        // License: MIT
        // @param Amount of blur
        uniform float amount; // = 0.25
        // @color Colour behind the images
        uniform vec4 back; // = vec4(0.0, 0.0, 0.0, 1.0)
        // @range(0, 4, 1) Where the box goes
        uniform int location; // =0
        // a plain remark, then an unannotated uniform
        uniform float plain; // = 1.0
        vec4 transition(vec2 uv) {
          vec4 c = mix(getFromColor(uv), getToColor(uv), progress);
          return mix(c, back, amount * float(location) * plain * 0.0);
        }
        """

    @Test func annotationCommentsAreNotANativeHeaderAndDescribeTheirUniforms() throws {
        let directory = try ShaderDirectory()
        try directory.write("annotated.glsl", Self.annotated)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let effect = try library.effect(named: "annotated")
        #expect(effect.kind == .transition)
        let summaries = Dictionary(uniqueKeysWithValues: effect.parameters.map { ($0.name, $0.summary) })
        #expect(summaries["amount"] == "Amount of blur")
        #expect(summaries["back"] == "Colour behind the images")
        #expect(summaries["location"] == "Where the box goes")
        #expect(summaries["plain"] == "")
        #expect(effect.parameters.first { $0.name == "amount" }?.defaultValue == .float(0.25))
    }

    @Test func aNativeHeaderIsStillOneWhateverKeyComesFirst() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "native.glsl",
            """
            // @param float amount = 0.5 How much.
            // @name native
            // @kind filter
            vec4 effect(vec2 uv) { return getInputColor(uv) * amount; }
            """)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        #expect(try library.effect(named: "native").kind == .filter)
    }

    /// `t` names itself (WebGL hosts accept it; GLSL ES 3.00 says undeclared); `amount` reads the
    /// uniform of that name, as 3.00 says; a `for` initializer is left alone.
    static let selfNamed = """
        uniform bool flip; // = false
        uniform float amount; // = 0.8
        vec4 transition(vec2 uv) {
          float t = flip ? t = 1.0 - progress : t = progress;
          float amount = amount * 0.5;
          float steps = 0.0;
          for (float i = 0.0; i < 3.0; i++) { steps += 1.0; }
          return mix(getFromColor(uv), getToColor(uv), clamp(t * amount * steps / 1.2, 0.0, 1.0));
        }
        """

    static func selfNamedReference(progress p: Float, flip: Bool) -> Image {
        let t = flip ? 1 - p : p
        let weight = min(max(t * 0.4 * 3 / 1.2, 0), 1)
        return CPUReference.render(width: width, height: height) { uv in
            CPUReference.mixColor(CPUReference.bilinear(from, uv), CPUReference.bilinear(to, uv), weight)
        }
    }

    @Test(.requiresGPU, arguments: [(0.3, false), (0.7, false), (0.3, true), (0.9, true)])
    func aLocalNamedInItsOwnInitializerIsTheNewVariable(progress: Double, flip: Bool) throws {
        let directory = try ShaderDirectory()
        try directory.write("selfnamed.glsl", Self.selfNamed)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let transition = try Engine(library: library).makeTransition("selfnamed", from: Self.from, to: Self.to)
        try transition.set("flip", .bool(flip))
        let comparison = ImageComparison(
            try transition.render(progress: progress),
            Self.selfNamedReference(progress: Float(progress), flip: flip))
        #expect(comparison.meetsReferenceTolerance, "p=\(progress) flip=\(flip): \(comparison)")
    }

    /// A radial wipe with a soft edge is not exactly "from" at 0, and a file may draw one colour
    /// through its middle: the collection has such, so a foreign file only warns.
    static let loose = """
        vec4 transition(vec2 uv) {
          vec4 image = mix(getFromColor(uv), getToColor(uv), 0.2 + 0.8 * progress);
          return progress > 0.2 && progress < 0.8 ? vec4(0.0, 0.0, 0.0, 1.0) : image;
        }
        """

    @Test(.requiresGPU) func aForeignTransitionsLooseEndsWarnButANativeOnesFail() throws {
        let directory = try ShaderDirectory()
        let engine = try TestEngine.engine()
        let foreign = engine.checkShader(file: try directory.write("loose.glsl", Self.loose))
        #expect(foreign.passed, "\(foreign.line)")
        #expect(foreign.warnings.contains("progress 0 is not the \"from\" image"), "\(foreign.warnings)")
        #expect(foreign.warnings.contains("progress 0.25, 0.5 and 0.75 are blank (one colour)"), "\(foreign.warnings)")
        let native = engine.checkShader(
            file: try directory.write(
                "strict.glsl",
                """
                // @name strict
                // @kind transition
                vec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), 0.2 + 0.8 * progress); }
                """))
        #expect(!native.passed)
        #expect(native.problems.contains("progress 0 is not the \"from\" image"), "\(native.problems)")
        // One colour at the midpoint only is a design (a fade through black), not a fault.
        let throughBlack = engine.checkShader(
            file: try directory.write(
                "through-black.glsl",
                """
                // @name through-black
                // @kind transition
                vec4 effect(vec2 uv) {
                    vec4 image = progress < 0.5 ? getFromColor(uv) : getToColor(uv);
                    return mix(image, vec4(0.0, 0.0, 0.0, 1.0), 1.0 - abs(progress - 0.5) * 2.0);
                }
                """))
        #expect(throughBlack.passed, "\(throughBlack.line)")
    }
}
