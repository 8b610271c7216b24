import Segue
import Testing

/// Pixellate, DissolveBlend and pixellate-dissolve against the CPU reference.
@Suite(.requiresGPU)
struct FoundationEffectTests {
    static let sizes: [(Int, Int)] = [(333, 177), (600, 400)]

    /// "from" and "to" at a size: generated patterns at odd sizes, the photos at their own.
    static func images(_ width: Int, _ height: Int) throws -> (Image, Image) {
        if width == 600 && height == 400 {
            return (
                try TestImages.photo("coffee.png"),
                TestImages.resized(try TestImages.photo("chelsea.png"), width: 600, height: 400)
            )
        }
        return (TestImages.pattern(width: width, height: height), TestImages.otherPattern(width: width, height: height))
    }

    /// Pixellate on its own (drawn at every pixel, as the graph's last pass) or followed by a
    /// Copy (drawn as one texel per cell, which the Copy reads, where its cells are bilinear;
    /// nearest cells are read in place, one pass).
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
        #expect(try renderer.plan.passes.first?.drawsCells == (inCells && smooth))
        #expect(try renderer.plan.passes.count == (inCells && smooth ? 2 : 1))
        return try renderer.renderImage()
    }

    @Test(arguments: [Float(0.0004), 0.013, 0.05, 0.1, 0.37, 1], [false, true])
    func pixellateMatchesReference(fraction: Float, smooth: Bool) throws {
        for (width, height) in Self.sizes {
            let (image, _) = try Self.images(width, height)
            let expected = CPUReference.pixellate(image, fraction: fraction, smooth: smooth)
            for inCells in [false, true] {
                let comparison = ImageComparison(
                    try pixellate(image, fraction: fraction, smooth: smooth, inCells: inCells), expected)
                #expect(
                    comparison.meetsReferenceTolerance,
                    "\(width)x\(height) f=\(fraction) smooth=\(smooth) cells=\(inCells): \(comparison)")
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

    /// Bilinear cells are drawn once each, in small passes; nearest ones cost one exact read where
    /// they are used, so they fuse into the dissolve. Switching `smooth` re-plans.
    @Test func pixellateDissolveDrawsBilinearCellsInSmallPasses() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 64, height: 48)
        let fused = try engine.makeTransition("pixellate-dissolve", from: image, to: image)
        let unfused = try engine.makeTransition(
            "pixellate-dissolve", from: image, to: image, options: PlanOptions(fuse: false))
        #expect(try fused.renderer.plan.passes.map(\.drawsCells) == [false])
        #expect(try unfused.renderer.plan.passes.map(\.drawsCells) == [false, false, false])
        for transition in [fused, unfused] {
            try transition.set("smooth", true)
            _ = try transition.render(progress: 0.5)
        }
        #expect(try fused.renderer.plan.passes.map(\.drawsCells) == [true, true, false])
        #expect(try unfused.renderer.plan.passes.map(\.drawsCells) == [true, true, false])
        try fused.set("smooth", false)
        _ = try fused.render(progress: 0.5)
        #expect(try fused.renderer.plan.passes.map(\.drawsCells) == [false])
    }
}

/// `@cells PARAM [if FLAG]` names a float and, optionally, the bool that enables the cells pass.
struct CellsHeaderTests {
    static let header =
        "// @name C\n// @kind filter\n// @param float w = 0.1 [0, 1] W.\n// @param bool b = false B.\n// @param int n = 1 [0, 4] N.\n"
    static let body = "vec4 effect(vec2 uv) { return getInputColor(uv); }\n"

    @Test func cellsHeaderIsChecked() {
        let message = { (line: String) in MultiPassFileTests.message(Self.header + line + "\n" + Self.body) }
        #expect(message("// @cells w") == "loads")
        #expect(message("// @cells w if b") == "loads")
        #expect(message("// @cells b") == "6: @cells b must name a float @param")
        #expect(message("// @cells w if n") == "6: @cells … if n must name a bool @param")
        #expect(
            message("// @cells w if")
                == "6: @cells names the float parameter giving the cell width, and optionally the bool that enables the cells pass, e.g. @cells fractionalWidthOfAPixel if smooth"
        )
        #expect(message("// @cells w unless b") == message("// @cells w if"))
    }
}
