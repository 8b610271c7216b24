import Segue
import Testing

/// Each GPUImage blend against its CPU reference, on an opaque pair of images and on an
/// odd-sized translucent pair; blends with parameters at two settings.
@Suite(.requiresGPU)
struct BlendTests {
    typealias Case = ColourOperationTests.Case

    static let parameterless = [
        "AddBlend", "ColorBlend", "ColorBurnBlend", "ColorDodgeBlend", "DarkenBlend", "DifferenceBlend", "DivideBlend",
        "ExclusionBlend", "HardLightBlend", "HueBlend", "LightenBlend", "LinearBurnBlend", "LuminosityBlend",
        "MultiplyBlend",
        "NormalBlend", "OverlayBlend", "SaturationBlend", "ScreenBlend", "SoftLightBlend", "SourceOverBlend",
        "SubtractBlend",
    ]

    static let cases: [Case] =
        parameterless.map { Case($0) } + [
            Case("AlphaBlend", ["mix": "0.5"]), Case("AlphaBlend", ["mix": "0.8"]),
            Case("DissolveBlend", ["mix": "0.3"]), Case("DissolveBlend", ["mix": "0.75"]),
            Case("ChromaKeyBlend"),
            Case(
                "ChromaKeyBlend", ["thresholdSensitivity": "0.15", "smoothing": "0.2", "colorToReplace": "0.1,0.8,0.9"]),
        ]

    /// Two images to blend, named for messages.
    struct Pair: CustomTestStringConvertible, Sendable {
        var first: Image
        var second: Image
        var testDescription: String

        static let opaque = Pair(
            first: TestImages.pattern(width: 64, height: 40), second: TestImages.otherPattern(width: 64, height: 40),
            testDescription: "opaque 64x40")
        static let translucent = Pair(
            first: TestImages.translucent(width: 33, height: 17),
            second: TestImages.withAlpha(TestImages.otherPattern(width: 33, height: 17), seed: 4),
            testDescription: "translucent 33x17")
    }

    /// Renders blend `name` of `pair` with `parameters`.
    static func render(_ name: String, _ parameters: [String: String], _ pair: Pair) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: name))
        for (key, value) in parameters { try node.set(key, parsing: value) }
        let output = FrameOutput()
        ImageSource(pair.first) --> node
        ImageSource(pair.second) --> node
        node --> output
        return try engine.makeRenderer(for: output, width: pair.first.width, height: pair.first.height).renderImage()
    }

    @Test(arguments: cases, [Pair.opaque, Pair.translucent])
    func matchesItsReference(blend: Case, pair: Pair) throws {
        let gpu = try Self.render(blend.name, blend.parameters, pair)
        let first = StraightAlpha.premultiplied(pair.first)
        let second = StraightAlpha.premultiplied(pair.second)
        let formula = BlendReference.blend(blend.name, blend.parameters)
        let references = StraightAlpha.nudges.map { nudge in
            let base = StraightAlpha.Input(premultiplied: first, nudge: nudge)
            let overlay = StraightAlpha.Input(premultiplied: second, nudge: nudge)
            return StraightAlpha.visible(
                CPUReference.render(width: pair.first.width, height: pair.first.height) { uv in
                    StraightAlpha.written(formula(base.read(uv), overlay.read(uv)))
                })
        }
        let visible = StraightAlpha.visible(gpu)
        let comparison = ImageComparison(visible, StraightAlpha.closest(to: visible, among: references))
        #expect(
            comparison.meetsReferenceTolerance, "\(blend.testDescription) on \(pair.testDescription): \(comparison)")
    }

    /// Every GPUImage blend is covered, and a blend's parameters have two settings.
    @Test func everyBlendIsCovered() throws {
        let library = try EffectLibrary(environment: [:])
        let blends = Set(library.effects.values.filter { $0.kind == .blend }.map(\.name))
        #expect(blends == Set(Self.cases.map(\.name)))
        #expect(blends.count == 24)
        for name in blends {
            let effect = try library.effect(named: name)
            #expect(effect.alpha == .straight && effect.inputs == ["first", "second"], "\(name)")
            #expect(Self.cases.filter { $0.name == name }.count == (effect.parameters.isEmpty ? 1 : 2), "\(name)")
        }
    }

    /// A blend given one input is one error naming the blend and its missing input.
    @Test(arguments: ["MultiplyBlend", "ChromaKeyBlend"])
    func aBlendGivenOneInputIsAnErrorNamingIt(name: String) throws {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: name))
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> node --> output
        #expect(throws: RenderError.missingInput(node: name, input: "second")) {
            try engine.makeRenderer(for: output, width: 8, height: 8).renderImage()
        }
    }
}
