import Foundation
import Segue
import Testing

/// `segue list` shows a matrix parameter and `--param m=…` sets one, column by column.
struct MatrixParameterCLITests {
    /// A GPUImage-style filter whose colour matrix swaps red and blue.
    static let swap = """
        varying highp vec2 textureCoordinate;
        uniform sampler2D inputImageTexture;
        uniform lowp mat3 channels;
        void main()
        {
            lowp vec4 color = texture2D(inputImageTexture, textureCoordinate);
            gl_FragColor = vec4(channels * color.rgb, color.a);
        }
        """

    static func folder() throws -> URL {
        let directory = try CLITests.temporaryDirectory()
        try swap.write(to: directory.appendingPathComponent("Swap.fsh"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func listShowsTheMatrixAndItsDefault() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = CLITests.run(["list", "--shaders", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("channels: mat3 = 0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0"), "\(result.stdout)")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aMatrixGivenWithParamIsApplied() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.png").path
        let output = directory.appendingPathComponent("out.png").path
        var image = try Image(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { image[x, y] = RGBA(200, 100, 20, 255) } }
        try image.writePNG(toFile: input)
        // Columns: red goes to blue, green stays, blue goes to red.
        let result = CLITests.run([
            "apply", "--shaders", directory.path, "--input", input, "--effect", "Swap",
            "--param", "channels=0,0,1,0,1,0,1,0,0", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let pixel = try Image(contentsOfFile: output)[1, 1]
        #expect(pixel == RGBA(20, 100, 200, 255), "\(pixel)")

        let wrong = CLITests.run([
            "apply", "--shaders", directory.path, "--input", input, "--effect", "Swap",
            "--param", "channels=1,0,0", "--out", output,
        ])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("nine numbers"), "\(wrong.stderr)")
    }
}
