import Testing

@testable import Segue

/// Effects declaring `@opaque` skip the conversions between premultiplied and straight colour
/// where their images are opaque. Their frames must stay those of the conversions, their alpha
/// must be 1 everywhere, and a picture with alpha arriving later must be planned for.
@Suite(.requiresGPU)
struct OpaqueEffectTests {
    static let progresses: [Double] = [0, 0.013, 0.25, 0.5, 0.77, 0.999, 1]
    /// Odd, tiny and thin sizes, where rounding and edges show.
    static let sizes = [(333, 177), (64, 17), (7, 5)]

    /// Every built-in transition whose file declares `@opaque`, and the composite built on them.
    static let names: [String] = {
        guard let library = try? TestEngine.engine().library else { return [] }
        let files = library.transitionNames.filter { (try? library.effect(named: $0))?.keepsOpacity == true }
        return files + ["pixellate-dissolve"]
    }()

    /// A transition of `name` between the test patterns at `size`, with its images opaque as far
    /// as its plan knows, or (`convertingColour`) taken for translucent.
    private static func transition(
        _ name: String, size: (Int, Int), convertingColour: Bool
    ) throws -> TransitionRenderer {
        let renderer = try TestEngine.transition(name, width: size.0, height: size.1)
        if convertingColour {
            renderer.graph.from.markTranslucent()
            renderer.graph.to.markTranslucent()
        }
        return renderer
    }

    @Test func theOpaqueTransitionsAreFound() {
        // The xfade family, gl-transitions-style mixes and warps, and pixellate-dissolve at least.
        #expect(Self.names.count >= 30)
        for name in ["wipeleft", "fade", "swirl", "ripple", "circleopen", "pixellate-dissolve"] {
            #expect(Self.names.contains(name), "\(name) should declare @opaque")
        }
    }

    @Test(arguments: names)
    func framesMatchTheConvertingPlanAndAreOpaque(name: String) throws {
        let shaders = { (renderer: TransitionRenderer) in try renderer.renderer.plan.passes.map(\.fragmentSource) }
        for size in Self.sizes {
            let fast = try Self.transition(name, size: size, convertingColour: false)
            let converting = try Self.transition(name, size: size, convertingColour: true)
            for progress in Self.progresses {
                let frame = try fast.render(progress: progress)
                let reference = try converting.render(progress: progress)
                let label = "\(name) at \(progress), \(size.0)x\(size.1)"
                let difference = ImageComparison(frame, reference).maxDifference
                #expect(difference <= 1, "\(label): differs by \(difference)/255 from the converting plan")
                #expect(frame.isOpaque, "\(label): a pixel is not opaque")
            }
            #expect(
                try shaders(converting).allSatisfy { Self.calls("segue_opaque", in: $0) == 0 },
                "\(name): the plan for translucent images converts")
            #expect(
                try shaders(fast).contains { Self.calls("segue_opaque", in: $0) > 0 },
                "\(name): the opaque plan converts")
        }
    }

    /// Every built-in filter and blend whose file declares `@opaque`.
    static let filters: [String] = {
        guard let library = try? TestEngine.engine().library else { return [] }
        return library.effects.values.filter { $0.keepsOpacity && $0.kind != .transition }.map(\.name).sorted()
    }()

    @Test func theOpaqueFiltersAreFound() {
        #expect(Self.filters.count >= 30)
        for name in ["Pixellate", "DissolveBlend", "SaturationAdjustment", "Vignette", "Sharpen"] {
            #expect(Self.filters.contains(name), "\(name) should declare @opaque")
        }
    }

    @Test(arguments: filters)
    func filterFramesMatchTheConvertingPlanAndAreOpaque(name: String) throws {
        let engine = try TestEngine.engine()
        var frames: [Image] = []
        for convertingColour in [false, true] {
            let node = EffectNode(try engine.library.effect(named: name))
            let sources = [
                TestImages.pattern(width: 333, height: 177), TestImages.otherPattern(width: 333, height: 177),
            ]
            .prefix(node.inputs.count).map { ImageSource($0) }
            for (slot, source) in sources.enumerated() {
                node.connect(source, to: slot)
                if convertingColour { source.markTranslucent() }
            }
            let output = FrameOutput()
            node --> output
            frames.append(try engine.makeRenderer(for: output, width: 333, height: 177).renderImage())
        }
        let difference = ImageComparison(frames[0], frames[1]).maxDifference
        #expect(difference <= 1, "\(name) differs by \(difference)/255 from the converting plan")
        #expect(frames[0].isOpaque, "\(name): a pixel is not opaque")
    }

    @Test func aTranslucentPictureAfterAnOpaquePlanIsPlannedFor() throws {
        let width = 61
        let height = 37
        let renderer = try TestEngine.transition("pixellate-dissolve", width: width, height: height)
        _ = try renderer.render(progress: 0.4)
        #expect(try renderer.renderer.plan.opaqueSources.allSatisfy { $0 })
        // Half the pixels of "from" half transparent: the same frame as a renderer given it from the start.
        var translucent = TestImages.pattern(width: width, height: height)
        for alpha in stride(from: 3, to: translucent.pixels.count, by: 8) { translucent.pixels[alpha] = 100 }
        let expected = try TestEngine.engine().makeTransition(
            "pixellate-dissolve", from: translucent, to: TestImages.otherPattern(width: width, height: height)
        ).render(progress: 0.4)
        // Streamed pictures are laid out as textures are: the bottom row first.
        let rowBytes = width * 4
        let bottomFirst = (0..<height).reversed().flatMap {
            translucent.pixels[($0 * rowBytes)..<(($0 + 1) * rowBytes)]
        }
        var frame = try Image(width: width, height: height)
        try bottomFirst.withUnsafeBytes { pixels in
            try renderer.renderer.render(into: &frame) {
                try renderer.graph.setProgress(0.4)
                renderer.renderer.showFrame(pixels, on: renderer.graph.from)
            }
        }
        #expect(try renderer.renderer.plan.opaqueSources == [false, true])
        let difference = ImageComparison(frame, expected).maxDifference
        #expect(difference <= 1, "the streamed translucent frame differs by \(difference)/255")
    }

    @Test func aNewOpaqueImagePlansForOpacityAgain() throws {
        let renderer = try TestEngine.transition("crossfade", width: 16, height: 9)
        renderer.graph.from.markTranslucent()
        _ = try renderer.render(progress: 0.5)
        #expect(try renderer.renderer.plan.opaqueSources == [false, true])
        renderer.graph.from.image = TestImages.pattern(width: 16, height: 9)
        _ = try renderer.render(progress: 0.5)
        #expect(try renderer.renderer.plan.opaqueSources == [true, true])
    }

    @Test func opaqueTakesNoValue() {
        let source =
            "// @name Bad\n// @kind filter\n// @opaque always\nvec4 effect(vec2 uv) { return getInputColor(uv); }\n"
        #expect {
            _ = try ShaderFileParser.parse(source, file: "bad.glsl")
        } throws: { error in
            "\(error)".contains("bad.glsl:3") && "\(error)".contains("@opaque takes no value")
        }
    }

    /// How many times `function` is called in `shader`, its declaration aside.
    private static func calls(_ function: String, in shader: String) -> Int {
        shader.components(separatedBy: function + "(").count - 1 - (shader.contains("vec4 \(function)(") ? 1 : 0)
    }
}
