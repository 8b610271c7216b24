import Foundation
import Segue
import Testing

/// One-file effects: the loader, overrides, foreign formats and errors in the author's terms.
struct ShaderAuthoringTests {
    // MARK: Loader and search path (no GPU)

    @Test func everyBuiltInLoadsThroughTheUserPath() throws {
        let builtIns = try EffectLibrary(environment: [:])
        let directory = try ShaderDirectory()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for effect in builtIns.effects.values {
            let source = try String(contentsOf: root.appendingPathComponent(effect.file), encoding: .utf8)
            try directory.write((effect.file as NSString).lastPathComponent, source)
        }
        let reloaded = try directory.library()
        #expect(reloaded.notices.count == builtIns.effects.count)
        for (name, builtIn) in builtIns.effects {
            let user = try reloaded.effect(named: name)
            #expect(!user.isBuiltIn && builtIn.isBuiltIn)
            #expect(user.kind == builtIn.kind && user.inputs == builtIn.inputs && user.parameters == builtIn.parameters)
            #expect(user.source == builtIn.source)
        }
    }

    @Test(.requiresGPU) func aUserFileOverridesTheBuiltInOfTheSameName() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write(
            "MyPixellate.glsl",
            "// @name Pixellate\n// @kind filter\n// @param float fractionalWidthOfAPixel = 0.05\n"
                + "vec4 effect(vec2 uv) { return vec4(1.0, 0.0, fractionalWidthOfAPixel, 1.0) + 0.0 * getInputColor(uv); }\n"
        )
        let library = try directory.library()
        #expect(library.notices == ["\(file): overrides Shaders/Filters/Pixellate.glsl (Pixellate)"])
        // pixellate-dissolve builds on Pixellate by name, so it picks up the override too.
        let image = TestImages.pattern(width: 8, height: 8)
        let frame = try Engine(library: library).makeTransition("pixellate-dissolve", from: image, to: image).render(
            progress: 0)
        #expect(frame[3, 3] == RGBA(255, 0, 0))
    }

    @Test func searchPathComesFromTheEnvironmentToo() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "Wash.glsl", "// @name Wash\n// @kind filter\nvec4 effect(vec2 uv) { return getInputColor(uv) * 0.5; }\n")
        let library = try EffectLibrary(
            environment: ["SEGUE_SHADER_PATH": "/nonexistent-is-an-error-below:" + directory.path].filter { _ in false }
        )
        #expect(library.effects["Wash"] == nil)
        let fromEnvironment = try EffectLibrary(environment: ["SEGUE_SHADER_PATH": directory.path])
        #expect(fromEnvironment.effects["Wash"] != nil)
        #expect(throws: EffectError.unreadableFile(path: "/nonexistent", reason: "No such file or directory")) {
            _ = try EffectLibrary(directories: ["/nonexistent"], environment: [:])
        }
    }

    // MARK: Header errors (no GPU)

    static func loadError(_ source: String) -> EffectError? {
        let directory = try! ShaderDirectory()
        let file = try! directory.write("Bad.glsl", source)
        // A folder never throws for one file: the file is listed as broken, with its diagnostic.
        do {
            guard let broken = try directory.library().brokenFiles.first else { return nil }
            guard broken.diagnostic.file == file else {
                return .malformedShader(
                    file: broken.diagnostic.file, line: broken.diagnostic.line, message: broken.diagnostic.message)
            }
            return .malformedShader(file: "Bad.glsl", line: broken.diagnostic.line, message: broken.diagnostic.message)
        } catch {
            return error
        }
    }

    @Test func malformedHeadersGetSpecificMessages() {
        func message(_ source: String) -> (Int, String)? {
            guard case .malformedShader(_, let line, let message)? = Self.loadError(source) else { return nil }
            return (line, message)
        }
        let body = "vec4 effect(vec2 uv) { return getInputColor(uv); }\n"
        #expect(message("// @name A\n// @kind filtre\n" + body)?.1.contains("@kind 'filtre' is not one of") == true)
        #expect(message("// @name A\n// @kind filter\n// @colour red\n" + body)?.0 == 3)
        #expect(
            message("// @name A\n// @kind filter\n// @colour red\n" + body)?.1.contains("unknown header key @colour")
                == true)
        #expect(message("// @kind filter\n" + body)?.1 == "the header has no @name")
        #expect(
            message("// @name A\n// @kind filter\n// @param mat2 m = 1\n" + body)?.1.contains(
                "unknown parameter type 'mat2'") == true)
        #expect(
            message("// @name A\n// @kind filter\n// @param float f = abc\n" + body)?.1.contains(
                "default 'abc' of f is not a number") == true)
        #expect(
            message("// @name A\n// @kind filter\n// @param float f = 5 [0, 1]\n" + body)?.1.contains(
                "outside its range") == true)
        #expect(
            message("// @name A\n// @kind filter\nvec4 other(vec2 uv) { return vec4(1.0); }\n")?.1
                == "no entry function: define vec4 effect(vec2 uv)")
        #expect(message("vec4 nothing(vec2 uv) { return vec4(1.0); }\n")?.1.hasPrefix("not an effect") == true)
        #expect(
            message("uniform mat2 m; // = 1\nvec4 transition(vec2 uv) { return getToColor(uv); }\n").map {
                $0.0 == 1 && $0.1.contains("uniform type mat2 is not supported")
            } == true)
    }

    // MARK: Rendering foreign formats (GPU)

    static let from = TestImages.pattern(width: 97, height: 61)
    static let to = TestImages.otherPattern(width: 97, height: 61)

    static let glTransition = """
        // A gl-transitions file with custom uniforms of several types.
        uniform float amount; // = 0.25
        uniform vec2 offset; /* = vec2(0.1, -0.05) */
        uniform ivec2 cells; // = ivec2(4, 3)
        uniform bool flipMix; // = true
        uniform int mode; // = 2

        float threshold(vec2 uv) {
          vec2 cell = floor(uv * vec2(cells)) / vec2(cells);
          return fract(cell.x * 7.0 + cell.y * 3.0 + float(mode) * amount);
        }

        vec4 transition(vec2 uv) {
          vec4 a = getFromColor(uv + offset * progress);
          vec4 b = getToColor(uv);
          float t = flipMix ? 1.0 - threshold(uv) : threshold(uv);
          return progress > t ? b : a;
        }
        """

    static func glTransitionReference(
        progress p: Float, amount: Float = 0.25, offset: SIMD2<Float> = [0.1, -0.05],
        cells: SIMD2<Float> = [4, 3], flipMix: Bool = true, mode: Float = 2
    ) -> Image {
        CPUReference.render(width: from.width, height: from.height) { uv in
            let cell = (uv * cells).rounded(.down) / cells
            let raw = cell.x * 7 + cell.y * 3 + mode * amount
            let threshold = raw - raw.rounded(.down)
            let t = flipMix ? 1 - threshold : threshold
            return p > t ? CPUReference.bilinear(to, uv) : CPUReference.bilinear(from, uv + offset * p)
        }
    }

    @Test(.requiresGPU, arguments: [0.0, 0.3, 0.7, 1.0])
    func glTransitionsFileRendersLikeItsReference(progress: Double) throws {
        let directory = try ShaderDirectory()
        try directory.write("cells.glsl", Self.glTransition)
        let engine = try Engine(library: try directory.library())
        let transition = try engine.makeTransition("cells", from: Self.from, to: Self.to)
        #expect(try engine.library.effect(named: "cells").format == .glTransitions)
        let comparison = ImageComparison(
            try transition.render(progress: progress), Self.glTransitionReference(progress: Float(progress)))
        #expect(comparison.meetsReferenceTolerance, "p=\(progress): \(comparison)")

        try transition.set("offset", parsing: "0,0.2")
        try transition.set("cells", parsing: "2,5")
        try transition.set("flipMix", parsing: "false")
        let changed = ImageComparison(
            try transition.render(progress: progress),
            Self.glTransitionReference(progress: Float(progress), offset: [0, 0.2], cells: [2, 5], flipMix: false))
        #expect(changed.meetsReferenceTolerance, "p=\(progress) with parameters: \(changed)")
    }

    @Test(.requiresGPU) func glES2StyleFileWithAnImageInputCompilesAndRenders() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "displace.glsl",
            """
            #ifdef GL_ES
            precision mediump float;
            #endif
            uniform sampler2D displacementMap;
            uniform float strength; // = 0.5

            vec4 transition(vec2 uv) {
              float displacement = texture2D(displacementMap, uv).r * strength;
              vec2 uvFrom = vec2(uv.x + progress * displacement, uv.y);
              vec2 uvTo = vec2(uv.x - (1.0 - progress) * displacement, uv.y);
              return mix(getFromColor(uvFrom), getToColor(uvTo), progress);
            }
            """)
        let map = TestImages.pattern(width: 97, height: 61, seed: 9)
        let mapFile = directory.url.appendingPathComponent("map.png").path
        try map.writePNG(toFile: mapFile)
        let engine = try Engine(library: try directory.library())
        let transition = try engine.makeTransition("displace", from: Self.from, to: Self.to)
        try transition.set("displacementMap", .image(try Image(contentsOfFile: mapFile)))
        let p: Float = 0.4
        let reference = CPUReference.render(width: Self.from.width, height: Self.from.height) { uv in
            let d = CPUReference.bilinear(map, uv).x * 0.5
            return CPUReference.mixColor(
                CPUReference.bilinear(Self.from, SIMD2(uv.x + p * d, uv.y)),
                CPUReference.bilinear(Self.to, SIMD2(uv.x - (1 - p) * d, uv.y)), p)
        }
        let comparison = ImageComparison(try transition.render(progress: Double(p)), reference)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
        #expect(
            throws: EffectError.unknownParameter(
                effect: "displace", name: "nope", valid: ["strength", "displacementMap"])
        ) { try transition.set("nope", parsing: "1") }
    }

    @Test(.requiresGPU) func gpuImageShadersWithOneAndTwoInputsRender() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "InvertStrength.fsh",
            """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform lowp float strength; // = 1.0

            void main()
            {
                lowp vec4 color = texture2D(inputImageTexture, textureCoordinate);
                gl_FragColor = vec4(mix(color.rgb, vec3(1.0) - color.rgb, strength), color.a);
            }
            """)
        try directory.write(
            "Difference.fsh",
            """
            varying highp vec2 textureCoordinate;
            varying highp vec2 textureCoordinate2;
            uniform sampler2D inputImageTexture;
            uniform sampler2D inputImageTexture2;

            void main()
            {
                mediump vec4 base = texture2D(inputImageTexture, textureCoordinate);
                mediump vec4 overlay = texture2D(inputImageTexture2, textureCoordinate2);
                gl_FragColor = vec4(abs(overlay.rgb - base.rgb), base.a);
            }
            """)
        let library = try directory.library()
        let engine = try Engine(library: library)

        let invert = EffectNode(try library.effect(named: "InvertStrength"))
        #expect(invert.effect.format == .gpuImage && invert.effect.kind == .filter)
        try invert.set("strength", parsing: "0.75")
        let output = FrameOutput()
        ImageSource(Self.from) --> invert --> output
        let inverted = try engine.makeRenderer(for: output, width: Self.from.width, height: Self.from.height)
            .renderImage()
        let invertReference = FilterReference.pointwise(Self.from) { c in
            FilterReference.withRGB(FilterReference.rgb(c) * 0.25 + (1 - FilterReference.rgb(c)) * 0.75, c)
        }
        #expect(ImageComparison(inverted, invertReference).meetsReferenceTolerance)

        let difference = EffectNode(try library.effect(named: "Difference"))
        #expect(difference.effect.kind == .blend)
        let blendOutput = FrameOutput()
        ImageSource(Self.from) --> difference
        ImageSource(Self.to) --> difference --> blendOutput
        let blended = try engine.makeRenderer(for: blendOutput, width: Self.from.width, height: Self.from.height)
            .renderImage()
        let differenceReference = CPUReference.render(width: Self.from.width, height: Self.from.height) { uv in
            let a = CPUReference.nearest(Self.from, uv)
            let b = CPUReference.nearest(Self.to, uv)
            let difference = FilterReference.rgb(b) - FilterReference.rgb(a)
            return FilterReference.withRGB(
                SIMD3(Swift.abs(difference.x), Swift.abs(difference.y), Swift.abs(difference.z)), a)
        }
        let comparison = ImageComparison(blended, differenceReference)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test(.requiresGPU) func foreignShaderInAChainIsAPassOfItsOwn() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "Halve.fsh",
            """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            void main() { gl_FragColor = texture2D(inputImageTexture, textureCoordinate) * vec4(0.5, 0.5, 0.5, 1.0); }
            """)
        let library = try directory.library()
        let engine = try Engine(library: library)
        let output = FrameOutput()
        let brightness = EffectNode(try library.effect(named: "Brightness"))
        try brightness.set("brightness", .float(0.1))
        let contrast = EffectNode(try library.effect(named: "Contrast"))
        try contrast.set("contrast", .float(1.2))
        ImageSource(Self.from) --> brightness --> EffectNode(try library.effect(named: "Halve")) --> contrast --> output
        let plan = try Engine.plan(output, width: 97, height: 61)
        #expect(plan.passes.map { $0.nodes.map(\.effect.name) } == [["Brightness"], ["Halve"], ["Contrast"]])
        let fused = try engine.makeRenderer(for: output, width: 97, height: 61).renderImage()
        let unfused = try engine.makeRenderer(for: output, width: 97, height: 61, options: PlanOptions(fuse: false))
            .renderImage()
        #expect(fused == unfused)
    }

    // MARK: Compile errors (GPU)

    static func compileDiagnostics(
        _ name: String, _ source: String, transition: Bool
    ) throws -> (String, [ShaderDiagnostic]) {
        let directory = try ShaderDirectory()
        let file = try directory.write(name, source)
        let library = try directory.library()
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 8, height: 8)
        do {
            if transition {
                _ = try Engine(library: library).makeTransition(
                    ((name as NSString).deletingPathExtension), from: image, to: image)
            } else {
                let node = EffectNode(try library.effect(named: (name as NSString).deletingPathExtension))
                let output = FrameOutput()
                ImageSource(image) --> node --> output
                _ = try engine.makeRenderer(for: output, width: 8, height: 8)
            }
        } catch {
            guard case EffectError.shaderCompile(let diagnostics) = error else { throw error }
            return (file, diagnostics)
        }
        return (file, [])
    }

    @Test(.requiresGPU) func syntaxErrorsPointAtTheAuthorsLine() throws {
        let (file, diagnostics) = try Self.compileDiagnostics(
            "Typo.glsl",
            """
            // @name Typo
            // @kind filter
            // @param float amount = 0.5

            vec4 effect(vec2 uv) {
                vec4 color = getInputColor(uv);
                color.rgb *= amount
                return color;
            }
            """, transition: false)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.file == file })
        #expect(diagnostics.first?.line == 8, "\(diagnostics)")
        #expect(diagnostics.first.map { !$0.message.contains("n0_") } == true)

        let (glFile, glDiagnostics) = try Self.compileDiagnostics(
            "oops.glsl",
            """
            uniform float amount; // = 1.0

            vec4 transition(vec2 uv) {
              return mix(getFromColor(uv), getToColor(uv), progress * undefinedValue);
            }
            """, transition: true)
        #expect(glDiagnostics.first?.file == glFile)
        #expect(glDiagnostics.first?.line == 4, "\(glDiagnostics)")
        #expect(glDiagnostics.first?.message.contains("undefinedValue") == true)
    }

    @Test(.requiresGPU) func unknownParameterOfAUserEffectListsTheValidOnes() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "tinted.glsl",
            "uniform vec4 tint; // = vec4(1.0)\nvec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv) * tint, progress); }\n"
        )
        let transition = try Engine(library: try directory.library()).makeTransition(
            "tinted", from: Self.from, to: Self.to)
        #expect(throws: EffectError.unknownParameter(effect: "tinted", name: "tnit", valid: ["tint"])) {
            try transition.set("tnit", parsing: "1,0,0,1")
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "tinted", name: "tint", value: "red", expected: "four numbers as x,y,z,w")
        ) {
            try transition.set("tint", parsing: "red")
        }
    }
}
