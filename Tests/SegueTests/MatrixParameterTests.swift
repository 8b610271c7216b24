import Foundation
import Segue
import Testing

/// `mat3` and `mat4` uniforms are parameters: GPUImage's colour matrices and 3×3 kernels.
struct MatrixParameterTests {
    @Test func matricesAreWrittenColumnByColumnOrAsOneDiagonalNumber() {
        #expect(ParameterType.mat3.parse("1,0,0,0,1,0,0,0,1") == .mat3([1, 0, 0, 0, 1, 0, 0, 0, 1]))
        #expect(ParameterType.mat3.parse("mat3(2.0)") == .mat3([2, 0, 0, 0, 2, 0, 0, 0, 2]))
        #expect(ParameterType.mat4.parse("0.5") == .mat4((0..<16).map { $0 % 5 == 0 ? 0.5 : 0 }))
        #expect(
            ParameterType.mat4.parse((1...16).map(String.init).joined(separator: ","))
                == .mat4((1...16).map(Float.init)))
        #expect(ParameterType.mat3.parse("1,0,0") == nil)
        #expect(ParameterType.mat3.parse((1...16).map(String.init).joined(separator: ",")) == nil)
        #expect(ParameterType.mat4.parse("1,x") == nil)
        #expect(ParameterValue.mat3([1, 0, 0, 0, 1, 0, 0, 0, 1]).text == "1.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,1.0")
    }

    @Test func aForeignMatrixUniformIsAParameterWithItsDefault() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "tinted.glsl",
            """
            uniform mat3 mixer; // = mat3(1.0)
            uniform mat4 grade;
            vec4 transition(vec2 uv) {
              vec4 c = mix(getFromColor(uv), getToColor(uv), progress);
              return grade * vec4(mixer * c.rgb, c.a);
            }
            """)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles)")
        let parameters = try library.effect(named: "tinted").parameters
        #expect(parameters.first { $0.name == "mixer" }?.defaultValue == .mat3([1, 0, 0, 0, 1, 0, 0, 0, 1]))
        #expect(parameters.first { $0.name == "grade" }?.defaultValue == .mat4(Array(repeating: 0, count: 16)))
    }

    /// A 3×3 kernel in GPUImage's style: `kernel[column][row]`, so the nine numbers read the
    /// neighbours in reading order, top-left first.
    static let kernel = """
        precision highp float;
        uniform sampler2D inputImageTexture;
        uniform mediump mat3 kernel;
        \(GPUImageNearbyTexelTests.nearbyTexelVaryings)
        void main()
        {
            float sum = texture2D(inputImageTexture, topLeftTextureCoordinate).r * kernel[0][0]
                + texture2D(inputImageTexture, topTextureCoordinate).r * kernel[0][1]
                + texture2D(inputImageTexture, topRightTextureCoordinate).r * kernel[0][2]
                + texture2D(inputImageTexture, leftTextureCoordinate).r * kernel[1][0]
                + texture2D(inputImageTexture, textureCoordinate).r * kernel[1][1]
                + texture2D(inputImageTexture, rightTextureCoordinate).r * kernel[1][2]
                + texture2D(inputImageTexture, bottomLeftTextureCoordinate).r * kernel[2][0]
                + texture2D(inputImageTexture, bottomTextureCoordinate).r * kernel[2][1]
                + texture2D(inputImageTexture, bottomRightTextureCoordinate).r * kernel[2][2];
            gl_FragColor = vec4(vec3(sum), 1.0);
        }
        """

    @Test(.requiresGPU) func aKernelMatrixWeighsTheNeighboursInReadingOrder() throws {
        let weights: [Float] = [0.1, 0.2, 0.05, 0, 0.3, 0.1, 0.05, 0, 0.2]
        let rendered = try GPUImageNearbyTexelTests.render(
            "Kernel", Self.kernel, parameters: ["kernel": weights.map(\.description).joined(separator: ",")])
        let red = GPUImageNearbyTexelTests.red
        let expected = GPUImageNearbyTexelTests.reference { x, y in
            // Row -1 is "top": GPUImage's texture coordinates grow downwards.
            var sum: Float = 0
            for (index, weight) in weights.enumerated() { sum += red(x + index % 3 - 1, y + index / 3 - 1) * weight }
            return sum
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }

    @Test(.requiresGPU) func aColourMatrixMultipliesTheColourAsARowVector() throws {
        let source = """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            uniform lowp mat4 grade;
            void main()
            {
                lowp vec4 color = texture2D(inputImageTexture, textureCoordinate);
                gl_FragColor = color * grade;
            }
            """
        // Columns: r' = 0.2r + 0.3g + 0.5b, g' = b, b' = r, a' = a.
        let columns: [Float] = [0.2, 0.3, 0.5, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1]
        let rendered = try GPUImageNearbyTexelTests.render(
            "Grade", source, parameters: ["grade": columns.map(\.description).joined(separator: ",")])
        let image = GPUImageNearbyTexelTests.image
        var expected = try Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = CPUReference.color(image, x, y)
                expected[x, y] = RGBA(
                    CPUReference.quantize(0.2 * c.x + 0.3 * c.y + 0.5 * c.z),
                    CPUReference.quantize(c.z), CPUReference.quantize(c.x), CPUReference.quantize(c.w))
            }
        }
        let comparison = ImageComparison(rendered, expected)
        #expect(comparison.maxDifference <= 1, "\(comparison)")
    }
}
