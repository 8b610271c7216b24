import Foundation
import Segue
import Testing

/// `segue shader check`, `segue apply`, `segue list --json` and `segue render --watch`.
struct ShaderCLITests {
    static func directory() throws -> URL { try CLITests.temporaryDirectory() }

    static let goodTransition =
        "// @name Good\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"
    static let wrongEnd =
        "// @name WrongEnd\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress * 0.5); }\n"
    static let unusedParameter =
        "// @name Unused\n// @kind transition\n// @param float gain = 1\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"
    static let goodFilter =
        "varying highp vec2 textureCoordinate;\nuniform sampler2D inputImageTexture;\nvoid main() { gl_FragColor = texture2D(inputImageTexture, textureCoordinate).bgra; }\n"

    @Test(.enabled(if: CLITests.gpuUsable)) func shaderCheckPassesGoodFilesAndFailsBadOnes() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (name, source) in [
            ("good.glsl", Self.goodTransition), ("swap.fsh", Self.goodFilter), ("wrong.glsl", Self.wrongEnd),
            ("unused.glsl", Self.unusedParameter),
        ] {
            let file = directory.appendingPathComponent(name).path
            try source.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let good = CLITests.run(["shader", "check", files[0], files[1]])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        #expect(good.stdout.split(separator: "\n").count == 2)
        #expect(good.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("ok") })

        let bad = CLITests.run(["shader", "check"] + files)
        #expect(bad.status != 0)
        let lines = bad.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2].hasPrefix("FAIL") && lines[2].contains("progress 1 is not the \"to\" image"), "\(lines)")
        #expect(lines[3].hasPrefix("FAIL") && lines[3].contains("'gain' is declared but never used"), "\(lines)")
    }

    /// Every built-in file passes the check authors are told to run on theirs.
    @Test(.enabled(if: CLITests.gpuUsable)) func everyBuiltInFilePassesTheCheck() {
        let result = CLITests.run(["shader", "check", "Shaders"])
        #expect(
            result.status == 0,
            "\(result.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") })\(result.stderr)")
        #expect(result.stdout.hasSuffix(" ok, 0 failed\n"), "\(result.stdout.suffix(200))")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func applyRunsAChainWithParametersPerEffect() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.png").path
        let result = CLITests.run([
            "apply", "--input", "examples/chelsea.png", "--effect", "Brightness", "--param", "brightness=0.1",
            "--effect", "Contrast", "--param", "contrast=1.4", "--effect", "DissolveBlend", "--param", "mix=0.25",
            "--with", "examples/coffee.png", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Image(contentsOfFile: out)
        let chelsea = try Image(contentsOfFile: CLITests.root.appendingPathComponent("examples/chelsea.png").path)
        #expect(image.width == chelsea.width && image.height == chelsea.height)

        let orphan = CLITests.run([
            "apply", "--input", "examples/chelsea.png", "--param", "x=1", "--effect", "Copy", "--out", out,
        ])
        #expect(orphan.status != 0 && orphan.stderr.contains("comes before any --effect"))
        let unknown = CLITests.run(["apply", "--input", "examples/chelsea.png", "--effect", "Blurry", "--out", out])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown effect 'Blurry'"))
        #expect(unknown.stderr.split(separator: "\n").count == 1)
    }

    @Test func listJSONDescribesEveryEffect() throws {
        let result = CLITests.run(["list", "--json"])
        #expect(result.status == 0)
        let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        let pixellate = entries.first { $0["name"] as? String == "Pixellate" }
        #expect(pixellate?["kind"] as? String == "filter")
        let parameters = pixellate?["parameters"] as? [[String: Any]] ?? []
        #expect(parameters.map { $0["name"] as? String } == ["fractionalWidthOfAPixel", "smooth"])
        #expect(entries.contains { $0["name"] as? String == "pixellate-dissolve" })
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func watchRerendersWhenTheFileChanges() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shader = directory.appendingPathComponent("Tint.glsl").path
        func tint(_ colour: String) -> String {
            "// @name Tint\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), \(colour), progress); }\n"
        }
        try tint("vec4(1.0, 0.0, 0.0, 1.0)").write(toFile: shader, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("frame.png").path
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = [
            "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--size", "16x16",
            "--shaders", directory.path, "--transition", "Tint", "--progress", "1", "--out", out, "--watch",
        ]
        process.currentDirectoryURL = CLITests.root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The test runner's threads block SIGTERM and the child inherits that mask: kill it outright.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        func waitFor(_ condition: () -> Bool) -> Bool {
            for _ in 0..<100 where !condition() { Thread.sleep(forTimeInterval: 0.1) }
            return condition()
        }
        func pixel() -> RGBA? { (try? Image(contentsOfFile: out))?[0, 0] }
        #expect(waitFor { pixel() == RGBA(255, 0, 0) })
        Thread.sleep(forTimeInterval: 0.3)
        try tint("vec4(0.0, 0.0, 1.0, 1.0)").write(toFile: shader, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: shader)
        #expect(waitFor { pixel() == RGBA(0, 0, 255) })
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
