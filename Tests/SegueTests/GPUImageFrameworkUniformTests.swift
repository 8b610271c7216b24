import Foundation
import Segue
import Testing

/// What GPUImage's framework gave a fragment shader besides its textures: `aspectRatio`, and
/// coordinates at full precision whatever default precision the file declares.
struct GPUImageFrameworkUniformTests {
    static func render(_ source: String, from image: Image) throws -> Image {
        let directory = try ShaderDirectory()
        try directory.write("Probe.fsh", source)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let node = EffectNode(try library.effect(named: "Probe"))
        #expect(!node.effect.parameters.contains { $0.name == "aspectRatio" }, "set by the framework, not a parameter")
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try TestEngine.engine().makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    /// GPUImage sets `aspectRatio` to the height over the width (the distortions and Halftone divide by it).
    @Test(arguments: [(200, 100), (333, 177), (90, 160)])
    func aspectRatioIsTheHeightOverTheWidth(width: Int, height: Int) throws {
        let shader = """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform highp float aspectRatio;
            void main() { gl_FragColor = vec4(vec3(aspectRatio * 0.5), texture2D(inputImageTexture, textureCoordinate).a); }
            """
        let result = try Self.render(shader, from: TestImages.pattern(width: width, height: height))
        let expected = Int((Double(height) / Double(width) * 0.5 * 255).rounded())
        #expect(
            abs(Int(result[width / 2, height / 2].r) - expected) <= 1,
            "\(result[width / 2, height / 2]) against \(expected)")
    }

    /// A file's `precision mediump float;` must not lower the precision of the coordinates Segue
    /// computes for it: an identity shader gives its input back at a size where half precision
    /// would land between texels.
    @Test(arguments: ["mediump", "lowp"])
    func aLowDefaultPrecisionLeavesTheCoordinatesExact(precision: String) throws {
        let shader = """
            precision \(precision) float;
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            void main() { gl_FragColor = texture2D(inputImageTexture, textureCoordinate); }
            """
        let image = TestImages.pattern(width: 600, height: 400)
        let comparison = ImageComparison(try Self.render(shader, from: image), image)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }

    /// GPUImage's classes gave their uniforms values; a file dropped in without `// = value`
    /// starts them at 0, which often draws one colour: the check says so, and passes.
    @Test(.requiresGPU) func aFileThatDrawsOneColourAtItsDefaultsWarns() throws {
        let directory = try ShaderDirectory()
        let threshold = """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform highp float threshold;
            void main() { gl_FragColor = vec4(vec3(step(threshold, texture2D(inputImageTexture, textureCoordinate).r)), 1.0); }
            """
        let flat = try TestEngine.engine().checkShader(file: try directory.write("Threshold.fsh", threshold))
        #expect(flat.passed, "\(flat.line)")
        #expect(
            flat.warnings == [
                "with its parameters at their defaults it draws one flat colour; give them defaults (// = value) or set them"
            ])
        let given = try TestEngine.engine().checkShader(
            file: try directory.write(
                "Half.fsh", threshold.replacingOccurrences(of: "threshold;", with: "threshold; // = 0.5")))
        #expect(given.passed && given.warnings.isEmpty, "\(given.line)")
    }
}
