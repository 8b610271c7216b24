import Foundation
import Segue
import Testing

/// GPUImage fragment shaders written for its nearby-texel and erosion vertex shaders run
/// unchanged, each checked against its formula computed on the CPU.
struct GPUImageNearbyTexelTests {
    static let image = TestImages.pattern(width: 41, height: 29, seed: 5)

    /// The nine coordinates GPUImage's nearby-texel vertex shader passes: the pixel's and its neighbours'.
    static let nearbyTexelVaryings = """
        varying vec2 textureCoordinate;
        varying vec2 leftTextureCoordinate;
        varying vec2 rightTextureCoordinate;

        varying vec2 topTextureCoordinate;
        varying vec2 topLeftTextureCoordinate;
        varying vec2 topRightTextureCoordinate;

        varying vec2 bottomTextureCoordinate;
        varying vec2 bottomLeftTextureCoordinate;
        varying vec2 bottomRightTextureCoordinate;
        """

    /// GPUImage's Sobel edge detection, in GPUImage's own style and words.
    static let sobel = """
        precision mediump float;

        \(nearbyTexelVaryings)

        uniform sampler2D inputImageTexture;
        uniform float edgeStrength; // = 1.0

        void main()
        {
            float bottomLeft = texture2D(inputImageTexture, bottomLeftTextureCoordinate).r;
            float topRight = texture2D(inputImageTexture, topRightTextureCoordinate).r;
            float topLeft = texture2D(inputImageTexture, topLeftTextureCoordinate).r;
            float bottomRight = texture2D(inputImageTexture, bottomRightTextureCoordinate).r;
            float left = texture2D(inputImageTexture, leftTextureCoordinate).r;
            float right = texture2D(inputImageTexture, rightTextureCoordinate).r;
            float bottom = texture2D(inputImageTexture, bottomTextureCoordinate).r;
            float top = texture2D(inputImageTexture, topTextureCoordinate).r;
            float h = -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight;
            float v = -bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight;
            float mag = length(vec2(h, v)) * edgeStrength;
            gl_FragColor = vec4(vec3(mag), 1.0);
        }
        """

    /// Red of the texel at (x, y), row 0 at the top, clamped to the edge as GL clamps.
    static func red(_ x: Int, _ y: Int) -> Float {
        let cx = min(max(x, 0), image.width - 1)
        let cy = min(max(y, 0), image.height - 1)
        return Float(image.pixels[(cy * image.width + cx) * 4]) / 255
    }

    static func render(_ name: String, _ source: String, parameters: [String: String] = [:]) throws -> Image {
        let directory = try ShaderDirectory()
        try directory.write(name + ".fsh", source)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let node = EffectNode(try library.effect(named: name))
        for (parameter, value) in parameters { try node.set(parameter, parsing: value) }
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try TestEngine.engine().makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    static func reference(_ shade: (Int, Int) -> Float) -> Image {
        var result = try! Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let value = CPUReference.quantize(shade(x, y))
                result[x, y] = RGBA(value, value, value, 255)
            }
        }
        return result
    }

    @Test(.requiresGPU) func sobelEdgeDetectionRendersExactlyAsItsFormulaSays() throws {
        let strength: Float = 1.5
        let rendered = try Self.render("SobelEdgeDetection", Self.sobel, parameters: ["edgeStrength": "1.5"])
        // "top" is the row above: GPUImage's texture coordinates grow downwards.
        let expected = Self.reference { x, y in
            let tl = Self.red(x - 1, y - 1)
            let t = Self.red(x, y - 1)
            let tr = Self.red(x + 1, y - 1)
            let l = Self.red(x - 1, y)
            let r = Self.red(x + 1, y)
            let bl = Self.red(x - 1, y + 1)
            let b = Self.red(x, y + 1)
            let br = Self.red(x + 1, y + 1)
            let h = -tl - 2 * t - tr + bl + 2 * b + br
            let v = -bl - 2 * l - tl + br + 2 * r + tr
            return (h * h + v * v).squareRoot() * strength
        }
        // Exact up to rounding: every pixel within 1/255.
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }

    @Test(.requiresGPU) func erosionLanczosAndMotionBlurStepsAndTexelSizesAreGenerated() throws {
        let erosion = """
            varying highp vec2 centerTextureCoordinate;
            varying highp vec2 oneStepPositiveTextureCoordinate;
            varying highp vec2 oneStepNegativeTextureCoordinate;
            varying highp vec2 twoStepsPositiveTextureCoordinate;
            varying highp vec2 twoStepsNegativeTextureCoordinate;

            uniform sampler2D inputImageTexture;

            void main()
            {
                lowp float center = texture2D(inputImageTexture, centerTextureCoordinate).r;
                lowp float minValue = min(center, texture2D(inputImageTexture, oneStepPositiveTextureCoordinate).r);
                minValue = min(minValue, texture2D(inputImageTexture, oneStepNegativeTextureCoordinate).r);
                minValue = min(minValue, texture2D(inputImageTexture, twoStepsPositiveTextureCoordinate).r);
                minValue = min(minValue, texture2D(inputImageTexture, twoStepsNegativeTextureCoordinate).r);
                gl_FragColor = vec4(vec3(minValue), 1.0);
            }
            """
        let eroded = try Self.render("Erosion", erosion)
        let expected = Self.reference { x, y in (-2...2).map { Self.red(x + $0, y) }.min()! }
        let comparison = ImageComparison(eroded, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")

        let shift = """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform highp float texelWidth;
            uniform highp float texelHeight;
            void main() { gl_FragColor = vec4(vec3(texture2D(inputImageTexture, textureCoordinate + vec2(texelWidth, texelHeight)).r), 1.0); }
            """
        let steps = """
            varying highp vec2 oneStepLeftTextureCoordinate;
            varying highp vec2 twoStepsRightTextureCoordinate;
            varying highp vec2 threeStepsBackTextureCoordinate;
            uniform sampler2D inputImageTexture;
            void main()
            {
                lowp float sum = texture2D(inputImageTexture, oneStepLeftTextureCoordinate).r
                    + texture2D(inputImageTexture, twoStepsRightTextureCoordinate).r
                    + texture2D(inputImageTexture, threeStepsBackTextureCoordinate).r;
                gl_FragColor = vec4(vec3(sum / 3.0), 1.0);
            }
            """
        let stepped = try Self.render("Steps", steps)
        let stepComparison = ImageComparison(
            stepped, Self.reference { x, y in (Self.red(x - 1, y) + Self.red(x + 2, y) + Self.red(x - 3, y)) / 3 })
        #expect(stepComparison.maxDifference <= 1, "\(stepComparison)")

        let shifted = try Self.render("Shift", shift)
        let shiftComparison = ImageComparison(shifted, Self.reference { x, y in Self.red(x + 1, y + 1) })
        #expect(shiftComparison.maxDifference <= 1, "\(shiftComparison)")
    }

    @Test func aVaryingNoStandardVertexShaderGivesIsAClearErrorOnItsLine() throws {
        let directory = try ShaderDirectory()
        // Histogram display's vertex shader computes this from its own geometry.
        try directory.write(
            "Histogram.fsh",
            """
            uniform sampler2D inputImageTexture;

            varying highp float height;

            void main() { gl_FragColor = texture2D(inputImageTexture, vec2(0.5)) * height; }
            """)
        let broken = try #require(try directory.library().brokenFiles.first)
        #expect(broken.diagnostic.line == 3)
        #expect(broken.diagnostic.message.contains("vertex shader Segue does not provide"), "\(broken.diagnostic)")
    }

    @Test(.requiresGPU) func anUnusedUniformOfAForeignFileWarnsButPasses() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write(
            "Plain.fsh",
            """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform lowp float intensity;
            void main() { gl_FragColor = texture2D(inputImageTexture, textureCoordinate); }
            """)
        let report = try TestEngine.engine().checkShader(file: file)
        #expect(report.passed, "\(report.line)")
        #expect(report.warnings == ["parameter 'intensity' is declared but never used"])
    }
}
