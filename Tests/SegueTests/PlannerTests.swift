@_spi(Benchmarks) import Segue
import Testing

/// The planner's fusion rules, each planned as documented (FusionRule.swift) and rendering
/// like the unfused graph.
struct PlannerTests {
    static let library = try! EffectLibrary(environment: [:])

    static func node(_ name: String, _ parameter: String? = nil, _ value: Float = 0) -> EffectNode {
        let node = EffectNode(try! library.effect(named: name))
        if let parameter { try! node.set(parameter, .float(value)) }
        return node
    }

    /// A chain of ten pointwise filters (and a pixellate) over one image.
    static func tenFilterChain(_ image: Image) -> FrameOutput {
        let chain = [
            node("Brightness", "brightness", 0.05), node("Contrast", "contrast", 1.1),
            node("Saturation", "saturation", 1.2),
            node("Gamma", "gamma", 0.9), node("Exposure", "exposure", 0.2), node("Sepia", "intensity", 0.3),
            node("ColorInvert"), node("Grayscale"), node("Copy"), node("Contrast", "contrast", 0.9),
        ]
        var last: GraphNode = ImageSource(image)
        for filter in chain { last = last --> filter }
        let output = FrameOutput()
        last --> output
        return output
    }

    /// source → Brightness → {Contrast, Saturation} → DissolveBlend, or with `middle` in place of Brightness.
    static func fanOut(_ image: Image, middle: EffectNode = node("Brightness", "brightness", 0.1)) -> FrameOutput {
        let contrast = node("Contrast", "contrast", 1.5)
        let saturation = node("Saturation", "saturation", 0.3)
        let blend = node("DissolveBlend", "mix", 0.4)
        let output = FrameOutput()
        ImageSource(image) --> middle
        middle --> contrast --> blend
        middle --> saturation --> blend
        blend --> output
        return output
    }

    /// source → Brightness → blur H → blur V → Contrast.
    static func blurInTheMiddle(_ image: Image) -> FrameOutput {
        let output = FrameOutput()
        ImageSource(image) --> node("Brightness", "brightness", -0.1) --> node("GaussianBlurHorizontal", "sigma", 1.5)
            --> node("GaussianBlurVertical", "sigma", 1.5) --> node("Contrast", "contrast", 1.3) --> output
        return output
    }

    static func passNodes(_ plan: RenderPlan) -> [[String]] {
        plan.passes.map { $0.nodes.map(\.effect.name) }
    }

    // MARK: Plans (no GPU)

    /// Nearest cells of an image of the output's size are one exact read where they are used, so
    /// each Pixellate fuses into the dissolve. Bilinear ones (`smooth`), and cells of an image
    /// that is resized (a bilinear read), are computed once per cell, in a small pass of one texel
    /// per cell, and the dissolve reads the pixel's cell from each with one fetch.
    @Test func pixellateDissolveDrawsCostlyCellsInSmallPasses() throws {
        let image = TestImages.pattern(width: 333, height: 177)
        let graph = try Self.library.makeTransition(
            "pixellate-dissolve", from: ImageSource(image), to: ImageSource(image))
        let nearest = try Engine.plan(graph.output, width: 333, height: 177)
        #expect(Self.passNodes(nearest) == [["Pixellate", "Pixellate", "DissolveBlend"]])
        #expect(nearest.passes.map(\.drawsCells) == [false])
        let resized = try Engine.plan(graph.output, width: 640, height: 360)
        #expect(resized.passes.map(\.drawsCells) == [true, true, false])
        try graph.set("smooth", true)
        let plan = try Engine.plan(graph.output, width: 333, height: 177)
        #expect(Self.passNodes(plan) == [["Pixellate"], ["Pixellate"], ["DissolveBlend"]])
        #expect(plan.passes.map(\.drawsCells) == [true, true, false])
        let uniforms = plan.passes[2].uniformNames.filter { $0.parameter == "fractionalWidthOfAPixel" }
        #expect(Set(uniforms.map(\.uniform)).count == 2 && Set(uniforms.map(\.node)).count == 2)
        #expect(plan.passes[2].inputs.count == 2)
    }

    /// Filters before a Pixellate are evaluated once per cell, in its small pass.
    @Test func filtersBeforeAPixellateFuseIntoItsCells() throws {
        let chain = [
            Self.node("Brightness", "brightness", 0.05), Self.node("Contrast", "contrast", 1.1),
            Self.node("Pixellate", "fractionalWidthOfAPixel", 0.02), Self.node("Sepia", "intensity", 0.3),
        ]
        var last: GraphNode = ImageSource(TestImages.pattern(width: 8, height: 8))
        for filter in chain { last = last --> filter }
        let output = FrameOutput()
        last --> output
        let plan = try Engine.plan(output, width: 8, height: 8)
        #expect(Self.passNodes(plan) == [["Brightness", "Contrast", "Pixellate"], ["Sepia"]])
        #expect(plan.passes.map(\.drawsCells) == [true, false])
    }

    @Test func tenFilterChainIsOnePass() throws {
        let plan = try Engine.plan(Self.tenFilterChain(TestImages.pattern(width: 8, height: 8)), width: 8, height: 8)
        #expect(plan.passes.count == 1)
        #expect(plan.passes[0].nodes.count == 10)
        #expect(
            try Engine.plan(
                Self.tenFilterChain(TestImages.pattern(width: 8, height: 8)), width: 8, height: 8,
                options: PlanOptions(fuse: false)
            ).passes.count == 10)
    }

    @Test func cheapFanOutIsDuplicated() throws {
        let plan = try Engine.plan(Self.fanOut(TestImages.pattern(width: 8, height: 8)), width: 8, height: 8)
        #expect(Self.passNodes(plan) == [["Brightness", "Contrast", "Saturation", "DissolveBlend"]])
    }

    @Test func expensiveFanOutIsRenderedOnce() throws {
        let blur = Self.node("GaussianBlurHorizontal", "sigma", 2)
        let plan = try Engine.plan(
            Self.fanOut(TestImages.pattern(width: 8, height: 8), middle: blur), width: 8, height: 8)
        #expect(Self.passNodes(plan) == [["GaussianBlurHorizontal"], ["Contrast", "Saturation", "DissolveBlend"]])
    }

    @Test func separableBlurStaysTwoPassesButCheapNeighboursFuse() throws {
        let plan = try Engine.plan(Self.blurInTheMiddle(TestImages.pattern(width: 8, height: 8)), width: 8, height: 8)
        #expect(
            Self.passNodes(plan) == [["Brightness", "GaussianBlurHorizontal"], ["GaussianBlurVertical", "Contrast"]])
    }

    /// source → Brightness → Pixellate(smooth): a bilinear read of an inlined node counts 4 reads.
    static func smoothPixellateOfAFilter(_ image: Image) -> FrameOutput {
        let smooth = node("Pixellate", "fractionalWidthOfAPixel", 0.03)
        try! smooth.set("smooth", .bool(true))
        let output = FrameOutput()
        ImageSource(image) --> node("Brightness", "brightness", 0.2) --> smooth --> output
        return output
    }

    @Test func bilinearReadOfACheapInputStillFuses() throws {
        let plan = try Engine.plan(
            Self.smoothPixellateOfAFilter(TestImages.pattern(width: 8, height: 8)), width: 8, height: 8)
        #expect(Self.passNodes(plan) == [["Brightness", "Pixellate"]])
    }

    // MARK: Fused output equals unfused output

    static func renderBoth(_ output: FrameOutput, width: Int, height: Int) throws -> (fused: Image, unfused: Image) {
        let engine = try TestEngine.engine()
        return (
            try engine.makeRenderer(for: output, width: width, height: height).renderImage(),
            try engine.makeRenderer(for: output, width: width, height: height, options: PlanOptions(fuse: false))
                .renderImage()
        )
    }

    @Test(.requiresGPU, arguments: [0.0, 0.2, 0.5, 0.63, 1.0])
    func pixellateDissolveFusedMatchesUnfused(progress: Double) throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 333, height: 177)
        let to = TestImages.otherPattern(width: 333, height: 177)
        let fused = try engine.makeTransition("pixellate-dissolve", from: from, to: to).render(progress: progress)
        let unfused = try engine.makeTransition(
            "pixellate-dissolve", from: from, to: to, options: PlanOptions(fuse: false)
        ).render(progress: progress)
        let comparison = ImageComparison(fused, unfused)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    /// Unfused passes round to 8 bits after every node, fused ones once: allow a few levels.
    @Test(.requiresGPU, arguments: ["ten", "fan-out", "fan-out-blur", "blur", "smooth"])
    func fusedGraphMatchesUnfused(graph: String) throws {
        let image = TestImages.pattern(width: 333, height: 177)
        let output: FrameOutput
        switch graph {
        case "ten": output = Self.tenFilterChain(image)
        case "fan-out": output = Self.fanOut(image)
        case "fan-out-blur": output = Self.fanOut(image, middle: Self.node("GaussianBlurVertical", "sigma", 2))
        case "smooth": output = Self.smoothPixellateOfAFilter(image)
        default: output = Self.blurInTheMiddle(image)
        }
        let (fused, unfused) = try Self.renderBoth(output, width: 333, height: 177)
        let comparison = ImageComparison(fused, unfused, tolerance: 3)
        #expect(comparison.fractionWithin >= 0.99 && comparison.psnr >= 40, "\(graph): \(comparison)")
    }

    /// Each pass reads the intermediate the pass before wrote, so it must write to another one;
    /// the two then take turns, and the last pass writes to the output, not an intermediate.
    @Test(.requiresGPU) func unfusableChainOfTenPingPongsBetweenTwoIntermediates() throws {
        let engine = try TestEngine.engine()
        var last: GraphNode = ImageSource(TestImages.pattern(width: 32, height: 32))
        for index in 0..<10 {
            last = last --> Self.node(index % 2 == 0 ? "GaussianBlurHorizontal" : "GaussianBlurVertical", "sigma", 1)
        }
        let output = FrameOutput()
        last --> output
        let renderer = try engine.makeRenderer(for: output, width: 32, height: 32)
        #expect(try renderer.plan.passes.count == 10)
        try renderer.render()
        #expect(try renderer.peakIntermediates == 2)
    }

    @Test(.requiresGPU) func planningHappensOnce() throws {
        let engine = try TestEngine.privateEngine()
        let image = TestImages.pattern(width: 48, height: 32)
        let transition = try engine.makeTransition(
            "pixellate-dissolve", from: image, to: image, options: PlanOptions(fuse: false))
        try transition.draw(progress: 0)
        let before = engine.counters
        for index in 1...100 { try transition.draw(progress: Double(index) / 100) }
        #expect(engine.counters.since(before).programsLinked == 0)
        #expect(engine.counters.since(before).objectsCreated == 0)
    }

    @Test(.requiresGPU) func rewiringTheGraphReplansOnTheNextFrame() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 16, height: 16)
        let source = ImageSource(image)
        let output = FrameOutput()
        source --> Self.node("ColorInvert") --> output
        let renderer = try engine.makeRenderer(for: output, width: 16, height: 16)
        #expect(try renderer.renderImage() != image)
        output.disconnect(0)
        source --> Self.node("Copy") --> output
        #expect(try renderer.renderImage() == image)
    }

    @Test(.requiresGPU) func aSourceOfAnotherSizeReplans() throws {
        let engine = try TestEngine.engine()
        let source = ImageSource(TestImages.pattern(width: 16, height: 16))
        let output = FrameOutput()
        source --> Self.node("Copy") --> output
        let renderer = try engine.makeRenderer(for: output, width: 16, height: 16)
        _ = try renderer.renderImage()
        source.image = try Image(width: 40, height: 20, color: RGBA(200, 100, 50))
        #expect(try renderer.renderImage() == Image(width: 16, height: 16, color: RGBA(200, 100, 50)))
    }

    @Test(.requiresGPU) func anImageStraightToTheOutputComesBackUnchanged() throws {
        let engine = try TestEngine.engine()
        let image = OrientationTests.asymmetric()
        let output = FrameOutput()
        ImageSource(image) --> output
        let renderer = try engine.makeRenderer(for: output, width: image.width, height: image.height)
        #expect(try renderer.plan.passes.count == 1)
        #expect(try renderer.renderImage() == image)
    }
}
