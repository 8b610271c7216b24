import Segue
import Testing

/// GPUImage's 3×3 neighbourhood operations against their CPU references at two settings (one for
/// LocalBinaryPattern, ColorLocalBinaryPattern and Laplacian, which have none), on a photo and
/// on an odd-sized generated image, borders clamped to the edge.
@Suite(.requiresGPU)
struct NeighbourhoodTests {
    typealias Case = ColourOperationTests.Case

    static let cases: [Case] = [
        Case("Convolution3x3", ["convolutionKernel": "0,-1,0,-1,5,-1,0,-1,0"]),
        Case("Convolution3x3", ["convolutionKernel": "0.1,0.2,0,0,0.3,0,-0.1,0,0.5"]),
        Case("EmbossFilter", ["intensity": "1"]), Case("EmbossFilter", ["intensity": "2.5"]),
        Case("Laplacian"),
        Case("SobelEdgeDetection", ["edgeStrength": "1"]), Case("SobelEdgeDetection", ["edgeStrength": "0.3"]),
        Case("PrewittEdgeDetection", ["edgeStrength": "1"]), Case("PrewittEdgeDetection", ["edgeStrength": "2"]),
        Case("SketchFilter", ["edgeStrength": "1"]), Case("SketchFilter", ["edgeStrength": "0.5"]),
        Case("Sharpen", ["sharpness": "1.5"]), Case("Sharpen", ["sharpness": "-0.5"]),
        Case("ThresholdSobelEdgeDetection"),
        Case("ThresholdSobelEdgeDetection", ["edgeStrength": "2", "threshold": "0.6"]),
        Case("ToonFilter"), Case("ToonFilter", ["threshold": "0.5", "quantizationLevels": "4"]),
        Case("ThresholdSketchFilter"), Case("ThresholdSketchFilter", ["edgeStrength": "2", "threshold": "0.6"]),
        Case("LocalBinaryPattern"), Case("ColorLocalBinaryPattern"),
    ]

    static let pictures = [TestPicture.photo(width: 96, height: 64), .opaqueOdd]

    @Test(arguments: cases, pictures)
    func matchesItsReference(operation: Case, picture: TestPicture) throws {
        let (gpu, reference, comparison) = try ColourOperationTests.compare(
            operation, on: picture, with: NeighbourhoodReference.render)
        ColourOperationTests.expectMeetsReferenceTolerance(comparison, operation, on: picture)
        if operation.name.hasSuffix("LocalBinaryPattern") {
            // Whole levels: one bit out of place is 1/255, inside the usual tolerance, so exactly.
            let exact = ImageComparison(gpu, reference, tolerance: 0)
            #expect(exact.fractionWithin == 1, "\(picture.testDescription): \(exact)")
        }
    }
}
