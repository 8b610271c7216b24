import Foundation
import TestPrograms
import Testing

/// `--param` rectangles past the frame (photo-zoom's `sourceRect` and `destinationRect`, a user's
/// `move` parameter) are refused with one line naming the parameter and the frame, reported as a
/// value out of its range is; rectangles up to the frame's edges render.
struct FrameRectangleCLITests {
    static let images = ArgumentTests.images

    static func render(_ extra: [String], transition: String = "photo-zoom") throws -> BuiltProgram.Output {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frame.png").path
        return CLITests.run(
            ["render"] + images + ["--transition", transition, "--size", "64x48", "--progress", "0.5"] + extra + [
                "--out", out,
            ])
    }

    static func line(_ name: String, _ value: String, _ problem: String, transition: String = "photo-zoom") -> String {
        "segue: error: \(transition).\(name) = \(value) is invalid: expected x,y,width,height inside the frame (0 to 1) with a positive size, but \(problem)\n"
    }

    @Test(
        .enabled(if: CLITests.gpuUsable),
        arguments: [
            ("destinationRect=0.5,0.5,0.6,0.6", line("destinationRect", "0.5,0.5,0.6,0.6", "x + width is 1.1")),
            ("sourceRect=-0.1,0,0.5,0.5", line("sourceRect", "-0.1,0.0,0.5,0.5", "x is -0.1")),
            ("sourceRect=0.2,0.2,0,0.5", line("sourceRect", "0.2,0.2,0.0,0.5", "width is 0.0")),
            ("destinationRect=0.5,0,0.5001,1", line("destinationRect", "0.5,0.0,0.5001,1.0", "x + width is 1.0001")),
            ("destinationRect=0,0.5,1,0.6", line("destinationRect", "0.0,0.5,1.0,0.6", "y + height is 1.1")),
        ])
    func aRectanglePastTheFrameIsOneLine(assignment: String, expected: String) throws {
        let result = try Self.render(["--param", assignment])
        // Reported as a value out of its range is: a mistake on the command line, status 2.
        let range = try Self.render(["--param", "endScale=5"], transition: "zoom-fade")
        #expect(range.stderr.contains("zoom-fade.endScale = 5.0 is invalid: expected a value in"), "\(range.stderr)")
        #expect(result.status == 2 && range.status == 2, "\(result.stderr)")
        #expect(result.stderr == expected)
    }

    @Test(
        .enabled(if: CLITests.gpuUsable),
        arguments: [
            "destinationRect=0,0,1,1", "sourceRect=0,0,1,1", "sourceRect=0.2,0,0.8,1", "sourceRect=0.5,0.5,0.5,0.5",
        ])
    func aRectangleUpToTheFramesEdgesRenders(assignment: String) throws {
        let result = try Self.render(["--param", assignment])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
    }

    /// A user's behaviour file whose `move` ends at a `vec4` parameter: the same refusal.
    @Test(.enabled(if: CLITests.gpuUsable)) func aUsersMoveParameterIsCheckedToo() throws {
        let json = #"""
            {"name": "box-move", "params": [{"name": "box", "type": "vec4", "default": [0.25, 0.25, 0.5, 0.5]}],
             "layers": [{"source": "to"},
                        {"source": "from", "behaviours": [{"type": "move", "from": [0, 0, 1, 1], "to": "$box"}]}]}
            """#
        let (folder, _) = try BehaviourFileCLITests.write([("box-move.json", json)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try Self.render(
            ["--shaders", folder.path, "--param", "box=0.75,0.75,0.5,0.5"], transition: "box-move")
        #expect(refused.status != 0)
        #expect(refused.stderr == Self.line("box", "0.75,0.75,0.5,0.5", "x + width is 1.25", transition: "box-move"))
        let taken = try Self.render(
            ["--shaders", folder.path, "--param", "box=0.5,0.5,0.5,0.5"], transition: "box-move")
        #expect(taken.status == 0, "\(taken.stderr)")
    }
}
