import Segue
import Testing

/// Passes that read only still images and unchanged uniforms are drawn once and kept; a new
/// image, a new parameter value or a streamed picture draws them again. `hblur` is built on such
/// passes (running sums per row), so its frames cost two reads per input whatever the box width.
@Suite(.requiresGPU)
struct KeptPassTests {
    /// vf_xfade.c's hblur on the CPU: each pixel the mean of x … x + size − 1 of its row, cut at
    /// the right edge, mixed with ffmpeg's progress P = 1 − progress.
    static func hblur(_ from: Image, _ to: Image, progress: Float) -> Image {
        let width = from.width
        let height = from.height
        let p = 1 - progress
        let amount = p <= 0.5 ? p * 2 : (1 - p) * 2
        let size = Int(1 + Float(width / 2) * amount)
        var image = try! Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let count = min(size, width - x)
                var a = CPUReference.Color()
                var b = CPUReference.Color()
                for i in x..<(x + count) {
                    a += CPUReference.color(from, i, y)
                    b += CPUReference.color(to, i, y)
                }
                let c = (a * p + b * (1 - p)) / Float(count)
                image[x, y] = RGBA(
                    CPUReference.quantize(c.x), CPUReference.quantize(c.y), CPUReference.quantize(c.z),
                    CPUReference.quantize(c.w))
            }
        }
        return image
    }

    @Test(arguments: [(333, 177), (64, 31), (1000, 3)])
    func hblurMatchesItsReferenceAtEveryProgress(width: Int, height: Int) throws {
        let engine = try TestEngine.privateEngine()
        let from = TestImages.pattern(width: width, height: height)
        let to = TestImages.otherPattern(width: width, height: height)
        let transition = try engine.makeTransition("hblur", from: from, to: to)
        for progress in [0, 0.1, 0.3, 0.5, 0.62, 0.9, 1] as [Float] {
            let frame = try transition.render(progress: Double(progress))
            let comparison = ImageComparison(frame, Self.hblur(from, to, progress: progress), tolerance: 1)
            #expect(comparison.maxDifference <= 1, "\(width)x\(height) at \(progress): \(comparison)")
        }
    }

    @Test func hblurDrawsItsSumsOnceForStills() throws {
        let engine = try TestEngine.privateEngine()
        let from = TestImages.pattern(width: 96, height: 64)
        let to = TestImages.otherPattern(width: 96, height: 64)
        let transition = try engine.makeTransition("hblur", from: from, to: to)
        #expect(try transition.renderer.plan.passes.count == 5, "block sums and row sums per side, then the mix")
        var frame = try transition.render(progress: 0)
        let afterFirst = engine.counters
        for index in 1...20 { try transition.render(progress: Double(index) / 20, into: &frame) }
        let delta = engine.counters.since(afterFirst)
        #expect(delta.drawCalls == 20, "only the mix is drawn after the first frame")
        #expect(delta.objectsCreated == 0)
        #expect(delta.uploads == 0)
        #expect(frame == Self.hblur(from, to, progress: 1))
    }

    /// source → blur H → blur V → output: the horizontal pass is kept.
    struct BlurChain {
        let source: ImageSource
        let horizontal: EffectNode
        let vertical: EffectNode
        let output = FrameOutput()

        init(_ image: Image) {
            source = ImageSource(image)
            horizontal = PlannerTests.node("GaussianBlurHorizontal", "sigma", 2)
            vertical = PlannerTests.node("GaussianBlurVertical", "sigma", 1)
            source --> horizontal --> vertical --> output
        }
    }

    @Test func aKeptPassIsDrawnAgainWhenItsImageOrParameterChanges() throws {
        let engine = try TestEngine.privateEngine()
        let chain = BlurChain(TestImages.pattern(width: 48, height: 40))
        let renderer = try engine.makeRenderer(for: chain.output, width: 48, height: 40)
        #expect(try renderer.plan.passes.count == 2)
        _ = try renderer.renderImage()
        func drawsAndMatchesAFreshRenderer() throws -> Int {
            let before = engine.counters
            let image = try renderer.renderImage()
            let draws = engine.counters.since(before).drawCalls
            #expect(image == (try engine.makeRenderer(for: chain.output, width: 48, height: 40).renderImage()))
            return draws
        }
        #expect(try drawsAndMatchesAFreshRenderer() == 1, "unchanged: the kept blur is not drawn")
        try chain.vertical.set("sigma", .float(3))
        #expect(try drawsAndMatchesAFreshRenderer() == 1, "only the last pass's parameter changed")
        try chain.horizontal.set("sigma", .float(4))
        #expect(try drawsAndMatchesAFreshRenderer() == 2)
        chain.source.image = TestImages.otherPattern(width: 48, height: 40)
        #expect(try drawsAndMatchesAFreshRenderer() == 2)
        #expect(try drawsAndMatchesAFreshRenderer() == 1)
    }

    /// In a chain of ten passes only the one the output reads is kept; the others draw into two
    /// pooled targets, so a change inside the chain draws it all again (its inputs are gone).
    @Test func aChangeInsideAChainRedrawsTheChain() throws {
        let engine = try TestEngine.privateEngine()
        let source = ImageSource(TestImages.pattern(width: 32, height: 32))
        var nodes: [EffectNode] = []
        var last: GraphNode = source
        for index in 0..<10 {
            let node = PlannerTests.node(index % 2 == 0 ? "GaussianBlurHorizontal" : "GaussianBlurVertical", "sigma", 1)
            nodes.append(node)
            last = last --> node
        }
        let output = FrameOutput()
        last --> output
        let renderer = try engine.makeRenderer(for: output, width: 32, height: 32)
        _ = try renderer.renderImage()
        #expect(try renderer.peakIntermediates == 2)
        var before = engine.counters
        _ = try renderer.renderImage()
        #expect(engine.counters.since(before).drawCalls == 1)
        try nodes[3].set("sigma", .float(2))
        before = engine.counters
        let changed = try renderer.renderImage()
        #expect(engine.counters.since(before).drawCalls == 10)
        #expect(changed == (try engine.makeRenderer(for: output, width: 32, height: 32).renderImage()))
        try nodes[9].set("sigma", .float(2))
        before = engine.counters
        _ = try renderer.renderImage()
        #expect(engine.counters.since(before).drawCalls == 1, "only the output pass's parameter changed")
    }
}
