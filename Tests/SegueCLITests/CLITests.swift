import Foundation
import TestPrograms
import Testing

/// Runs the built `segue` binary and checks its output and exit status.
struct CLITests {
    static let program = BuiltProgram("segue")
    static let root = BuiltProgram.packageRoot
    static var binary: URL { program.url }

    static var gpuUsable: Bool {
        ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1" || run(["info"]).status == 0
    }

    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> BuiltProgram.Output {
        program.run(arguments, environment: environment)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let fixtures = "Tests/SegueTests/Fixtures"

    /// The PNG files `segue apply` writes in `folder` from examples/coffee.png with each effect of `names` and `param`.
    static func applyEach(
        _ names: [String], param: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Data] {
        var outputs: [Data] = []
        for name in names {
            let out = folder.appendingPathComponent("\(name).png").path
            let result = run([
                "apply", "--input", "examples/coffee.png", "--effect", name, "--param", param, "--out", out,
            ])
            #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        return outputs
    }

    /// Starts `segue arguments` in `directory`, waits (20 s at most) until `output` holds `files` files,
    /// runs `whileWriting`, then presses Ctrl-C and expects exit status 130, the line saying so, and an empty `output`.
    static func expectAnInterruptLeavesNothing(
        _ arguments: [String], in directory: URL, output: URL, files: Int = 1, whileWriting: () throws -> Void = {},
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = directory
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while (try FileManager.default.contentsOfDirectory(atPath: output.path)).count < files && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try whileWriting()
        Thread.sleep(forTimeInterval: 0.3)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, sourceLocation: sourceLocation)
        #expect(
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                == "segue: interrupted; no partial output is left\n", sourceLocation: sourceLocation)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: gpuUsable)) func renderWritesDurationTimesFPSPlusOneFrames() throws {
        let out = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = Self.run([
            "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png",
            "--transition", "pixellate-dissolve", "--duration", "0.5", "--fps", "8", "--size", "64x48", "--out",
            out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(frames == (0...4).map { String(format: "frame_%04d.png", $0) })
    }

    @Test(.enabled(if: gpuUsable)) func renderOneFrameAtAProgress() throws {
        let out = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("mid.png").path
        let result = Self.run([
            "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--progress", "0.5", "--out",
            file,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test(.enabled(if: gpuUsable)) func infoPrintsPlatformAndRenderer() {
        let result = Self.run(["info"])
        #expect(result.status == 0, "\(result.stderr)")
        for field in ["platform:", "vendor:", "renderer:", "version:", "max texture:"] {
            #expect(result.stdout.contains(field))
        }
    }

    /// Bad input: exit non-zero with exactly one line on stderr naming the problem.
    @Test(arguments: [
        (
            ["render", "--from", "\(fixtures)/corrupt.png", "--to", "examples/chelsea.png", "--out", "/tmp/x"],
            "corrupt.png"
        ),
        (
            ["render", "--from", "\(fixtures)/truncated.jpg", "--to", "examples/chelsea.png", "--out", "/tmp/x"],
            "truncated.jpg"
        ),
        (["render", "--from", "missing.png", "--to", "examples/chelsea.png", "--out", "/tmp/x"], "missing.png"),
        (
            [
                "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--curve", "wobbly", "--out",
                "/tmp/x",
            ],
            "segue: error: invalid timing curve \"wobbly\": unknown curve name"
        ),
    ])
    func badInputIsOneClearLine(arguments: [String], expected: String) throws {
        try Self.expectOneClearLine(arguments, naming: expected)
    }

    /// Bad effect names and parameters are found by the engine, so these run where the GPU does.
    @Test(
        .enabled(if: gpuUsable),
        arguments: [
            (
                [
                    "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--transition", "nope",
                    "--out", "/tmp/x",
                ], "unknown transition 'nope'"
            ),
            (
                [
                    "render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--param", "x=1",
                    "--out", "/tmp/x",
                ], "no parameter 'x'"
            ),
        ])
    func badEffectInputIsOneClearLine(arguments: [String], expected: String) throws {
        try Self.expectOneClearLine(arguments, naming: expected)
    }

    static func expectOneClearLine(_ arguments: [String], naming expected: String) throws {
        let result = Self.run(arguments)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
    }

    @Test func noEGLNamesEveryPlatformTried() {
        // Pointing EGL's vendor loader at nothing leaves no usable platform at all.
        let result = Self.run(
            ["info"],
            environment: [
                "__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent.json", "__EGL_VENDOR_LIBRARY_DIRS": "/nonexistent",
            ])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("device:") && result.stderr.contains("gbm:")
                && result.stderr.contains("surfaceless:"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func badArgumentsAreRejected() {
        let result = Self.run(["render", "--from", "a.png", "--to", "b.png", "--out", "x", "--size", "big"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--size"))
    }
}
