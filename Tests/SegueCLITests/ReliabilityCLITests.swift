import Foundation
import Segue
import TestPrograms
import Testing

/// Limits checked before any work, and faults on purpose: each ends in one clear line, the exit
/// status the README gives, and no broken file.
@Suite(.enabled(if: CLITests.gpuUsable))
struct ReliabilityCLITests {
    static let images = ArgumentTests.images + ["--transition", "fade", "--size", "64x48"]

    /// Writes `bytes` to a file `name` in `folder`, returning its path.
    static func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anImageWhoseHeaderClaimsTooManyPixelsIsRefusedAtOnce() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bomb = try Self.write(
            PNGBuilder.png(
                width: 30_000, height: 30_000, colorType: 2, bitDepth: 8, scanlines: [UInt8](repeating: 0, count: 64)),
            "bomb.png", in: folder)
        let started = Date()
        for command in [
            [
                "render", "--from", bomb, "--to", "examples/chelsea.png", "--out",
                folder.appendingPathComponent("f").path,
            ],
            ["apply", "--input", bomb, "--effect", "Sepia", "--out", folder.appendingPathComponent("x.png").path],
            [
                "sheet", "--from", "examples/coffee.png", "--to", bomb, "--transition", "fade", "--out",
                folder.appendingPathComponent("s.png").path,
            ],
        ] {
            ArgumentTests.expectOneErrorLine(
                command, mentioning: "\(bomb): 30000x30000 is 900.0 megapixels, over the limit of 100.0 megapixels",
                status: 1)
        }
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bomb.png"])
    }

    @Test func maxPixelsSetsTheLimit() throws {
        ArgumentTests.expectOneErrorLine(
            ["render"] + ArgumentTests.images + ["--max-pixels", "1000", "--out", "/tmp/never"],
            mentioning: "examples/coffee.png: ", status: 1)
        ArgumentTests.expectOneErrorLine(
            ["render"] + Self.images + ["--max-pixels", "0", "--out", "/tmp/never"],
            mentioning: "--max-pixels must be positive")
        ArgumentTests.expectOneErrorLine(
            ["render"] + ArgumentTests.images + ["--size", "12000x12000", "--out", "/tmp/never"],
            mentioning:
                "--size 12000x12000 is 144000000 pixels, over the limit of 100000000 (raise it with --max-pixels)")
        ArgumentTests.expectOneErrorLine(
            ["sheet"] + ArgumentTests.images + [
                "--transition", "fade", "--tile", "2000x2000", "--columns", "64", "--out", "/tmp/never.png",
            ],
            mentioning:
                "a sheet of 1 rows and 64 columns, 128000x2000 is 256000000 pixels, over the limit of 100000000 (raise it with --max-pixels)"
        )
    }

    @Test func anImageWiderThanTheLargestTextureIsRefusedNamingIt() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = CLITests.run(["info"]).stdout
        let line = try #require(info.split(separator: "\n").first { $0.contains("max texture:") })
        let maximum = try #require(Int(line.split(separator: " ").last ?? ""))
        let wide = try Self.write(
            PNGBuilder.png(
                width: maximum + 1, height: 1, colorType: 0, bitDepth: 8,
                scanlines: [0] + [UInt8](repeating: 7, count: maximum + 1)),
            "wide.png", in: folder)
        ArgumentTests.expectOneErrorLine(
            [
                "render", "--from", wide, "--to", "examples/chelsea.png", "--out",
                folder.appendingPathComponent("f").path,
            ],
            mentioning:
                "\(wide): \(maximum + 1)x1 has a side over \(maximum) pixels, the largest texture this GPU takes",
            status: 1)
    }

    @Test func aFrameCountThatCannotBeMeantIsRefusedBeforeTheFirstFrame() throws {
        ArgumentTests.expectOneErrorLine(
            ["render"] + Self.images + ["--duration", "1e9", "--out", "/tmp/segue-never"],
            mentioning:
                "--duration and --fps make 30000000001 frames, over the limit of 100000 (raise it with --max-frames)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/segue-never"))
        ArgumentTests.expectOneErrorLine(
            ["render"] + Self.images + ["--max-frames", "0", "--out", "/tmp/segue-never"],
            mentioning: "--max-frames must be positive")
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run(
            ["render"] + Self.images + ["--duration", "0.1", "--fps", "20", "--max-frames", "3", "--out", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The largest limit there is, and a duration past any Int of frames: no trap, the disk check refuses it.
        ArgumentTests.expectOneErrorLine(
            ["render"] + Self.images + [
                "--duration", "1e17", "--max-frames", "\(Int.max)", "--out", folder.appendingPathComponent("many").path,
            ],
            mentioning: "frames need about", status: 1)
    }

    @Test func aFramePatternWithAnAbsurdWidthIsAUsageError() {
        // Once a trap: the runtime could not allocate a terabyte of zeros for the first name.
        for pattern in ["%999999999999d.png", "%99999999999999999999999d.png", "%33d.png"] {
            ArgumentTests.expectOneErrorLine(
                ["render"] + Self.images + ["--out", "/tmp/segue-never/" + pattern],
                mentioning: "a frame pattern has one %d or %04d")
        }
    }

    @Test func outputLargerThanTheDiskIsRefusedBeforeTheFirstFrame() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("huge.y4m").path
        // Three million 4K frames of 12 MB each: 37 TB, more than any disk this runs on.
        let result = CLITests.run(
            ["render"] + ArgumentTests.images + [
                "--size", "3840x2160", "--duration", "100000", "--max-frames", "10000000", "--out", out,
            ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("segue: error: \(out): 3000001 frames need about 37.3 TB but the disk has "),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFullStandardOutputIsOneClearLine() throws {
        let command =
            "exec '\(CLITests.binary.path)' render "
            + (Self.images + ["--duration", "0.5", "--out", "-", "--format", "rgba"]).map { "'\($0)'" }.joined(
                separator: " ") + " > /dev/full"
        let result = try ChildProcess("/bin/sh", arguments: ["-c", command], directory: CLITests.root.path).run()
        #expect(result.status == 1, "\(result.errorText)")
        #expect(result.errorText.hasPrefix("segue: error: "), "\(result.errorText)")
        #expect(result.errorText.filter { $0 == "\n" }.count == 1, "\(result.errorText)")
    }

    @Test func sigtermWhileWritingAClipExits143AndLeavesNothing() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try Self.start(
            ["render"] + ArgumentTests.images + [
                "--size", "320x240", "--duration", "600", "--out", folder.appendingPathComponent("long.mp4").path,
            ])
        try Self.waitForFiles(in: folder)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalWhileWritingFramesLeavesOnlyCompleteFiles(signal: Int32, status: Int32) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try Self.start(
            ["render"] + ArgumentTests.images + ["--size", "320x240", "--duration", "600", "--out", folder.path + "/"])
        try Self.waitForFiles(in: folder, count: 3)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 3)
        #expect(names == (0..<names.count).map { String(format: "frame_%04d.png", $0) }, "\(names)")
        for name in names {
            let image = try Image(contentsOfFile: folder.appendingPathComponent(name).path)
            #expect(image.width == 320 && image.height == 240)
        }
    }

    @Test func aFrameSlowerThanTheTimeoutNamesTheEffect() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Seconds per frame on a software rasteriser: a loop whose length the compiler cannot know.
        // llvmpipe stops a fragment's loops after 65,535 iterations in all, so the body is heavy:
        // a video frame's final pass evaluates eight pixels per fragment under that one budget.
        let slow = """
            // @name crawl
            // @kind transition
            vec4 effect(vec2 uv) {
                vec4 sum = vec4(0.0);
                for (int i = 0; i < int(2000000.0 * (progress + 1.0)); i++) {
                    vec2 p = uv + float(i) * 1e-4;
                    sum += (getFromColor(fract(p)) + getFromColor(fract(p.yx)) + getToColor(fract(p)) + getToColor(fract(p.yx))) * 1e-6;
                }
                return mix(sum, getToColor(uv), progress);
            }

            """
        try Data(slow.utf8).write(to: folder.appendingPathComponent("crawl.glsl"))
        let started = Date()
        let result = CLITests.run(
            ["render"] + ArgumentTests.images + [
                "--shaders", folder.path, "--transition", "crawl", "--size", "64x64", "--frame-timeout", "0.5",
                "--out", folder.appendingPathComponent("frames").path,
            ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("segue: error: frame 0 of 'crawl' took more than 0.5 s to render; stopped"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(Date().timeIntervalSince(started) < 30)
        // The same on a timeline (--offset): its frames are drawn inside the library's loop.
        let timeline = CLITests.run(
            ["render"] + ArgumentTests.images + [
                "--shaders", folder.path, "--transition", "crawl", "--size", "128x128", "--frame-timeout", "0.5",
                "--offset", "0", "--out", folder.appendingPathComponent("timeline.y4m").path,
            ])
        #expect(timeline.status == 1, "\(timeline.stderr)")
        #expect(
            timeline.stderr.hasPrefix("segue: error: frame 0 of 'crawl' took more than 0.5 s to render; stopped"),
            "\(timeline.stderr)")
        // The clip being written under a temporary name is gone too.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix(".timeline") || $0.hasPrefix("timeline")
        }
        #expect(left.isEmpty, "\(left)")
        ArgumentTests.expectOneErrorLine(
            ["render"] + Self.images + ["--frame-timeout", "0", "--out", "/tmp/never"],
            mentioning: "--frame-timeout must be a positive number of seconds")
    }

    @Test func brokenInputFilesAreOneLineNamingTheFile() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try Self.write([], "empty.png", in: folder)
        let text = try Self.write(Array("not a picture\n".utf8), "notes.jpg", in: folder)
        // Each broken effect file in a folder of its own: the folder still loads, and asking for
        // the file's effect is one line naming the file and what is wrong.
        func shaderFolder(_ name: String, _ bytes: [UInt8]) throws -> String {
            let shaders = folder.appendingPathComponent(name + "-folder")
            try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
            _ = try Self.write(bytes, name, in: shaders)
            return shaders.path
        }
        let junk = try shaderFolder("junk.glsl", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
        let huge = try shaderFolder(
            "huge.glsl",
            Array(("// @name huge\n// @kind transition\n" + String(repeating: "// padding\n", count: 2_000_000)).utf8))
        let deep = try shaderFolder(
            "deep.json", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8))
        let wrongTypes = try shaderFolder("types.json", Array(#"{"name": 3, "layers": "many"}"#.utf8))
        let outOfRange = try shaderFolder(
            "range.json", Array(#"{"name": "r", "perspective": -1, "layers": [{}]}"#.utf8))
        let out = folder.appendingPathComponent("f").path
        for (arguments, expected) in [
            (
                ["render", "--from", empty, "--to", "examples/chelsea.png", "--out", out],
                "\(empty): cannot decode image: the file is empty"
            ),
            (["render", "--from", text, "--to", "examples/chelsea.png", "--out", out], "\(text): "),
            (["render"] + Self.images + ["--shaders", junk, "--transition", "junk", "--out", out], "junk.glsl"),
            (["render"] + Self.images + ["--shaders", huge, "--transition", "huge", "--out", out], "huge.glsl"),
            (
                ["render"] + Self.images + ["--shaders", deep, "--transition", "deep", "--out", out],
                "deep.json:1: nesting deeper than 64 levels"
            ),
            (
                ["render"] + Self.images + ["--shaders", wrongTypes, "--transition", "types", "--out", out],
                "types.json:1: "
            ),
            (
                ["render"] + Self.images + ["--shaders", outOfRange, "--transition", "range", "--out", out],
                "range.json:1:"
            ),
        ] {
            let result = CLITests.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("segue: error: ") && result.stderr.contains(expected),
                "\(arguments): \(result.stderr)")
        }
        // The folder itself loads: another transition renders, the broken file noticed once.
        let beside = CLITests.run(
            ["render"] + Self.images + ["--shaders", junk, "--out", folder.appendingPathComponent("ok").path, "-q"])
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(
            beside.stderr.hasPrefix("segue: notice: \(junk)/junk.glsl:1: ")
                && beside.stderr.split(separator: "\n").count == 1, "\(beside.stderr)")
    }

    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CLITests.binary
        process.currentDirectoryURL = CLITests.root
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits until `folder` holds `count` entries (a partial clip, or frames), for 20 s at most.
    static func waitForFiles(in folder: URL, count: Int = 1) throws {
        let deadline = Date().addingTimeInterval(20)
        while try FileManager.default.contentsOfDirectory(atPath: folder.path).count < count && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.3)
    }
}
