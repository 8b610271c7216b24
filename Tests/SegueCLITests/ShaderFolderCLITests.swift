import Foundation
import Segue
import Testing

/// `segue shader check DIR`, `segue list` and `segue render` with a folder holding one broken file.
struct ShaderFolderCLITests {
    static let good =
        "uniform float amount; // = 1.0\nvec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress * amount); }\n"
    static let alsoGood =
        "// @name Native\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"
    /// Line 2 uses a name that does not exist: the driver rejects it.
    static let doesNotCompile =
        "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress * missing);\n}\n"
    /// Line 3 declares an array uniform, which the loader refuses.
    static let doesNotParse =
        "// gl-transitions style\n\nuniform float weights[4];\nvec4 transition(vec2 uv) { return getToColor(uv); }\n"

    static func folder() throws -> URL {
        let directory = try CLITests.temporaryDirectory()
        for (name, source) in [
            ("a.glsl", good), ("b.glsl", alsoGood), ("c.glsl", doesNotCompile), ("d.glsl", doesNotParse),
        ] {
            try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func checkingAFolderPrintsALinePerFileAndASummary() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path
        let result = CLITests.run(["shader", "check", path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines[0] == "ok   \(path)/a.glsl (a, transition)")
        #expect(lines[1] == "ok   \(path)/b.glsl (Native, transition)")
        #expect(lines[2].hasPrefix("FAIL \(path)/c.glsl:2:") && lines[2].contains("missing"), "\(lines[2])")
        #expect(lines[3] == "FAIL \(path)/d.glsl:3: uniform arrays are not supported; declare one uniform per value")
        #expect(lines[4] == "2 ok, 2 failed")

        let json = CLITests.run(["shader", "check", "--json", path])
        #expect(json.status == 1)
        struct Summary: Decodable {
            struct File: Decodable {
                var file: String
                var problems: [String]
            }
            var files: [File]
            var ok: Int
            var failed: Int
        }
        let summary = try JSONDecoder().decode(Summary.self, from: Data(json.stdout.utf8))
        #expect(summary.ok == 2 && summary.failed == 2)
        #expect(
            summary.files.map { ($0.file as NSString).lastPathComponent } == ["a.glsl", "b.glsl", "c.glsl", "d.glsl"])
        #expect(
            summary.files[3].problems == [
                "\(path)/d.glsl:3: uniform arrays are not supported; declare one uniform per value"
            ])

        try FileManager.default.removeItem(at: directory.appendingPathComponent("c.glsl"))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("d.glsl"))
        let passing = CLITests.run(["shader", "check", path])
        #expect(passing.status == 0, "\(passing.stdout)")
        #expect(passing.stdout.hasSuffix("2 ok, 0 failed\n"))
    }

    @Test func listShowsBrokenFilesInTheirOwnSectionAndTheRestAsUsual() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = CLITests.run(["list", "--shaders", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\na (transition; inputs: from, to)"))
        let section = try #require(result.stdout.components(separatedBy: "Broken files").last)
        #expect(section.contains("    d: \(directory.path)/d.glsl:3: uniform arrays are not supported"), "\(section)")
        // Reported once on standard error, in the same words.
        #expect(result.stderr.components(separatedBy: "d.glsl:3: uniform arrays").count == 2, "\(result.stderr)")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func renderingAGoodFileWorksAndTheBrokenOneIsOneErrorLine() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("frame.png").path
        let arguments = [
            "--shaders", directory.path, "--from", "examples/chelsea.png", "--to", "examples/chelsea.png", "--progress",
            "0.5", "--out", out,
        ]
        let good = CLITests.run(["render", "--transition", "a"] + arguments)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))

        let broken = CLITests.run(["render", "--transition", "d"] + arguments)
        #expect(broken.status != 0)
        let errors = broken.stderr.split(separator: "\n").filter { $0.hasPrefix("segue: error:") }
        #expect(
            errors == [
                "segue: error: \(directory.path)/d.glsl:3: uniform arrays are not supported; declare one uniform per value (so the effect d is unavailable)"
            ], "\(broken.stderr)")
    }
}

/// A transition reading an extra image (gl-transitions' `uniform sampler2D luma;`) draws with a
/// transparent image until one is given, and `segue render` says so.
struct ImageInputNoticeCLITests {
    static let maskWipe =
        "uniform sampler2D luma;\nvec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), step(texture2D(luma, uv).r, progress));\n}\n"

    @Test(.enabled(if: CLITests.gpuUsable)) func anImageLeftOutIsNoticedAndOneGivenIsNot() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.maskWipe.write(
            to: directory.appendingPathComponent("maskwipe.glsl"), atomically: true, encoding: .utf8)
        let mask = directory.appendingPathComponent("mask.png").path
        try Image(width: 8, height: 8, color: RGBA(128, 128, 128)).writePNG(toFile: mask)
        let common = [
            "render", "--shaders", directory.path, "--transition", "maskwipe", "--from", "examples/coffee.png",
            "--to", "examples/chelsea.png", "--size", "40x30", "--progress", "0.25", "--quiet",
        ]
        let left = CLITests.run(common + ["--out", directory.appendingPathComponent("left.png").path])
        #expect(left.status == 0, "\(left.stderr)")
        #expect(
            left.stderr
                == "segue: notice: maskwipe reads an image 'luma' that was not given, so it is transparent black; give one with --param luma=FILE\n"
        )
        let given = CLITests.run(
            common + ["--param", "luma=\(mask)", "--out", directory.appendingPathComponent("given.png").path])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stderr.isEmpty, "\(given.stderr)")
        // A black mask shows "to" at any progress; a mid-grey one still shows "from" at 0.25.
        let leftImage = try Image(contentsOfFile: directory.appendingPathComponent("left.png").path)
        let givenImage = try Image(contentsOfFile: directory.appendingPathComponent("given.png").path)
        #expect(leftImage != givenImage)
    }
}
