import Segue
import Testing

/// Pixellate, DissolveBlend and pixellate-dissolve against the CPU reference.
@Suite(.requiresGPU)
struct FoundationEffectTests {
    static let sizes: [(Int, Int)] = [(333, 177), (600, 400)]

    /// "from" and "to" at a size: generated patterns at odd sizes, the photos at their own.
    static func images(_ width: Int, _ height: Int) throws -> (Image, Image) {
        if width == 600 && height == 400 {
            return (try TestImages.photo("coffee.png"), TestImages.resized(try TestImages.photo("chelsea.png"), width: 600, height: 400))
        }
        return (TestImages.pattern(width: width, height: height), TestImages.otherPattern(width: width, height: height))
    }

    /// Pixellate on its own (drawn at every pixel, as the graph's last pass) or followed by a
    /// Copy (drawn as one texel per cell, which the Copy reads).
    func pixellate(_ image: Image, fraction: Float, smooth: Bool, inCells: Bool = false) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: "Pixellate"))
        try node.set("fractionalWidthOfAPixel", .float(fraction))
        try node.set("smooth", .bool(smooth))
        let output = FrameOutput()
        if inCells {
            ImageSource(image) --> node --> EffectNode(try engine.library.effect(named: "Copy")) --> output
        } else {
            ImageSource(image) --> node --> output
        }
        let renderer = try engine.makeRenderer(for: output, width: image.width, height: image.height)
        #expect(try renderer.plan.passes.first?.drawsCells == inCells)
        return try renderer.renderImage()
    }

    @Test(arguments: [Float(0.0004), 0.013, 0.05, 0.1, 0.37, 1], [false, true])
    func pixellateMatchesReference(fraction: Float, smooth: Bool) throws {
        for (width, height) in Self.sizes {
            let (image, _) = try Self.images(width, height)
            let expected = CPUReference.pixellate(image, fraction: fraction, smooth: smooth)
            for inCells in [false, true] {
                let comparison = ImageComparison(try pixellate(image, fraction: fraction, smooth: smooth, inCells: inCells), expected)
                #expect(comparison.meetsReferenceTolerance, "\(width)x\(height) f=\(fraction) smooth=\(smooth) cells=\(inCells): \(comparison)")
            }
        }
    }

    @Test func pixellateAtZeroIsTheInputExactly() throws {
        for (width, height) in Self.sizes {
            let (image, _) = try Self.images(width, height)
            for inCells in [false, true] {
                #expect(try pixellate(image, fraction: 0, smooth: false, inCells: inCells) == image)
            }
        }
    }

    @Test(arguments: [Float(0), 0.25, 0.5, 0.8, 1])
    func dissolveBlendMatchesReference(mix: Float) throws {
        let engine = try TestEngine.engine()
        for (width, height) in Self.sizes {
            let (a, b) = try Self.images(width, height)
            let node = EffectNode(try engine.library.effect(named: "DissolveBlend"))
            try node.set("mix", .float(mix))
            let output = FrameOutput()
            ImageSource(a) --> node
            ImageSource(b) --> node --> output
            let gpu = try engine.makeRenderer(for: output, width: width, height: height).renderImage()
            let comparison = ImageComparison(gpu, CPUReference.dissolve(a, b, mix: mix), tolerance: 1)
            #expect(comparison.fractionWithin == 1, "\(width)x\(height) mix=\(mix): \(comparison)")
            if mix == 0 { #expect(gpu == a) }
            if mix == 1 { #expect(gpu == b) }
        }
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.77, 0.95])
    func pixellateDissolveMatchesReference(progress: Double) throws {
        let engine = try TestEngine.engine()
        for (width, height) in Self.sizes {
            let (from, to) = try Self.images(width, height)
            let gpu = try engine.makeTransition("pixellate-dissolve", from: from, to: to).render(progress: progress)
            let comparison = ImageComparison(gpu, CPUReference.pixellateDissolve(from, to, progress: Float(progress)))
            #expect(comparison.meetsReferenceTolerance, "\(width)x\(height) p=\(progress): \(comparison)")
        }
    }

    @Test func pixellateDissolveEndsExactlyOnItsImages() throws {
        let engine = try TestEngine.engine()
        for (width, height) in Self.sizes {
            let (from, to) = try Self.images(width, height)
            let transition = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
            #expect(try transition.render(progress: 0) == from)
            #expect(try transition.render(progress: 1) == to)
        }
    }

    @Test func pixellateDissolveDrawsCellsInSmallPasses() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 64, height: 48)
        let fused = try engine.makeTransition("pixellate-dissolve", from: image, to: image)
        let unfused = try engine.makeTransition("pixellate-dissolve", from: image, to: image, options: PlanOptions(fuse: false))
        #expect(try fused.renderer.plan.passes.map(\.drawsCells) == [true, true, false])
        #expect(try unfused.renderer.plan.passes.map(\.drawsCells) == [true, true, false])
    }
}
