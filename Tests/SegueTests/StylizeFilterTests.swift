import Segue
import Testing

/// GPUImage's stylizing operations against their CPU references at two settings each (one for
/// MedianFilter and KuwaharaRadius3Filter, which have none), on a photo and on an odd-sized
/// generated image, in GPUImage's orientation and with its edge clamping.
@Suite(.requiresGPU)
struct StylizeFilterTests {
    typealias Case = ColourOperationTests.Case

    static let cases: [Case] = [
        Case("Crosshatch"), Case("Crosshatch", ["crossHatchSpacing": "0.05", "lineWidth": "0.01"]),
        Case("Halftone"), Case("Halftone", ["fractionalWidthOfAPixel": "0.04"]),
        Case("PolkaDot"), Case("PolkaDot", ["fractionalWidthOfAPixel": "0.05", "dotScaling": "0.6"]),
        Case("MedianFilter"),
        Case("KuwaharaFilter"), Case("KuwaharaFilter", ["radius": "1"]),
        Case("KuwaharaRadius3Filter"),
    ]

    static let pictures = [TestPicture.photo(width: 96, height: 64), .pattern333x177]

    /// Black-or-white results flip on a threshold where float rounding differs, so each pixel is
    /// compared with the closest of references nudged either way; then the usual bar applies,
    /// except for Halftone (below).
    @Test(arguments: cases, pictures)
    func matchesItsReference(operation: Case, picture: TestPicture) throws {
        let comparison = try ColourOperationTests.compareWithNudgedStylizeReference(operation, on: picture)
        if operation.name == "Halftone" {
            // A dot's radius follows a bilinear read, which GL filters with weights of a few bits
            // (8 on llvmpipe): a pixel on a dot's edge may flip between black and white, each
            // flip a full 255, which a PSNR bar cannot absorb. At most one pixel in a thousand.
            #expect(
                comparison.fractionWithin >= 0.999,
                "\(operation.testDescription) on \(picture.testDescription): \(comparison)")
        } else {
            ColourOperationTests.expectMeetsReferenceTolerance(comparison, operation, on: picture)
        }
    }

    /// The hatching runs through GPUImage's texture coordinates, from the top-left corner: on
    /// near-white only the lines where x + y is a multiple of the spacing are drawn. Pixel
    /// (19, 0) of 200x100 has x + y = 0.1025 (on a line 0.005 wide every 0.1) and pixel (19, 99)
    /// 1.0925 (off it); measured from the bottom-left they would swap.
    @Test func crosshatchLinesRunFromTheTopLeftCorner() throws {
        var white = try Image(width: 200, height: 100)
        for y in 0..<100 { for x in 0..<200 { white[x, y] = RGBA(250, 250, 250, 255) } }
        let hatched = try ColourOperationTests.render(
            "Crosshatch", ["crossHatchSpacing": "0.1", "lineWidth": "0.005"], white)
        #expect(hatched[19, 0] == RGBA(0, 0, 0, 255))
        #expect(hatched[19, 99] == RGBA(255, 255, 255, 255))
    }

    /// A filter that changes nothing would pass a lax comparison on a smooth image: the median
    /// removes a lone speckle, and the oil painting changes the pattern.
    @Test func theyChangeTheImage() throws {
        var image = try Image(width: 9, height: 9)
        for y in 0..<9 { for x in 0..<9 { image[x, y] = RGBA(100, 100, 100, 255) } }
        image[4, 4] = RGBA(255, 0, 0, 255)
        #expect(try ColourOperationTests.render("MedianFilter", [:], image)[4, 4] == RGBA(100, 100, 100, 255))
        let pattern = TestImages.pattern(width: 40, height: 30)
        #expect(
            !ImageComparison(try ColourOperationTests.render("KuwaharaFilter", [:], pattern), pattern)
                .meetsReferenceTolerance)
    }

    /// KuwaharaRadius3Filter is KuwaharaFilter at radius 3 with the radius compiled in.
    @Test func kuwaharaRadius3IsTheFilterAtRadius3() throws {
        let image = TestImages.pattern(width: 45, height: 31)
        let fixed = try ColourOperationTests.render("KuwaharaRadius3Filter", [:], image)
        let free = try ColourOperationTests.render("KuwaharaFilter", ["radius": "3"], image)
        #expect(ImageComparison(fixed, free, tolerance: 0).fractionWithin == 1)
    }

    @Test func badValuesSayTheRange() throws {
        let library = try EffectLibrary(environment: [:])
        let kuwahara = try library.effect(named: "KuwaharaFilter")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "KuwaharaFilter", name: "radius", value: "11.0", expected: "a value in [0, 10]")
        ) {
            try kuwahara.parameter(named: "radius").value(from: "11", effect: kuwahara.name)
        }
        let dots = try library.effect(named: "PolkaDot")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "PolkaDot", name: "dotScaling", value: "1.5", expected: "a value in [0, 1]")
        ) {
            try dots.parameter(named: "dotScaling").value(from: "1.5", effect: dots.name)
        }
    }
}
