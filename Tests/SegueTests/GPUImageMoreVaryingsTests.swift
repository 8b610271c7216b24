import Foundation
import Segue
import Testing

/// The varyings of GPUImage's AverageColor, ColourFASTDecriptor and BilateralBlur vertex shaders,
/// each read by a file written for the test and checked against its formula on the CPU.
struct GPUImageMoreVaryingsTests {
    static let red = GPUImageNearbyTexelTests.red

    @Test(.requiresGPU) func theFourDiagonalNeighboursOfAnAverageAreGenerated() throws {
        let source = """
            precision highp float;
            uniform sampler2D inputImageTexture;
            varying highp vec2 outputTextureCoordinate;
            varying highp vec2 upperLeftInputTextureCoordinate;
            varying highp vec2 upperRightInputTextureCoordinate;
            varying highp vec2 lowerLeftInputTextureCoordinate;
            varying highp vec2 lowerRightInputTextureCoordinate;
            void main()
            {
                float sum = texture2D(inputImageTexture, upperLeftInputTextureCoordinate).r * 0.1
                    + texture2D(inputImageTexture, upperRightInputTextureCoordinate).r * 0.2
                    + texture2D(inputImageTexture, lowerLeftInputTextureCoordinate).r * 0.3
                    + texture2D(inputImageTexture, lowerRightInputTextureCoordinate).r * 0.15
                    + texture2D(inputImageTexture, outputTextureCoordinate).r * 0.25;
                gl_FragColor = vec4(vec3(sum), 1.0);
            }
            """
        let rendered = try GPUImageNearbyTexelTests.render("Average", source)
        // "upper" is the row above: GPUImage's texture coordinates grow downwards.
        let expected = GPUImageNearbyTexelTests.reference { x, y in
            Self.red(x - 1, y - 1) * 0.1 + Self.red(x + 1, y - 1) * 0.2 + Self.red(x - 1, y + 1) * 0.3
                + Self.red(x + 1, y + 1) * 0.15 + Self.red(x, y) * 0.25
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }

    @Test(.requiresGPU) func theEightPointsOfTheColourFASTCircleAreGenerated() throws {
        let names = ["A", "B", "C", "D", "E", "F", "G", "H"]
        let steps = [(3, 1), (1, 3), (-1, 3), (-3, 1), (-3, -1), (-1, -3), (1, -3), (3, -1)]
        let weights: [Float] = [0.05, 0.1, 0.15, 0.2, 0.1, 0.15, 0.05, 0.2]
        let declarations = names.map { "varying vec2 point\($0)TextureCoordinate;" }.joined(separator: "\n")
        let terms = zip(names, weights).map { "texture2D(inputImageTexture, point\($0)TextureCoordinate).r * \($1)" }
        let source = """
            precision highp float;
            varying vec2 textureCoordinate;
            \(declarations)
            uniform sampler2D inputImageTexture;
            void main()
            {
                float sum = \(terms.joined(separator: "\n        + "));
                gl_FragColor = vec4(vec3(sum), 1.0);
            }
            """
        let rendered = try GPUImageNearbyTexelTests.render("Circle8", source)
        let expected = GPUImageNearbyTexelTests.reference { x, y in
            zip(steps, weights).reduce(0) { $0 + Self.red(x + $1.0.0, y + $1.0.1) * $1.1 }
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }

    @Test(.requiresGPU) func anOffsetArraySizedByAConstantStepsAcrossThePixel() throws {
        let source = """
            uniform sampler2D inputImageTexture;
            const lowp int SAMPLES = 5;
            varying highp vec2 textureCoordinate;
            varying highp vec2 blurCoordinates[SAMPLES];
            void main()
            {
                lowp float sum = texture2D(inputImageTexture, blurCoordinates[0]).r * 0.1;
                sum += texture2D(inputImageTexture, blurCoordinates[1]).r * 0.15;
                sum += texture2D(inputImageTexture, blurCoordinates[2]).r * 0.3;
                sum += texture2D(inputImageTexture, blurCoordinates[3]).r * 0.25;
                sum += texture2D(inputImageTexture, blurCoordinates[4]).r * 0.2;
                gl_FragColor = vec4(vec3(sum), 1.0);
            }
            """
        let rendered = try GPUImageNearbyTexelTests.render("Steps", source)
        let weights: [Float] = [0.1, 0.15, 0.3, 0.25, 0.2]
        let expected = GPUImageNearbyTexelTests.reference { x, y in
            weights.enumerated().reduce(0) { $0 + Self.red(x + $1.offset - 2, y) * $1.element }
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }
}

/// Sharpen.vsh's multipliers come from a uniform only the vertex shader declares.
struct GPUImageDerivedVaryingsTests {
    @Test(.requiresGPU) func sharpensMultipliersComeFromASharpnessParameter() throws {
        let source = """
            precision highp float;
            varying highp vec2 textureCoordinate;
            varying highp vec2 leftTextureCoordinate;
            varying highp vec2 rightTextureCoordinate;
            varying highp vec2 topTextureCoordinate;
            varying highp vec2 bottomTextureCoordinate;
            varying highp float centerMultiplier;
            varying highp float edgeMultiplier;
            uniform sampler2D inputImageTexture;
            void main()
            {
                float edges = texture2D(inputImageTexture, leftTextureCoordinate).r + texture2D(inputImageTexture, rightTextureCoordinate).r
                    + texture2D(inputImageTexture, topTextureCoordinate).r + texture2D(inputImageTexture, bottomTextureCoordinate).r;
                float sharp = texture2D(inputImageTexture, textureCoordinate).r * centerMultiplier - edges * edgeMultiplier;
                gl_FragColor = vec4(vec3(sharp), 1.0);
            }
            """
        let sharpness: Float = 0.4
        let rendered = try GPUImageNearbyTexelTests.render("Sharp", source, parameters: ["sharpness": "0.4"])
        let red = GPUImageNearbyTexelTests.red
        let expected = GPUImageNearbyTexelTests.reference { x, y in
            red(x, y) * (1 + 4 * sharpness) - (red(x - 1, y) + red(x + 1, y) + red(x, y - 1) + red(x, y + 1))
                * sharpness
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }
}
