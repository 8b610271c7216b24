import SegueGL
import Testing

@testable import Segue

/// Layers that show an image whole (a still snapshot layer over the whole frame) are drawn as
/// copies and blends of the image (`LayerStep.image`) and give the frames of the shaded quads:
/// copies byte for byte, blends within the level 8-bit blending rounds to.
@Suite(.requiresGPU, .serialized)
struct LayerImageTests {
    /// Layers of every kind of step: whole images at the bottom, in the middle and on top, at
    /// opacity 0, 1 and between, over a coloured background, beside layers that move.
    static let custom: [LayerTransition] = [
        LayerTransition(
            name: "base-fades-in", background: SIMD4(0.2, 0.4, 0.8, 1),
            layers: [
                Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
                Layer(source: .from, behaviours: [Behaviour(.opacity, from: .number(1), to: .number(0))]),
            ]),
        LayerTransition(
            name: "image-over-a-mover",
            layers: [
                Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.3))]),
                Layer(
                    source: .to,
                    behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1), start: 0.2, duration: 0.5)]),
                Layer(
                    source: .from, region: LayerRect(x: 0, y: 0, width: 0.5, height: 1),
                    behaviours: [Behaviour(.opacity, from: .number(1), to: .number(0))]),
            ]),
        LayerTransition(
            name: "thirds", background: SIMD4(0.2, 0.4, 0.8, 1),
            layers: [
                Layer(source: .to, region: LayerRect(x: 0, y: 0, width: 1.0 / 3, height: 1)),
                Layer(source: .from, region: LayerRect(x: 1.0 / 3, y: 0.1, width: 1.0 / 3, height: 0.7)),
                Layer(source: .to, region: LayerRect(x: 2.0 / 3, y: 0.5, width: 1.0 / 3, height: 0.5)),
                Layer(
                    source: .from, region: LayerRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                    behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.5))]),
            ]),
        LayerTransition(
            name: "opaque-image-on-top",
            layers: [
                Layer(
                    source: .from,
                    behaviours: [Behaviour(.translation, from: .vector([0, 0]), to: .vector([0.3, 0.2]))]),
                Layer(
                    source: .to,
                    behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1), start: 0, duration: 0.5)]),
            ]),
    ]

    static let builtIns = [
        "crossfade-views", "explode", "photo-zoom", "zoom-fade", "fade-over", "page-flip", "card-stack", "door",
    ]
    static let sizes = [(333, 177), (64, 17), (7, 5), (100, 30)]
    static let progresses: [Double] = [0, 0.001, 0.2, 0.35, 0.5, 0.7, 0.999, 1]

    static let engine = Result { try TestEngine.privateEngine() }

    private func renderers(
        _ transition: String, from: Image, to: Image, options: PlanOptions
    ) throws -> TransitionRenderer {
        let engine = try Self.engine.get()
        if let custom = Self.custom.first(where: { $0.name == transition }) {
            return try engine.makeTransition(custom, from: from, to: to, options: options)
        }
        return try engine.makeTransition(transition, from: from, to: to, options: options)
    }

    /// Within 1/255 of the shaded quads everywhere, at each size and progress, with the images
    /// drawn whole in the frames where they can be.
    @Test(arguments: builtIns + custom.map(\.name))
    func imagesGiveTheQuadsPixels(_ name: String) throws {
        let engine = try Self.engine.get()
        let copies = engine.counters.pixelCopies
        for (width, height) in Self.sizes {
            let from = TestImages.pattern(width: width, height: height, seed: 3)
            let to = TestImages.pattern(width: width, height: height, seed: 7)
            let shading = try renderers(name, from: from, to: to, options: PlanOptions(copies: false))
            let drawing = try renderers(name, from: from, to: to, options: PlanOptions())
            for progress in Self.progresses {
                let shaded = try shading.render(progress: progress)
                let drawn = try drawing.render(progress: progress)
                let comparison = ImageComparison(drawn, shaded, tolerance: 1)
                #expect(comparison.fractionWithin == 1, "\(name) \(width)x\(height) p=\(progress): \(comparison)")
            }
        }
        // Each of these has an image at opacity 1 at some progress, which is copied; two have
        // none, and draw only quads.
        let drawsNoImage = ["card-stack", "door"].contains(name)
        #expect((engine.counters.pixelCopies > copies) == !drawsNoImage, "\(name): copies made or not")
    }

    /// Which steps the final pass of `renderer` takes at the progress it last drew, its images
    /// taken for drawable as they are here (opaque, of the output's size).
    static func steps(of renderer: TransitionRenderer) throws -> [LayerStep] {
        guard let quads = try renderer.renderer.plan.passes.last?.quadGeometry?.quads else { return [] }
        return quads.steps(hides: Array(repeating: false, count: quads.layers.count)) { _ in true }
    }

    /// The steps are the layers bottom first: images where layers show them whole, one blend at
    /// most, quads for the others; a base of images only where its bottom layer is a copy.
    @Test func stepsAreTheLayersBottomFirst() throws {
        let from = TestImages.pattern(width: 64, height: 48, seed: 3)
        let to = TestImages.pattern(width: 64, height: 48, seed: 7)
        let base = try renderers("base-fades-in", from: from, to: to, options: PlanOptions())
        _ = try base.render(progress: 0.5)
        var steps = try Self.steps(of: base)
        let shadedBase = QuadRun(first: 2, count: 1, value: LayerQuads.Kind.base.rawValue, blends: false)
        #expect(steps == [.quads(shadedBase)], "the background shows: \(steps)")
        _ = try base.render(progress: 1)
        steps = try Self.steps(of: base)
        #expect(steps == [.image(input: 1, opacity: 1, pixels: nil)], "\(steps)")
        #expect(try base.renderer.plan.description.contains("  images: layer 0 (\"to\"), layer 1 (\"from\") copied"))

        let mover = try renderers("image-over-a-mover", from: from, to: to, options: PlanOptions())
        _ = try mover.render(progress: 0.45)
        steps = try Self.steps(of: mover)
        let (moving, still) = (LayerQuads.Kind.fromMoving.rawValue, LayerQuads.Kind.fromStill.rawValue)
        #expect(steps.count == 4, "\(steps)")
        #expect(steps.first == .clear(SIMD4(0, 0, 0, 1)), "\(steps)")
        #expect(steps.dropFirst().first == .quads(QuadRun(first: 0, count: 1, value: moving, blends: true)))
        if case .image(let input, let opacity, let pixels) = steps.dropFirst(2).first {
            #expect(input == 1 && abs(opacity - 0.5) < 1e-6 && pixels == nil, "\(steps)")
        } else {
            Issue.record("the fading \"to\" is an image: \(steps)")
        }
        #expect(steps.last == .quads(QuadRun(first: 2, count: 1, value: still, blends: true)))

        let pageFlip = try renderers("page-flip", from: from, to: to, options: PlanOptions())
        _ = try pageFlip.render(progress: 0.25)
        steps = try Self.steps(of: pageFlip)
        #expect(
            Array(steps.prefix(3)) == [
                .clear(SIMD4(0, 0, 0, 1)),
                .image(input: 1, opacity: 1, pixels: PixelRegion(x: 0, y: 0, width: 32, height: 48)),
                .image(input: 0, opacity: 1, pixels: PixelRegion(x: 32, y: 0, width: 32, height: 48)),
            ], "the still halves are copied: \(steps)")

        let crossfade = try renderers("crossfade-views", from: from, to: to, options: PlanOptions())
        _ = try crossfade.render(progress: 0.5)
        steps = try Self.steps(of: crossfade)
        #expect(
            steps.count == 2 && steps.first == .image(input: 1, opacity: 1, pixels: nil), "a copy and a blend: \(steps)"
        )
    }

    /// A base layer over part of the frame covers the pixels whose centres lie in its region, in
    /// whole pixels, clamped to the frame: its shader tests those bounds, and its copy takes them.
    @Test func boundsAreThePixelsWhoseCentresLieInTheRegion() {
        let right = LayerRect(x: 0.5, y: 0, width: 0.5, height: 1)
        #expect(
            LayerCoverage.pixelBounds(of: right, width: 333, height: 7)
                == PixelRegion(x: 166, y: 0, width: 167, height: 7))
        let left = LayerRect(x: 0, y: 0, width: 0.5, height: 1)
        #expect(
            LayerCoverage.pixelBounds(of: left, width: 333, height: 7) == PixelRegion(x: 0, y: 0, width: 166, height: 7)
        )
        let third = LayerRect(x: 1.0 / 3, y: -0.5, width: 1.0 / 3, height: 2)
        #expect(
            LayerCoverage.pixelBounds(of: third, width: 100, height: 10)
                == PixelRegion(x: 33, y: 0, width: 34, height: 10))
    }

    /// An image with transparent pixels is not drawn whole (its texture holds premultiplied
    /// colour), and the frames are still the quads'.
    @Test func translucentImagesAreDrawnAsQuads() throws {
        var to = TestImages.pattern(width: 64, height: 48, seed: 7)
        for x in 0..<64 { to[x, 10] = RGBA(200, 100, 50, 128) }
        let from = TestImages.pattern(width: 64, height: 48, seed: 3)
        let engine = try Self.engine.get()
        let drawing = try engine.makeTransition("crossfade-views", from: from, to: to)
        let shading = try engine.makeTransition(
            "crossfade-views", from: from, to: to, options: PlanOptions(copies: false))
        let copies = engine.counters.pixelCopies
        for progress in [0.0, 0.5, 1] {
            let comparison = ImageComparison(
                try drawing.render(progress: progress), try shading.render(progress: progress), tolerance: 0)
            #expect(comparison.fractionWithin == 1, "p=\(progress): \(comparison)")
        }
        #expect(engine.counters.pixelCopies == copies)
    }
}
