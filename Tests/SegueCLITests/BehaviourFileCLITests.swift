import Foundation
import Testing

/// `segue check` and `segue shader check` on behaviour files (JSON): no GPU is needed for them.
struct BehaviourFileCLITests {
    static let good = #"{"name": "zoom-fade", "layers": [{"source": "from", "behaviours": [{"type": "scale", "from": 1, "to": 0.1}]}, {"source": "to"}]}"#
    static let bad = "{\"name\": \"bad\",\n \"layers\": [{\"source\": \"from\",\n   \"behaviours\": [{\"type\": \"scale\", \"from\": [1, 2, 3], \"to\": 1}]}]}"

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
        #expect(both.stderr == "segue: error: \(paths[1]):3:45: 'from' of 'scale' must be a number or [sx, sy] or a $parameter, not an array of 3 numbers\n")
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
        let (folder, paths) = try Self.write([("good.glsl", ShaderCLITests.goodTransition), ("good.json", Self.good), ("bad.json", Self.bad)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run(["check"] + paths)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("ok") == true && lines.first?.contains("good.glsl") == true, "\(lines)")
        #expect(lines.last == "ok \(paths[1]) (zoom-fade, layer transition)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("bad.json:3:45:"))
    }
}
