import Foundation
import Testing

/// A multi-pass operation is one effect on the command line: listed with its parameters, applied
/// with one `--effect`, its parameters checked like any other's.
struct MultiPassCLITests {
    @Test func listShowsTheOperationWithItsParameters() {
        let result = CLITests.run(["list", "--kind", "filter"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nGaussianBlur (filter; inputs: input) "))
        #expect(result.stdout.contains("    blurRadiusInPixels: float = 2.0 [0, 256]"))
        #expect(result.stdout.contains("\nCannyEdgeDetection (filter; inputs: input) "))
        // Stages are parts of their operation, not effects of their own.
        #expect(!result.stdout.contains("GaussianBlur.horizontal"))
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func applyRunsEveryStageAndAnAliasGivesTheSameImage() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = try CLITests.applyEach(["Erosion", "ErosionFilter"], param: "radius=3", in: folder)
        #expect(outputs.count == 2 && outputs[0] == outputs[1])
        let blurred = folder.appendingPathComponent("blur.png").path
        let blur = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", "GaussianBlur", "--param", "blurRadiusInPixels=24",
            "--out", blurred,
        ])
        #expect(blur.status == 0 && FileManager.default.fileExists(atPath: blurred), "\(blur.stderr)")
    }

    @Test func aValueOutOfRangeSaysTheRange() {
        let result = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", "Dilation", "--param", "radius=7", "--out",
            "/tmp/segue-unused.png",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Dilation.radius = 7"), "\(result.stderr)")
        #expect(result.stderr.contains("expected a value in [1, 4]"), "\(result.stderr)")
    }
}
