import Segue
import Testing

/// Each built-in filter against its CPU reference.
@Suite(.requiresGPU)
struct FilterTests {
    static let cases: [(String, String?, Float)] = [
        ("Brightness", "brightness", 0.2), ("Brightness", "brightness", -0.35),
        ("Contrast", "contrast", 1.7), ("Contrast", "contrast", 0.4),
        ("Saturation", "saturation", 0), ("Saturation", "saturation", 1.6),
        ("Grayscale", nil, 0), ("ColorInvert", nil, 0),
        ("Gamma", "gamma", 0.45), ("Gamma", "gamma", 2.2),
        ("Exposure", "exposure", 0.7), ("Exposure", "exposure", -1.5),
        ("Sepia", "intensity", 1), ("Sepia", "intensity", 0.5),
        ("Copy", nil, 0),
    ]

    static func apply(_ name: String, _ parameter: String?, _ value: Float, to image: Image) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: name))
        if let parameter { try node.set(parameter, .float(value)) }
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try engine.makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    @Test(arguments: cases)
    func colourFilterMatchesReference(name: String, parameter: String?, value: Float) throws {
        let image = TestImages.pattern(width: 333, height: 177)
        let gpu = try Self.apply(name, parameter, value, to: image)
        let reference = FilterReference.pointwise(image, FilterReference.transform(name, value))
        let comparison = ImageComparison(gpu, reference)
        #expect(comparison.meetsReferenceTolerance, "\(name) \(value): \(comparison)")
    }

    @Test(arguments: [(true, Float(2)), (false, 2), (true, 0.7), (false, 5)])
    func gaussianBlurMatchesReference(horizontal: Bool, sigma: Float) throws {
        let image = TestImages.pattern(width: 101, height: 67)
        let name = horizontal ? "GaussianBlurHorizontal" : "GaussianBlurVertical"
        let gpu = try Self.apply(name, "sigma", sigma, to: image)
        let comparison = ImageComparison(gpu, FilterReference.gaussian(image, sigma: sigma, horizontal: horizontal))
        #expect(comparison.meetsReferenceTolerance, "\(name) sigma \(sigma): \(comparison)")
    }

    @Test func vignetteMatchesReference() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 333, height: 177)
        let node = EffectNode(try engine.library.effect(named: "Vignette"))
        try node.set("center", parsing: "0.4,0.6")
        try node.set("color", parsing: "#20408080")
        try node.set("end", parsing: "0.9")
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        let gpu = try engine.makeRenderer(for: output, width: 333, height: 177).renderImage()
        let tint = CPUReference.Color(0x20, 0x40, 0x80, 0x80) / 255
        let comparison = ImageComparison(
            gpu, FilterReference.vignette(image, center: [0.4, 0.6], color: tint, start: 0.3, end: 0.9))
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test func alphaIsKept() throws {
        var image = TestImages.pattern(width: 9, height: 7)
        image[2, 3] = RGBA(100, 150, 200, 77)
        let gpu = try Self.apply("Sepia", "intensity", 1, to: image)
        #expect(gpu[2, 3].a == 77)
    }
}
