import Segue
import Testing

/// GPUImage's geometric operations, PolarPixellate and TransformOperation, against their CPU
/// references at two or more settings, on a photo and on an odd-sized generated image; and
/// checks, independent of the references, that they keep GPUImage's orientation.
@Suite(.requiresGPU)
struct GeometryFilterTests {
    typealias Case = ColourOperationTests.Case

    static let pictures = StylizeFilterTests.pictures

    static let polarCases: [Case] = [
        Case("PolarPixellate"), Case("PolarPixellate", ["center": "0.3,0.6", "pixelSize": "0.1,0.3"]),
    ]

    /// Sector and ring edges move with float rounding of atan and length: nudged references.
    @Test(arguments: polarCases, pictures)
    func polarPixellateMatchesItsReference(operation: Case, picture: TestPicture) throws {
        let comparison = try ColourOperationTests.compareWithNudgedStylizeReference(operation, on: picture)
        ColourOperationTests.expectMeetsReferenceTolerance(comparison, operation, on: picture)
    }

    /// A transform and the options it is drawn with.
    struct Transform: CustomTestStringConvertible, Sendable {
        var label: String
        var matrix: [Double]
        var anchorTopLeft = false
        var ignoreAspectRatio = false
        var testDescription: String { label }
    }

    static let transforms = [
        Transform(label: "identity", matrix: TransformReference.rotation(0)),
        Transform(
            label: "turned 30 degrees, shrunk and moved",
            matrix: TransformReference.rotation(.pi / 6, scale: 0.7, tx: 0.2, ty: -0.1)),
        Transform(
            label: "turned 40 degrees about y in perspective", matrix: TransformReference.perspective(0.7, distance: 2)),
        // Near its left edge the quad passes behind the eye: GL clips it there.
        Transform(
            label: "turned 70 degrees about y, the eye close",
            matrix: TransformReference.perspective(1.2, distance: 0.8)),
        Transform(
            label: "turned 20 degrees about the top-left corner",
            matrix: TransformReference.rotation(.pi / 9, scale: 0.8), anchorTopLeft: true),
        Transform(
            label: "turned 20 degrees ignoring the aspect ratio", matrix: TransformReference.rotation(.pi / 9),
            ignoreAspectRatio: true),
    ]

    static func transformed(_ image: Image, _ t: Transform, background: String? = nil) throws -> Image {
        var parameters = [
            "transform": TransformReference.text(t.matrix), "anchorTopLeft": "\(t.anchorTopLeft)",
            "ignoreAspectRatio": "\(t.ignoreAspectRatio)",
        ]
        if let background { parameters["backgroundColor"] = background }
        return try ColourOperationTests.render("TransformOperation", parameters, image)
    }

    @Test(arguments: transforms, pictures)
    func transformMatchesItsReference(transform: Transform, picture: TestPicture) throws {
        let gpu = try Self.transformed(picture.image, transform)
        let reference = TransformReference.render(
            picture.image, rowMajor: transform.matrix, anchorTopLeft: transform.anchorTopLeft,
            ignoreAspectRatio: transform.ignoreAspectRatio)
        let comparison = ImageComparison(gpu, reference)
        #expect(comparison.meetsReferenceTolerance, "\(transform.label) on \(picture.testDescription): \(comparison)")
    }

    /// Translation is m41 and m42, in units where the image is 2 wide and y grows downwards:
    /// (1, a) moves the image right by half its width and down by half its height, whole
    /// texels, so the moved quarter is the original's top-left quarter exactly.
    @Test func aTranslationMovesRightAndDown() throws {
        let image = TestImages.pattern(width: 64, height: 40)
        let moved = try Self.transformed(
            image, Transform(label: "moved", matrix: TransformReference.rotation(0, tx: 1, ty: 40.0 / 64)))
        #expect(moved[10, 30] == RGBA(0, 0, 0, 255), "the uncovered top-left is the background")
        for (x, y) in [(32, 20), (40, 25), (63, 39)] {
            #expect(moved[x, y] == image[x - 32, y - 20], "(\(x), \(y))")
        }
    }

    /// Anchored at the top-left corner, a scale of one half draws the image into the top-left
    /// quarter; the background colour shows elsewhere.
    @Test func anchoredAtTheTopLeftAScaleKeepsThatCorner() throws {
        let image = TestImages.pattern(width: 64, height: 40)
        let half = Transform(label: "half", matrix: TransformReference.rotation(0, scale: 0.5), anchorTopLeft: true)
        let scaled = try Self.transformed(image, half, background: "#00000000")
        // Output pixel (x, y) of the quarter reads between input pixels 2x and 2x + 1.
        let expected = CPUReference.bilinear(image, CPUReference.uv(10, 5, width: 32, height: 20))
        let got = CPUReference.color(scaled, 10, 5)
        #expect(abs(got.x - expected.x) <= 2 / 255 && abs(got.y - expected.y) <= 2 / 255)
        #expect(
            scaled[40, 30] == RGBA(0, 0, 0, 0) && scaled[10, 30] == RGBA(0, 0, 0, 0)
                && scaled[40, 5] == RGBA(0, 0, 0, 0))
    }

    /// A matrix that flattens the image to a line draws nothing over the background, and no error.
    @Test func aSingularTransformDrawsOnlyTheBackground() throws {
        let image = TestImages.pattern(width: 33, height: 17)
        let flat = try ColourOperationTests.render(
            "TransformOperation", ["transform": "0", "backgroundColor": "#102030"], image)
        #expect(flat.pixels == (try Image(width: 33, height: 17, color: RGBA(0x10, 0x20, 0x30))).pixels)
    }

    /// Vignette measures from GPUImage's centre, from the top-left corner: a centre near that
    /// corner leaves it untouched and darkens the bottom-right one.
    @Test func vignetteCentreIsFromTheTopLeft() throws {
        let image = TestImages.pattern(width: 64, height: 40)
        let vignetted = try ColourOperationTests.render(
            "Vignette", ["center": "0.1,0.1", "start": "0.1", "end": "0.5"], image)
        #expect(vignetted[2, 2] == image[2, 2])
        #expect(vignetted[62, 38] == RGBA(0, 0, 0, 255))
    }

    @Test func badValuesSayTheExpectedForm() throws {
        let library = try EffectLibrary(environment: [:])
        let transform = try library.effect(named: "TransformOperation")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "TransformOperation", name: "transform", value: "1,0,0,1",
                expected: "sixteen numbers, column by column, or one for a diagonal")
        ) {
            try transform.parameter(named: "transform").value(from: "1,0,0,1", effect: transform.name)
        }
    }
}
