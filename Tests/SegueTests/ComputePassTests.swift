import Segue
import SegueGL
import Testing

/// Passes run as compute shaders draw the pixels their fragment shaders draw: every built-in
/// transition and filter, a user's file reading `gl_FragCoord`, 4:2:0 frames; and a pass that
/// needs rasterization stays a fragment shader.
@Suite(.requiresGPU)
struct ComputePassTests {
    static let (width, height) = (61, 35)
    static let compute = PlanOptions(stage: .compute), fragment = PlanOptions(stage: .fragment)

    @Test func everyBuiltInTransitionDrawsTheSameFromComputePasses() throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: Self.width, height: Self.height)
        let to = TestImages.otherPattern(width: Self.width, height: Self.height)
        // A layer transition's layers are quads for the rasterizer: their pass stays a fragment shader.
        let layered = Set(engine.library.transitions.filter { $0.form == .layers }.map(\.name))
        for name in engine.library.transitionNames {
            let drawn = try [Self.fragment, Self.compute].map { options in
                let transition = try engine.makeTransition(name, from: from, to: to, options: options)
                return (try transition.render(progress: 0.37), try transition.renderer.passStages)
            }
            let expected: PassStage = layered.contains(name) ? .fragment : .compute
            #expect(
                drawn[0].1.allSatisfy { $0 == .fragment } && drawn[1].1.allSatisfy { $0 == expected },
                "\(name): \(drawn[1].1)")
            #expect(ImageComparison(drawn[0].0, drawn[1].0).maxDifference <= 1, "\(name)")
        }
    }

    @Test func everyBuiltInFilterBlendAndGeneratorDrawsTheSameFromComputePasses() throws {
        let engine = try TestEngine.engine()
        let images = (
            TestImages.pattern(width: Self.width, height: Self.height),
            TestImages.otherPattern(width: Self.width, height: Self.height)
        )
        let size = FrameSize(width: Self.width, height: Self.height)
        for effect in engine.library.effects.values where effect.kind != .transition {
            let drawn = try [Self.fragment, Self.compute].map { options in
                let renderer = try engine.makeDefaultsRenderer(
                    for: effect, images: images, size: size, options: options)
                return (try renderer.renderImage(), try renderer.passStages)
            }
            #expect(drawn[1].1.allSatisfy { $0 == .compute }, "\(effect.name): \(drawn[1].1)")
            #expect(ImageComparison(drawn[0].0, drawn[1].0).maxDifference <= 1, "\(effect.name)")
        }
    }

    @Test func aUsersFileReadingItsFragmentPositionRunsAsCompute() throws {
        let folder = try ShaderDirectory()
        try folder.write(
            "stripes.glsl",
            """
            // A gl-transitions file whose stripes follow the pixel grid; /* discard */ in a comment is no discard.
            vec4 transition(vec2 uv) {
                float stripe = mod(floor(gl_FragCoord.x / 3.0) + floor(gl_FragCoord.y / 2.0), 2.0);
                return mix(getFromColor(uv), getToColor(uv), progress * stripe);
            }
            """)
        let engine = try Engine(library: folder.library())
        let from = TestImages.pattern(width: Self.width, height: Self.height)
        let to = TestImages.otherPattern(width: Self.width, height: Self.height)
        let fragment = try engine.makeTransition("stripes", from: from, to: to, options: Self.fragment)
        let compute = try engine.makeTransition("stripes", from: from, to: to, options: Self.compute)
        #expect(try compute.renderer.passStages == [.compute])
        #expect(
            ImageComparison(try fragment.render(progress: 0.8), try compute.render(progress: 0.8)).maxDifference == 0)
    }

    @Test(arguments: ["discard", "dFdx"])
    func aPassThatNeedsRasterizationStaysAFragmentShader(feature: String) throws {
        let folder = try ShaderDirectory()
        let body =
            feature == "discard"
            ? "if (progress > 2.0) discard;\n    return mix(getFromColor(uv), getToColor(uv), progress);"
            : "return mix(getFromColor(uv), getToColor(uv), clamp(progress + dFdx(uv.x), 0.0, 1.0));"
        try folder.write("rasterized.glsl", "// A gl-transitions file.\nvec4 transition(vec2 uv) {\n    \(body)\n}\n")
        let engine = try Engine(library: folder.library())
        let transition = try engine.makeTransition(
            "rasterized", from: TestImages.pattern(width: 9, height: 7),
            to: TestImages.otherPattern(width: 9, height: 7), options: Self.compute)
        #expect(try transition.renderer.passStages == [.fragment])
        _ = try transition.render(progress: 0.5)
    }

    @Test(arguments: [(333, 177), (45, 31), (1, 1)])
    func yuvFramesAreTheSameFromComputePasses(width: Int, height: Int) throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: width, height: height)
        let to = TestImages.otherPattern(width: width, height: height)
        let planes = try [Self.fragment, Self.compute].map { options in
            let transition = try engine.makeTransition("pixellate-dissolve", from: from, to: to, options: options)
            let stream = try FrameStream(renderer: transition.renderer, format: .yuv420p(.bt709), depth: 2)
            var planes: [UInt8] = []
            _ = try stream.submit(preparing: { try transition.graph.setProgress(0.3) }) { _ in }
            try stream.drain { planes = Array($0) }
            return planes
        }
        #expect(planes[0].count == width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2))
        #expect(planes[0] == planes[1])
    }
}
