import Foundation
import Testing

/// `segue check` and `segue shader check` on behaviour files (JSON): read, then rendered like transition files.
struct BehaviourFileCLITests {
    static let good =
        #"{"name": "zoom-fade", "layers": [{"source": "from", "behaviours": [{"type": "scale", "from": 1, "to": 0.1}]}, {"source": "to", "behaviours": [{"type": "fade", "from": 0, "to": 1}]}]}"#
    static let bad =
        "{\"name\": \"bad\",\n \"layers\": [{\"source\": \"from\",\n   \"behaviours\": [{\"type\": \"scale\", \"from\": [1, 2, 3], \"to\": 1}]}]}"

    /// Writes `files` (name, text) into a new folder and returns their paths.
    static func write(_ files: [(String, String)]) throws -> (folder: URL, paths: [String]) {
        let folder = try CLITests.temporaryDirectory()
        var paths: [String] = []
        for (name, text) in files {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return (folder, paths)
    }

    @Test func checkPassesGoodFilesAndReportsBadOnesAtTheirLine() throws {
        let (folder, paths) = try Self.write([("good.json", Self.good), ("bad.json", Self.bad)])
        defer { try? FileManager.default.removeItem(at: folder) }

        let good = CLITests.run(["check", paths[0]])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout == "ok \(paths[0]) (zoom-fade, layer transition)\n")
        #expect(good.stderr == "")

        let both = CLITests.run(["check", paths[0], paths[1]])
        #expect(both.status == 1)
        #expect(both.stdout == "ok \(paths[0]) (zoom-fade, layer transition)\n")
        #expect(
            both.stderr
                == "segue: error: \(paths[1]):3:45: 'from' of 'scale' must be a number or [sx, sy], a $parameter or {\"random\": [low, high]}, not an array of 3 numbers\n"
        )
    }

    @Test func shaderCheckReadsBehaviourFilesToo() throws {
        let (folder, paths) = try Self.write([("good.json", Self.good), ("syntax.json", "{\"name\": \"t\",}")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run(["shader", "check", paths[0], paths[1]])
        #expect(result.status == 1)
        #expect(result.stdout == "ok \(paths[0]) (zoom-fade, layer transition)\n")
        #expect(result.stderr == "segue: error: \(paths[1]):1:13: trailing comma: JSON allows none before '}'\n")
    }

    @Test func aMissingFileIsOneErrorLineWithTheSystemsReason() throws {
        let result = CLITests.run(["check", "/nonexistent/zoom.json"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "segue: error: /nonexistent/zoom.json: cannot read: No such file or directory\n")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func effectAndBehaviourFilesMixInOneCheck() throws {
        let (folder, paths) = try Self.write([
            ("good.glsl", ShaderCLITests.goodTransition), ("good.json", Self.good), ("bad.json", Self.bad),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run(["check"] + paths)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("ok") == true && lines.first?.contains("good.glsl") == true, "\(lines)")
        #expect(lines.last == "ok \(paths[1]) (zoom-fade, layer transition)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("bad.json:3:45:"))
    }

    @Test func theCheckRendersAndCatchesATransitionThatDoesNotStartOnFrom() throws {
        // "to" on top from the start: valid JSON, but progress 0 shows "to".
        let covering = #"{"name": "covering", "layers": [{"source": "from"}, {"source": "to"}]}"#
        let (folder, paths) = try Self.write([("covering.json", covering)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run(["check", paths[0]])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "segue: error: \(paths[0]): covering: progress 0 is not the \"from\" image\n")
    }

    @Test func aUsersBehaviourFileRendersThroughTheCLILikeABuiltIn() throws {
        let halfFade =
            #"{"name": "half-fade", "summary": "A user's fade.", "layers": [{"source": "from"}, {"source": "to", "behaviours": [{"type": "fade", "from": 0, "to": 1}]}]}"#
        let (folder, paths) = try Self.write([("half-fade.json", halfFade)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = CLITests.run(["list", "--shaders", folder.path])
        #expect(listed.stdout.contains("half-fade (transition, layers; inputs: from, to) A user's fade."))
        let out = folder.appendingPathComponent("frames").path
        let rendered = CLITests.run([
            "render", "--shaders", folder.path, "--transition", "half-fade",
            "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--fps", "4", "--out", out,
        ])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(frames == ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png", "frame_0004.png"])
        _ = paths
    }

    @Test func aGestureDrivesALayerTransitionToItsEnd() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path
        let last = folder.appendingPathComponent("one.png").path
        let common = [
            "--transition", "page-flip", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--size",
            "120x80",
        ]
        let swiped = CLITests.run(["render"] + common + ["--gesture", "examples/swipe.json", "--out", frames])
        #expect(swiped.status == 0, "\(swiped.stderr)")
        let end = CLITests.run(["render"] + common + ["--progress", "1", "--out", last])
        #expect(end.status == 0, "\(end.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        let final = try #require(names.last)
        #expect(
            FileManager.default.contents(atPath: frames + "/" + final) == FileManager.default.contents(atPath: last))
    }
}
