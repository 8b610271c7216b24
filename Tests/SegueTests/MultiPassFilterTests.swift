import Segue
import Testing

/// The multi-pass operations against their CPU references, on a photo and on an odd-sized
/// (333×177) generated image, borders clamped to the edge.
@Suite(.requiresGPU)
struct MultiPassFilterTests {
    typealias Case = ColourOperationTests.Case

    /// Smooth results: 99% of pixels within 2/255 and 40 dB (`meetsReferenceTolerance`).
    static let smooth: [Case] = [
        Case("GaussianBlur"), Case("GaussianBlur", ["blurRadiusInPixels": "5.4"]),
        Case("GaussianBlur", ["blurRadiusInPixels": "0.3"]),
        Case("GaussianBlur", ["blurRadiusInPixels": "8"]),
        Case("BoxBlur"), Case("BoxBlur", ["blurRadiusInPixels": "5"]),
        Case("BilateralBlur"), Case("BilateralBlur", ["distanceNormalizationFactor": "2"]),
        Case("UnsharpMask", ["intensity": "2.5"]),
        Case("UnsharpMask", ["blurRadiusInPixels": "2", "intensity": "0.5"]),
        Case("TiltShift"),
        Case(
            "TiltShift",
            ["blurRadiusInPixels": "3", "topFocusLevel": "0.2", "bottomFocusLevel": "0.5", "focusFallOffRate": "0.1"]),
        Case("Erosion"), Case("Erosion", ["radius": "3"]), Case("Dilation"), Case("Dilation", ["radius": "4"]),
        Case("OpeningFilter", ["radius": "2"]), Case("ClosingFilter", ["radius": "2"]),
    ]

    /// Thresholded results, black or white (or, for the toon, an outline and posterized colour): a
    /// blurred value one level off (the GPU's bilinear weights have 8 bits) near a threshold flips
    /// a pixel whole, so these allow 2% of pixels to differ; the toon's posterized levels are
    /// 1/quantizationLevels apart, so a flip there is within one level (26/255 at 10 levels).
    static let thresholded: [Case] = [
        Case("SmoothToonFilter"),
        Case("SmoothToonFilter", ["blurRadiusInPixels": "1", "threshold": "0.3", "quantizationLevels": "4"]),
        Case("CannyEdgeDetection"),
        Case("CannyEdgeDetection", ["blurRadiusInPixels": "1", "upperThreshold": "0.3", "lowerThreshold": "0.05"]),
        Case("AdaptiveThreshold"), Case("AdaptiveThreshold", ["blurRadiusInPixels": "2"]),
    ]

    static let pictures = [TestPicture.photo(width: 160, height: 107), .pattern333x177]

    @Test(arguments: smooth, pictures)
    func smoothOperationMatchesItsReference(operation: Case, picture: TestPicture) throws {
        let comparison = try ColourOperationTests.compare(operation, on: picture, with: MultiPassReference.render)
            .comparison
        ColourOperationTests.expectMeetsReferenceTolerance(comparison, operation, on: picture)
    }

    /// Above a radius of 8 the blurs run on a copy radius / 8 times smaller (GPUImage2's rule),
    /// against the exact Gaussian: 40 dB everywhere, and 99% of pixels within 3/255 up to a
    /// radius of 20. At 40 the small copy's edge pixel is the mean of the last 5 rows or columns
    /// where the exact blur repeats the last one, and on a 177-pixel-high image with gradients
    /// across it every pixel is near an edge; there 85% (measured: 91%, worst 26/255 in a corner).
    static let downsampled: [(name: String, radius: String, fraction: Double)] = [
        ("GaussianBlur", "12", 0.99), ("GaussianBlur", "20", 0.99), ("GaussianBlur", "40", 0.85),
        ("UnsharpMask", "16", 0.99), ("TiltShift", "12", 0.99),
    ]

    @Test(arguments: downsampled, pictures)
    func downsampledBlurMatchesTheExactGaussian(
        blur: (name: String, radius: String, fraction: Double), picture: TestPicture
    ) throws {
        // UnsharpMask at 1.5: the blurred image's share is −0.5, so its errors count half.
        let parameters = ["blurRadiusInPixels": blur.radius].merging(
            blur.name == "UnsharpMask" ? ["intensity": "1.5"] : [:]
        ) { $1 }
        let gpu = try ColourOperationTests.render(blur.name, parameters, picture.image)
        let reference = MultiPassReference.render(blur.name, parameters, picture.image)
        let comparison = ImageComparison(gpu, reference, tolerance: 3)
        #expect(
            comparison.fractionWithin >= blur.fraction && comparison.psnr >= 40,
            "\(blur.name) radius \(blur.radius) on \(picture.testDescription): \(comparison)")
    }

    @Test(arguments: thresholded, pictures)
    func thresholdedOperationMatchesItsReference(operation: Case, picture: TestPicture) throws {
        let gpu = try ColourOperationTests.render(operation.name, operation.parameters, picture.image)
        let reference = MultiPassReference.render(operation.name, operation.parameters, picture.image)
        let levels =
            operation.name == "SmoothToonFilter"
            ? Int((255 / Double(operation.parameters["quantizationLevels"] ?? "10")!).rounded(.up)) : 2
        let comparison = ImageComparison(gpu, reference, tolerance: levels)
        #expect(
            comparison.fractionWithin >= 0.98,
            "\(operation.testDescription) on \(picture.testDescription): \(comparison)")
    }

    /// A blur changes the picture: the references above would also pass a filter doing nothing
    /// only if the reference did nothing too, so check that they do not.
    @Test(arguments: ["GaussianBlur", "BoxBlur", "BilateralBlur", "CannyEdgeDetection", "Erosion"])
    func operationChangesThePicture(name: String) throws {
        let picture = Self.pictures[1].image
        let gpu = try ColourOperationTests.render(name, [:], picture)
        #expect(ImageComparison(gpu, picture).fractionWithin < 0.5, "\(name)")
    }

    /// The blur's size is part of the plan: a radius that changes the factor re-plans on the next
    /// frame, and the frame is the one the new radius gives.
    @Test func changingTheRadiusAcrossTheLimitReplans() throws {
        let engine = try TestEngine.engine()
        let blur = EffectNode(try engine.library.effect(named: "GaussianBlur"))
        let picture = Self.pictures[0].image
        let output = FrameOutput()
        ImageSource(picture) --> blur --> output
        let renderer = try engine.makeRenderer(for: output, width: picture.width, height: picture.height)
        _ = try renderer.renderImage()
        #expect(try renderer.plan.passes.count == 2)
        try blur.set("blurRadiusInPixels", Float(16))
        let large = try renderer.renderImage()
        #expect(try renderer.plan.passes.map(\.size.width) == [80, 80, 80, 160])
        let reference = MultiPassReference.render("GaussianBlur", ["blurRadiusInPixels": "16"], picture)
        #expect(ImageComparison(large, reference, tolerance: 3).psnr >= 40)
        try blur.set("blurRadiusInPixels", Float(24))
        _ = try renderer.renderImage()
        #expect(try renderer.plan.passes.map(\.size.width) == [53, 53, 53, 160])
        try blur.set("blurRadiusInPixels", Float(3))
        _ = try renderer.renderImage()
        #expect(try renderer.plan.passes.count == 2)
    }
}
