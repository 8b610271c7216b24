import Segue
import Testing

/// A multi-pass effect written by a user: `// @stage` sections in one file (SHADERS.md §4).
struct MultiPassFileTests {
    /// A glow: a 3-tap horizontal average of the bright parts, added to the image.
    static let glow = """
        // @name Glow
        // @kind filter
        // @summary Bright parts bleed sideways.
        // @param float gain = 0.5 [0, 2] How much of the glow is added.

        vec4 bright(vec4 c) { return max(c - 0.5, 0.0); }

        // @stage spread
        // @samples 3
        vec4 effect(vec2 uv) {
            vec2 step = vec2(1.0 / resolution.x, 0.0);
            return (bright(getInputColor(uv - step)) + bright(getInputColor(uv)) + bright(getInputColor(uv + step))) / 3.0;
        }

        // @stage add
        // @reads input, spread
        vec4 effect(vec2 uv) {
            vec4 c = getInputColor(uv);
            return vec4(c.rgb + gain * getSpreadColor(uv).rgb, c.a);
        }
        """

    /// The glow on the CPU; `stored`: the spread stage was drawn into an 8-bit texture.
    static func glowReference(_ image: Image, gain: Float, stored: Bool) -> Image {
        let plane = MultiPassReference.Plane(image)
        return plane.map { x, y in
            var spread = SIMD4<Float>()
            for dx in -1...1 { spread += pointwiseMax(plane[x + dx, y] - 0.5, SIMD4<Float>()) }
            let clamped = pointwiseMin(spread / 3, SIMD4<Float>(repeating: 1))
            let read = stored ? (clamped * 255).rounded(.toNearestOrAwayFromZero) / 255 : clamped
            let c = plane[x, y]
            return SIMD4(c.x + gain * read.x, c.y + gain * read.y, c.z + gain * read.z, c.w)
        }.image
    }

    @Test(.requiresGPU, arguments: [true, false])
    func aUsersMultiPassFileRendersAsOneEffect(fuse: Bool) throws {
        let directory = try ShaderDirectory()
        try directory.write("Glow.glsl", Self.glow)
        let engine = try Engine(library: try directory.library())
        let effect = try engine.library.effect(named: "Glow")
        #expect(effect.parameters.map(\.name) == ["gain"])
        let node = EffectNode(effect)
        try node.set("gain", 0.8)
        let image = TestImages.pattern(width: 45, height: 31, seed: 9)
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        let renderer = try engine.makeRenderer(
            for: output, width: image.width, height: image.height, options: PlanOptions(fuse: fuse))
        // The spread (3 reads) is read once by the last stage, so fusion computes it there.
        #expect(try renderer.plan.passes.count == (fuse ? 1 : 2))
        let comparison = ImageComparison(
            try renderer.renderImage(), Self.glowReference(image, gain: 0.8, stored: !fuse))
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
        // Every parameter is used by some stage, though not by every one.
        #expect(try renderer.unusedParameters.isEmpty)
    }

    @Test(.requiresGPU) func aCompileErrorInAStagePointsIntoTheFile() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write(
            "Glow.glsl", Self.glow.replacingOccurrences(of: "c.rgb + gain", with: "c.rgb + gian"))
        let engine = try Engine(library: try directory.library())
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> EffectNode(try engine.library.effect(named: "Glow"))
            --> output
        do {
            _ = try engine.makeRenderer(for: output, width: 8, height: 8)
            Issue.record("a stage that does not compile rendered")
        } catch let error as EffectError {
            guard case .shaderCompile(let diagnostics) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(diagnostics.contains { $0.file == file && $0.line == 19 }, "\(error)")
        }
    }

    /// A user's file that runs GaussianBlur's passes as one of its stages, then one of its own:
    /// the blur is GaussianBlur's, pixel for pixel, and the own stage reads it by the stage's name.
    @Test(.requiresGPU) func aStageRunsABuiltInEffectsPasses() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "SoftInvert.glsl",
            """
            // @name SoftInvert
            // @kind filter
            // @param float blurRadiusInPixels = 3 [0, 256] The blur's sigma.
            // @stage blurred GaussianBlur
            // @stage inverted
            vec4 effect(vec2 uv) { vec4 c = getBlurredColor(uv); return vec4(c.a - c.rgb, c.a); }
            """)
        let engine = try Engine(library: try directory.library())
        let image = TestImages.pattern(width: 45, height: 31, seed: 4)
        func render(_ names: [String], radius: Float) throws -> Image {
            let output = FrameOutput()
            var last: GraphNode = ImageSource(image)
            for name in names {
                let node = EffectNode(try engine.library.effect(named: name))
                try node.set("blurRadiusInPixels", radius)
                last = last --> node
            }
            last --> output
            return try engine.makeRenderer(for: output, width: image.width, height: image.height).renderImage()
        }
        for radius: Float in [3, 20] {  // 20 runs GaussianBlur's shrunk copy too
            let blurred = try render(["GaussianBlur"], radius: radius)
            var inverted = blurred
            for y in 0..<blurred.height {
                for x in 0..<blurred.width {
                    let p = blurred[x, y]
                    inverted[x, y] = RGBA(p.a - p.r, p.a - p.g, p.a - p.b, p.a)
                }
            }
            let comparison = ImageComparison(try render(["SoftInvert"], radius: radius), inverted, tolerance: 1)
            #expect(comparison.meetsReferenceTolerance, "radius \(radius): \(comparison)")
        }
    }

    @Test func aStageRunningABuiltInIsChecked() {
        let runs =
            "// @stage blurred GaussianBlur\n// @stage out\nvec4 effect(vec2 uv) { return getBlurredColor(uv); }\n"
        #expect(
            Self.message(
                Self.header
                    + "// @stage blurred Nothing\n// @stage out\nvec4 effect(vec2 uv) { return getBlurredColor(uv); }\n"
            )
                == "4: @stage blurred runs Nothing, which is not a built-in effect (a stage may run one such as GaussianBlur)"
        )
        #expect(
            Self.message(Self.header + runs)
                == "4: @stage blurred runs GaussianBlur, which needs @param float blurRadiusInPixels")
        let withRadius = "// @name M\n// @kind filter\n// @param float blurRadiusInPixels = 1 [0, 9] R.\n"
        #expect(Self.message(withRadius + runs) == "loads")
        #expect(
            Self.message(
                withRadius
                    + "// @stage blurred GaussianBlur\nvec4 effect(vec2 uv) { return getInputColor(uv); }\n// @stage out\nvec4 effect(vec2 uv) { return getBlurredColor(uv); }\n"
            )
                == "4: @stage blurred runs GaussianBlur, so its section has no code of its own")
        #expect(
            Self.message(
                withRadius
                    + "// @stage blurred GaussianBlur extra\n// @stage out\nvec4 effect(vec2 uv) { return getBlurredColor(uv); }\n"
            )
                == "4: @stage takes a name and, to run a built-in effect's passes there, its name, e.g. @stage blurred GaussianBlur"
        )
    }

    /// `LINE: MESSAGE` of the file's load error, or "loads" when it has none.
    static func message(_ source: String) -> String {
        guard case .malformedShader(_, let line, let message)? = ShaderAuthoringTests.loadError(source) else {
            return "loads"
        }
        return "\(line): \(message)"
    }

    static let header = "// @name M\n// @kind filter\n// @param float k = 1 [0, 2] K.\n"

    @Test func stageMistakesAreReportedOnTheirLine() {
        let stage = "vec4 effect(vec2 uv) { return getInputColor(uv) * k; }\n"
        let a = "// @stage a\n" + stage
        let b = "// @stage b\nvec4 effect(vec2 uv) { return getAColor(uv); }\n"
        #expect(
            Self.message(Self.header + a + "// @stage a\n" + stage) == "6: @stage a is declared twice (also line 4)")
        #expect(
            Self.message(Self.header + a + "// @stage b\n// @reads c\n" + stage)
                == "7: @stage b reads 'c', which is neither an input nor an earlier stage; known: input, a")
        #expect(
            Self.message(Self.header + "// @stage a\nfloat f() { return 1.0; }\n" + b)
                == "4: @stage a has no entry function: define vec4 effect(vec2 uv) in its section")
        #expect(
            Self.message(Self.header + a + "// @stage b\n// @reads input\n" + stage)
                == "4: @stage a is read by no later stage")
        #expect(
            Self.message(Self.header + a + b + "// @samples 3\n")
                == "8: @samples belongs right after its @stage line, before the stage's code")
        #expect(
            Self.message(Self.header + "// @stage a\n// @colour red\n" + stage + b)
                == "5: unknown stage key @colour; a stage takes @reads, @samples, @alpha, @downsample, @only-downsampled, @size"
        )
        #expect(
            Self.message(Self.header + "// @stage input\n" + stage + b)
                == "4: @stage input has the name of an input of the effect; name it apart")
        #expect(
            Self.message(Self.header + "// @stage 2x\n" + stage) == "4: @stage needs a name, e.g. @stage horizontal")
        #expect(
            Self.message(Self.header + "// @stage a\n// @downsample j 8\n" + stage + b)
                == "5: @downsample j must name a float or int @param")
        #expect(
            Self.message(Self.header + "// @stage a\n// @downsample k\n" + stage + b)
                == "5: @downsample takes a number parameter and the radius above which the stage shrinks, e.g. @downsample blurRadiusInPixels 8"
        )
        #expect(
            Self.message(Self.header + "// @stage a\n// @only-downsampled\n" + stage + b)
                == "4: @stage a is @only-downsampled, so it needs @downsample and one input to stand for at full size")
        #expect(Self.message(Self.header + a + b) == "loads")
    }
}
