import Foundation
import Segue
import Testing

/// `segue apply` with effects that change the size: the image written has the size the chain
/// made, whether the effect is built in or a user's file.
struct ResizingCLITests {
    @Test(.enabled(if: CLITests.gpuUsable)) func aCropWritesTheRectangleItCut() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("cut.png").path
        let result = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", "Crop",
            "--param", "cropSizeInPixels=201,99", "--param", "locationOfCropInPixels=17,33", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let photo = try Image(contentsOfFile: "examples/coffee.png")
        let cut = try Image(contentsOfFile: out)
        #expect((cut.width, cut.height) == (201, 99))
        let differences = (0..<99).flatMap { y in (0..<201).map { x in cut[x, y] == photo[x + 17, y + 33] ? 0 : 1 } }
        #expect(differences.reduce(0, +) == 0)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aChainOfCropAndResamplingEndsAtTheLastSize() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("small.jpg").path
        let result = CLITests.run([
            "apply", "--input", "examples/chelsea.png", "--effect", "Crop", "--param", "cropSizeInPixels=301,201",
            "--effect", "LanczosResampling", "--param", "overriddenOutputSize=67,33", "--effect", "Vignette", "--out",
            out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Image(contentsOfFile: out)
        #expect((image.width, image.height) == (67, 33))
    }

    /// A user's file can change the size too: a 2x2 mean at half the size.
    @Test(.enabled(if: CLITests.gpuUsable)) func aUsersStageSetsTheSizeWithItsParameter() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        // @name HalfSize
        // @kind filter
        // @param vec2 size = 300,200 The new size.
        // @stage half
        // @size size
        vec4 effect(vec2 uv) {
            vec2 step = 0.5 / inputResolution;
            return (getInputColor(uv - step) + getInputColor(uv + step)
                  + getInputColor(uv + vec2(step.x, -step.y)) + getInputColor(uv + vec2(-step.x, step.y))) / 4.0;
        }
        """.write(to: folder.appendingPathComponent("HalfSize.glsl"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("half.png").path
        let result = CLITests.run([
            "apply", "--shaders", folder.path, "--input", "examples/coffee.png", "--effect", "HalfSize", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let photo = try Image(contentsOfFile: "examples/coffee.png")
        let half = try Image(contentsOfFile: out)
        #expect((half.width, half.height) == (photo.width / 2, photo.height / 2))
        // Each pixel is the mean of the four it covers, within rounding.
        for (x, y) in [(0, 0), (150, 100), (299, 199), (37, 181)] {
            let pixels = [
                photo[2 * x, 2 * y], photo[2 * x + 1, 2 * y], photo[2 * x, 2 * y + 1], photo[2 * x + 1, 2 * y + 1],
            ]
            let mean = pixels.map { Int($0.g) }.reduce(0, +) / 4
            #expect(abs(Int(half[x, y].g) - mean) <= 1, "(\(x), \(y))")
        }
    }
}
