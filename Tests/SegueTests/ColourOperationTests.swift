import Segue
import Testing

/// Each GPUImage colour operation against its CPU reference, at two parameter settings, on an
/// opaque image and on an odd-sized translucent one.
@Suite(.requiresGPU)
struct ColourOperationTests {
    /// An operation, the parameters it is given (as `--param` text) and a label for messages.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var parameters: [String: String]
        var testDescription: String {
            "\(name) \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))"
        }
        init(_ name: String, _ parameters: [String: String] = [:]) {
            self.name = name
            self.parameters = parameters
        }
    }

    static let cases: [Case] = [
        Case("BrightnessAdjustment", ["brightness": "0.25"]), Case("BrightnessAdjustment", ["brightness": "-0.4"]),
        Case("ContrastAdjustment", ["contrast": "1.6"]), Case("ContrastAdjustment", ["contrast": "0.5"]),
        Case("SaturationAdjustment", ["saturation": "0.3"]), Case("SaturationAdjustment", ["saturation": "1.8"]),
        Case("ExposureAdjustment", ["exposure": "0.8"]), Case("ExposureAdjustment", ["exposure": "-1.2"]),
        Case("GammaAdjustment", ["gamma": "0.5"]), Case("GammaAdjustment", ["gamma": "2"]),
        Case(
            "LevelsAdjustment",
            ["minimum": "0.1", "middle": "1.4", "maximum": "0.9", "minOutput": "0.05", "maxOutput": "0.95"]),
        Case(
            "LevelsAdjustment",
            [
                "minimum": "0.2,0,0.1", "middle": "0.8,1,1.5", "maximum": "1,0.7,0.9", "minOutput": "0,0.1,0",
                "maxOutput": "1,1,0.8",
            ]),
        Case("RGBAdjustment", ["red": "1.5", "green": "0.6"]),
        Case("RGBAdjustment", ["red": "0.2", "green": "1.3", "blue": "2"]),
        Case("HueAdjustment", ["hue": "90"]), Case("HueAdjustment", ["hue": "200"]),
        Case("WhiteBalance", ["temperature": "4000", "tint": "50"]),
        Case("WhiteBalance", ["temperature": "6500", "tint": "-120"]),
        Case("Vibrance", ["vibrance": "0.8"]), Case("Vibrance", ["vibrance": "-0.9"]),
        Case("HighlightsAndShadows", ["shadows": "0.6"]),
        Case("HighlightsAndShadows", ["shadows": "0.2", "highlights": "0.4"]),
        Case("Haze", ["distance": "0.2"]), Case("Haze", ["distance": "-0.15", "slope": "0.25"]),
        Case("OpacityAdjustment", ["opacity": "0.5"]), Case("OpacityAdjustment", ["opacity": "0.1"]),
        Case("LuminanceRangeReduction", ["rangeReductionFactor": "0.6"]),
        Case("LuminanceRangeReduction", ["rangeReductionFactor": "0.25"]),
        Case("ColorMatrixFilter", ["colorMatrix": "0.2,0.5,0.3,0,0.1,0.9,0,0,0.6,0.1,0.3,0,0,0,0,1"]),
        Case("ColorMatrixFilter", ["colorMatrix": "1,0,0,0.2,0,1,0,0,0.3,0.3,0.4,0,0,0,0,0.8", "intensity": "0.6"]),
        Case("SepiaToneFilter", ["intensity": "1"]), Case("SepiaToneFilter", ["intensity": "0.4"]),
        Case("MonochromeFilter"), Case("MonochromeFilter", ["intensity": "0.5", "color": "0.2,0.5,0.9"]),
        Case("FalseColor"), Case("FalseColor", ["firstColor": "0.1,0.2,0.3", "secondColor": "1,1,0.5"]),
        Case("ColorInversion"), Case("Luminance"),
        Case("Solarize", ["threshold": "0.5"]), Case("Solarize", ["threshold": "0.3137"]),
        Case("Posterize", ["colorLevels": "10"]), Case("Posterize", ["colorLevels": "3"]),
        Case("LuminanceThreshold", ["threshold": "0.5"]), Case("LuminanceThreshold", ["threshold": "0.2671"]),
        Case("ChromaKeying"),
        Case("ChromaKeying", ["thresholdSensitivity": "0.2", "smoothing": "0.3", "colorToReplace": "0.78,0.24,0.16"]),
        Case("CGAColorspaceFilter"),
        Case("HighlightAndShadowTint", ["shadowTintIntensity": "0.7"]),
        Case(
            "HighlightAndShadowTint",
            [
                "shadowTintIntensity": "0.4", "highlightTintIntensity": "0.8",
                "shadowTintColor": "0.2,0.8,0.1", "highlightTintColor": "1,0.9,0.2",
            ]),
    ]

    /// The pictures an operation is checked on. CGAColorspaceFilter reads bilinearly and picks
    /// one of four colours: under a low alpha the filtered straight colour is 8-bit rounding
    /// noise magnified (1/255 of premultiplied colour at alpha 3/255 is a third of the range),
    /// which tips its choice either way, so it is checked on opaque images of both sizes.
    static func pictures(for operation: Case) -> [TestPicture] {
        operation.name == "CGAColorspaceFilter" ? [.opaque, .opaqueOdd] : TestPicture.opaqueAndTranslucent
    }

    static let arguments = cases.flatMap { operation in pictures(for: operation).map { (operation, $0) } }

    /// Renders `name` with `parameters` over `image` alone.
    static func render(_ name: String, _ parameters: [String: String], _ image: Image) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: name))
        for (key, value) in parameters { try node.set(key, parsing: value) }
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try engine.makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    /// `operation` rendered on `picture` by the GPU and by `reference`, and how close the two are.
    static func compare(
        _ operation: Case, on picture: TestPicture, with reference: (String, [String: String], Image) -> Image
    ) throws -> (gpu: Image, reference: Image, comparison: ImageComparison) {
        let gpu = try render(operation.name, operation.parameters, picture.image)
        let expected = reference(operation.name, operation.parameters, picture.image)
        return (gpu, expected, ImageComparison(gpu, expected))
    }

    /// How close the GPU's render of `operation` on `picture` is to the closest of `StylizeReference`'s
    /// renders nudged by each of `StraightAlpha.nudges`, for results that flip on a threshold.
    static func compareWithNudgedStylizeReference(_ operation: Case, on picture: TestPicture) throws -> ImageComparison
    {
        let gpu = try render(operation.name, operation.parameters, picture.image)
        let references = StraightAlpha.nudges.map {
            StylizeReference.render(operation.name, operation.parameters, picture.image, nudge: $0)
        }
        return ImageComparison(gpu, StraightAlpha.closest(to: gpu, among: references))
    }

    /// Expects `comparison` to meet the reference tolerance, naming `operation` and `picture` where it does not.
    static func expectMeetsReferenceTolerance(
        _ comparison: ImageComparison, _ operation: Case, on picture: TestPicture,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            comparison.meetsReferenceTolerance,
            "\(operation.testDescription) on \(picture.testDescription): \(comparison)", sourceLocation: sourceLocation)
    }

    @Test(arguments: arguments)
    func matchesItsReference(operation: Case, picture: TestPicture) throws {
        let image = picture.image
        let gpu = try Self.render(operation.name, operation.parameters, image)
        let premultiplied = StraightAlpha.premultiplied(image)
        let transform = ColourReference.transform(operation.name, operation.parameters)
        let references = StraightAlpha.nudges.map { nudge in
            let input = StraightAlpha.Input(premultiplied: premultiplied, nudge: nudge)
            return StraightAlpha.visible(
                CPUReference.render(width: image.width, height: image.height) { uv in
                    StraightAlpha.written(transform(input, uv))
                })
        }
        let visible = StraightAlpha.visible(gpu)
        let comparison = ImageComparison(visible, StraightAlpha.closest(to: visible, among: references))
        #expect(
            comparison.meetsReferenceTolerance,
            "\(operation.testDescription) on \(image.width)x\(image.height): \(comparison)")
    }

    /// Every operation of the list is covered, each at two settings unless it has no parameter.
    @Test func everyColourOperationHasTwoCases() throws {
        let names = Set(Self.cases.map(\.name))
        #expect(names.count == 26)
        let library = try EffectLibrary(environment: [:])
        for name in names {
            let effect = try library.effect(named: name)
            #expect(effect.kind == .filter && effect.alpha == .straight, "\(name)")
            #expect(Self.cases.filter { $0.name == name }.count == (effect.parameters.isEmpty ? 1 : 2), "\(name)")
        }
    }
}
