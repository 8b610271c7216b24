import Testing

@testable import Segue

/// Translucent images through the real renderer: colour is premultiplied while effects work on it
/// and written straight, so the colour of invisible pixels never shows.
@Suite(.requiresGPU)
struct PremultipliedAlphaTests {
    typealias Color = CPUReference.Color

    /// What a texture holds for a file pixel: premultiplied and rounded to 8 bits, as on upload.
    static func premultiplied(_ pixel: RGBA) -> Color {
        let a = Float(pixel.a) / 255
        let rgb = SIMD3(Float(pixel.r), Float(pixel.g), Float(pixel.b)) * a
        return Color(rgb.rounded(.toNearestOrAwayFromZero) / 255, a)
    }

    /// What the final write makes of premultiplied colour: straight alpha, clamped.
    static func straight(_ colour: Color) -> Color {
        let c = colour.clamped(lowerBound: .zero, upperBound: .one)
        guard c.w > 0 else { return .zero }
        return Color(SIMD3(c.x, c.y, c.z) / c.w, c.w).clamped(lowerBound: .zero, upperBound: .one)
    }

    static func solid(_ pixel: RGBA, width: Int = 8, height: Int = 6) throws -> Image {
        try Image(width: width, height: height, color: pixel)
    }

    /// Every pixel of `image` within `tolerance` of `expected`.
    static func expectEverywhere(_ image: Image, _ expected: RGBA, tolerance: Int = 1, _ label: String) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let close = zip([p.r, p.g, p.b, p.a], [expected.r, expected.g, expected.b, expected.a])
                    .allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
                guard close else {
                    Issue.record("\(label): pixel (\(x),\(y)) is \(p), expected \(expected) ±\(tolerance)")
                    return
                }
            }
        }
    }

    @Test func transparentRedFadingIntoOpaqueBlueShowsNoRed() throws {
        let from = try Self.solid(RGBA(255, 0, 0, 0))
        let to = try Self.solid(RGBA(0, 0, 255, 255))
        let frame = try TestEngine.engine().makeTransition("crossfade", from: from, to: to).render(progress: 0.5)
        Self.expectEverywhere(frame, RGBA(0, 0, 255, 128), "crossfade at 0.5")
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func transparentOverTransparentMatchesPremultipliedMix(progress: Double) throws {
        let a = RGBA(255, 40, 0, 128)
        let b = RGBA(0, 90, 255, 64)
        let frame = try TestEngine.engine().makeTransition("crossfade", from: try Self.solid(a), to: try Self.solid(b))
            .render(progress: progress)
        let p = Float(progress)
        let expected = Self.straight(Self.premultiplied(a) * (1 - p) + Self.premultiplied(b) * p)
        let q = (0..<4).map { CPUReference.quantize(expected[$0]) }
        Self.expectEverywhere(frame, RGBA(q[0], q[1], q[2], q[3]), "crossfade at \(progress)")
    }

    @Test(arguments: [0.3, 0.5])
    func translucentPatternsCrossfadeAsTheReferenceSays(progress: Double) throws {
        let from = Self.translucent(TestImages.pattern(width: 61, height: 37), phase: 0)
        let to = Self.translucent(TestImages.otherPattern(width: 61, height: 37), phase: 3)
        let frame = try TestEngine.engine().makeTransition("crossfade", from: from, to: to).render(progress: progress)
        let p = Float(progress)
        let expected = CPUReference.render(width: 61, height: 37) { uv in
            let x = Int(uv.x * 61)
            let y = 36 - Int(uv.y * 37)
            return Self.straight(Self.premultiplied(from[x, y]) * (1 - p) + Self.premultiplied(to[x, y]) * p)
        }
        let comparison = ImageComparison(frame, expected, tolerance: 1)
        #expect(comparison.fractionWithin == 1, "\(comparison)")
    }

    /// A colour parameter is given straight and mixed premultiplied: fading opaque black towards
    /// half-transparent white is half as bright as an opaque white would make it.
    @Test func colourParametersArePremultipliedForPremultipliedEffects() throws {
        let renderer = try TestEngine.engine().makeTransition(
            "fade-through", from: try Self.solid(RGBA(0, 0, 0, 255)), to: try Self.solid(RGBA(0, 0, 0, 255)))
        try renderer.set("fadeColor", .vec4(SIMD4(1, 1, 1, 0.5)))
        let frame = try renderer.render(progress: 0.25)
        let expected = Self.straight(Color(0, 0, 0, 1) * 0.5 + Color(0.5, 0.5, 0.5, 0.5) * 0.5)
        let q = (0..<4).map { CPUReference.quantize(expected[$0]) }
        Self.expectEverywhere(frame, RGBA(q[0], q[1], q[2], q[3]), "fade-through to #ffffff80 at 0.25")
    }

    /// A straight-alpha formula (GPUImage's dissolve) gives its published result on translucent
    /// inputs: mix of the straight colours.
    @Test func straightBlendKeepsItsPublishedFormula() throws {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: "DissolveBlend"))
        try node.set("mix", .float(0.5))
        let output = FrameOutput()
        ImageSource(try Self.solid(RGBA(255, 0, 0, 128))) --> node
        ImageSource(try Self.solid(RGBA(0, 0, 255, 64))) --> node --> output
        let frame = try engine.makeRenderer(for: output, width: 8, height: 6).renderImage()
        Self.expectEverywhere(frame, RGBA(128, 0, 128, 96), "DissolveBlend 0.5")
    }

    @Test func straightColourFilterAppliesToTheVisibleColour() throws {
        let frame = try FilterTests.apply("Brightness", "brightness", 0.2, to: try Self.solid(RGBA(100, 50, 25, 128)))
        Self.expectEverywhere(frame, RGBA(151, 101, 76, 128), "Brightness +0.2")
    }

    /// A blur works on premultiplied colour: fully transparent red beside opaque blue adds no red.
    @Test func blurDoesNotSpreadInvisibleColour() throws {
        var image = try Image(width: 40, height: 6, color: RGBA(0, 0, 255, 255))
        for y in 0..<6 { for x in 0..<20 { image[x, y] = RGBA(255, 0, 0, 0) } }
        let frame = try FilterTests.apply("GaussianBlurHorizontal", "sigma", 3, to: image)
        let reds = (0..<40).map { frame[$0, 3].r }
        #expect(reds.allSatisfy { $0 == 0 }, "red along a row: \(reds)")
        let alphas = (0..<40).map { frame[$0, 3].a }
        #expect(
            alphas[17] > 0 && alphas[17] < 128 && alphas[22] > 128 && alphas[22] < 255, "the edge is soft: \(alphas)")
    }

    /// Layers composite premultiplied: a snapshot scaled between texels of transparent red and
    /// opaque blue filters to translucent blue, never purple, over a transparent background.
    @Test func layerResamplingDoesNotBleedInvisibleColour() throws {
        var from = try Image(width: 32, height: 32, color: RGBA(0, 0, 255, 255))
        for y in 0..<32 { for x in stride(from: 0, to: 32, by: 2) { from[x, y] = RGBA(255, 0, 0, 0) } }
        let to = try Self.solid(RGBA(0, 0, 0, 0), width: 32, height: 32)
        let transition = LayerTransition(
            name: "alpha-zoom", background: .zero,
            layers: [
                Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(1.37))])
            ])
        let frame = try TestEngine.engine().makeTransition(transition, from: from, to: to).render(progress: 1)
        var translucent = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let p = frame[x, y]
                #expect(p.r <= 1 && p.g <= 1, "pixel (\(x),\(y)) is \(p)")
                if p.a > 0 {
                    #expect(p.b >= 254, "pixel (\(x),\(y)) is \(p)")
                    if p.a < 250 { translucent += 1 }
                }
            }
        }
        #expect(translucent > 100, "resampling mixes the stripes: \(translucent) translucent pixels")
    }

    /// A translucent fade-over on a transparent background: each layer's premultiplied colour
    /// over the one below (source-over), made straight once at the end.
    @Test(arguments: [0.25, 0.6])
    func layerFadeOverTransparentBackgroundMatchesSourceOver(progress: Double) throws {
        let a = RGBA(200, 30, 0, 160)
        let b = RGBA(0, 120, 220, 90)
        let transition = LayerTransition(
            name: "alpha-fade", background: .zero,
            layers: [
                Layer(source: .from, behaviours: [Behaviour(.opacity, from: .number(1), to: .number(0))]),
                Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
            ])
        let frame = try TestEngine.engine().makeTransition(
            transition, from: try Self.solid(a, width: 16, height: 16), to: try Self.solid(b, width: 16, height: 16)
        ).render(progress: progress)
        let p = Float(progress)
        let lower = Self.premultiplied(a) * (1 - p)
        let upper = Self.premultiplied(b) * p
        let expected = Self.straight(upper + lower * (1 - upper.w))
        let q = (0..<4).map { CPUReference.quantize(expected[$0]) }
        Self.expectEverywhere(frame, RGBA(q[0], q[1], q[2], q[3]), "fade-over at \(progress)")
    }

    /// Opaque inputs come through the premultiply and un-premultiply exactly.
    @Test func opaqueCopyIsExact() throws {
        let image = TestImages.pattern(width: 45, height: 23)
        #expect(try FilterTests.apply("Copy", nil, 0, to: image) == image)
    }

    /// `pattern` with alpha varying across it, from fully transparent to opaque.
    static func translucent(_ image: Image, phase: Int) -> Image {
        var image = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                image[x, y].a = UInt8(((x + y + phase) * 37) % 256)
            }
        }
        return image
    }
}
