import Foundation
import Segue
import Testing

/// How `segue` reads its arguments: `name=value`, sizes and fixed choices parse once, and every
/// mistake is one `segue: error:` line with status 2 (1 for a failure while running).
struct ArgumentTests {
    static let images = ["--from", "examples/coffee.png", "--to", "examples/chelsea.png"]

    /// Runs `segue` expecting exactly one error line mentioning `expected`, and status `status`.
    static func expectOneErrorLine(_ arguments: [String], mentioning expected: String, status: Int32 = 2) {
        let result = CLITests.run(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(result.stderr)")
        #expect(lines.first?.hasPrefix("segue: error: ") == true, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
    }

    @Test(arguments: [
        (
            ["render"] + images + ["--param", "amount", "--out", "/tmp/x"],
            "'amount' is invalid for '--param <name=value>'"
        ),
        (["render"] + images + ["--param", "=1", "--out", "/tmp/x"], "'=1' is invalid for '--param <name=value>'"),
        (
            ["sheet"] + images + ["--all", "--param", "amount", "--out", "/tmp/x.png"],
            "'amount' is invalid for '--param <name=value>'"
        ),
        (
            [
                "apply", "--input", "examples/coffee.png", "--effect", "Copy", "--param", "amount", "--out",
                "/tmp/x.png",
            ],
            "'amount' is invalid for '--param <name=value>'"
        ),
        (["render"] + images + ["--size", "big", "--out", "/tmp/x"], "'big' is invalid for '--size <WxH>'"),
        (["render"] + images + ["--size", "0x10", "--out", "/tmp/x"], "'0x10' is invalid for '--size <WxH>'"),
        (
            ["sheet"] + images + ["--all", "--tile", "160", "--out", "/tmp/x.png"],
            "'160' is invalid for '--tile <WxH>'"
        ),
        (["plan", "--size", "1080"], "'1080' is invalid for '--size <WxH>'"),
        (["render"] + images + ["--resize", "fill", "--out", "/tmp/x"], "'cover', 'contain' or 'stretch'"),
        (["render"] + images + ["--progress", "2", "--out", "/tmp/x"], "--progress must be between 0 and 1"),
        (["render", "--from", "examples/coffee.png"], "Missing expected argument '--to <file>'"),
    ])
    func commandLineMistakesAreOneLineWithStatus2(arguments: [String], expected: String) {
        Self.expectOneErrorLine(arguments, mentioning: expected)
    }

    @Test func sizeNamesAreAccepted() {
        let result = CLITests.run(["plan", "--size", "720p"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1 pass at 1280x720"), "\(result.stdout)")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func renderTakesA1080pSizeAndAResizeMode() throws {
        let out = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("frame.png").path
        let result = CLITests.run(
            ["render"] + Self.images + ["--size", "1080p", "--resize", "contain", "--progress", "0.5", "--out", file])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Image(contentsOfFile: file)
        #expect(image.width == 1920 && image.height == 1080)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aValueWithEqualsSignsKeepsThemAfterTheFirst() {
        // The name ends at the first '='; the rest, '=' included, is the value the library checks.
        Self.expectOneErrorLine(
            ["render"] + Self.images + ["--param", "a=b=c", "--out", "/tmp/x"], mentioning: "no parameter 'a'")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func eachCompilerMessageIsAnErrorLineOfItsOwn() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken =
            "// @name Broken\n// @kind transition\nvec4 effect(vec2 uv) {\n  float a = nope1;\n  float b = nope2;\n  return vec4(a + b);\n}\n"
        try broken.write(to: directory.appendingPathComponent("broken.glsl"), atomically: true, encoding: .utf8)
        let result = CLITests.run(
            ["render"] + Self.images + [
                "--shaders", directory.path, "--transition", "Broken", "--progress", "0.5",
                "--out", directory.appendingPathComponent("x.png").path,
            ])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count >= 2, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("segue: error: ") }, "\(result.stderr)")
        #expect(
            lines.contains { $0.contains("broken.glsl:4") } && lines.contains { $0.contains("broken.glsl:5") },
            "\(result.stderr)")
    }
}
