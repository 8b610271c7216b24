import Foundation
import Segue
import TestPrograms
import Testing

/// `segue render` writes clips of every container, streams frames to standard output, takes clips
/// as inputs, and fails in one line leaving no partial file.
@Suite(.enabled(if: CLITests.gpuUsable))
struct VideoCLITests {
    static let images =
        ArgumentTests.images + ["--transition", "fade", "--size", "96x64", "--duration", "0.5", "--fps", "20"]

    /// `segue` run to its end, standard output kept as bytes.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Result {
        try ChildProcess(
            CLITests.binary.path, arguments: arguments, environment: environment, directory: CLITests.root.path
        ).run()
    }

    /// ffprobe's `codec,duration` of a file's first audio stream, split at the comma.
    static func probeAudio(_ path: String) throws -> [Substring] {
        try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-select_streams", "a:0", "-show_entries", "stream=codec_name,duration", "-of",
                "csv=p=0", path,
            ]
        ).run().outputText.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
    }

    /// ffprobe's `codec,width,height,rate,frames` of a file's first video stream.
    static func probe(_ path: String) throws -> String {
        let result = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-count_frames", "-select_streams", "v:0",
                "-show_entries", "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", path,
            ]
        ).run()
        return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Decodes frame `index` of a clip to RGBA8 with ffmpeg.
    static func decodedFrame(_ path: String, index: Int, width: Int, height: Int) throws -> Image {
        let result = try ChildProcess(
            try TestClips.ffmpeg(),
            arguments: [
                "-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo",
                "-pix_fmt", "rgba", "-",
            ]
        ).run()
        return try Image(width: width, height: height, pixels: [UInt8](result.standardOutput))
    }

    /// Peak signal-to-noise ratio of the RGB channels, in dB.
    static func psnr(_ a: Image, _ b: Image) -> Double {
        var sum = 0.0
        var count = 0.0
        for index in a.pixels.indices where index % 4 != 3 {
            let d = Double(a.pixels[index]) - Double(b.pixels[index])
            sum += d * d
            count += 1
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / count))
    }

    @Test(arguments: [
        ("clip.mp4", "h264,96,64,20/1,11"), ("clip.mov", "h264,96,64,20/1,11"), ("clip.mkv", "h264,96,64,20/1,11"),
        ("clip.webm", "vp9,96,64,20/1,11"), ("clip.gif", "gif,96,64,20/1,11"), ("clip.apng", "apng,96,64,20/1,11"),
        ("clip.y4m", "rawvideo,96,64,20/1,11"),
    ])
    func eachContainerHoldsEveryFrame(name: String, expected: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let result = try Self.run(["render"] + Self.images + ["--out", path])
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText.hasPrefix("wrote 11 frames (96x64, fade, "), "\(result.outputText)")
        #expect(result.outputText.contains(" to \(path) in "))
        let probed = try Self.probe(path)
        // GIF stores delays in hundredths of a second, so ffprobe reads its rate back only roughly.
        if name.hasSuffix(".gif") || name.hasSuffix(".apng") {
            #expect(
                probed.hasPrefix(
                    expected.prefix(while: { $0 != "/" }).split(separator: ",").dropLast().joined(separator: ",")),
                "\(probed)")
            #expect(probed.hasSuffix(",11"), "\(probed)")
        } else {
            #expect(probed == expected)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name], "no temporary file is left")
    }

    @Test(arguments: [("mp4", [] as [String], 30.0), ("mkv", ["--encoder-args", "-qp 0"], 38.0), ("webm", [], 28.0)])
    func aMiddleFrameMatchesThePNGRender(container: String, options: [String], minimum: Double) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "--from", "examples/chelsea.png", "--to", "examples/coffee.png", "--transition", "fade", "--size",
            "320x180", "--fps", "10", "--duration", "1",
        ]
        let clip = folder.appendingPathComponent("clip.\(container)").path
        let still = folder.appendingPathComponent("mid.png").path
        #expect(try Self.run(["render"] + arguments + options + ["--out", clip]).status == 0)
        #expect(try Self.run(["render"] + arguments + ["--progress", "0.5", "--out", still]).status == 0)
        let decoded = try Self.decodedFrame(clip, index: 5, width: 320, height: 180)
        let psnr = Self.psnr(decoded, try Image(contentsOfFile: still))
        // 4:2:0 itself costs about 42 dB on these photos (ffmpeg's own RGB → yuv420p → RGB gives the same).
        #expect(psnr >= minimum, "PSNR \(psnr) dB for .\(container)")
    }

    @Test func oddSizesArePaddedForH264() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("odd.mp4").path
        let result = try Self.run(
            ["render"] + ArgumentTests.images + ["--size", "33x17", "--duration", "0.2", "--fps", "10", "--out", path])
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText.contains("padded to even sides for libx264"))
        #expect(try Self.probe(path) == "h264,34,18,10/1,3")
    }

    @Test func rawFramesToStandardOutputAreAllThatIsThere() throws {
        let result = try Self.run(["render"] + Self.images + ["--out", "-", "--format", "rgba"])
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.standardOutput.count == 96 * 64 * 4 * 11)
        #expect(result.errorText.hasPrefix("wrote 11 frames (96x64, fade, "))
        // The last frame is the PNG render of progress 1, byte for byte.
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = folder.appendingPathComponent("end.png").path
        #expect(try Self.run(["render"] + Self.images + ["--progress", "1", "--out", still, "-q"]).status == 0)
        #expect([UInt8](result.standardOutput.suffix(96 * 64 * 4)) == (try Image(contentsOfFile: still)).pixels)
    }

    @Test func y4mHasAParsableHeaderAndWholeFrames() throws {
        let result = try Self.run(
            ["render"] + Self.images + ["--size", "33x17", "--out", "-", "--format", "y4m", "--quiet"])
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.errorText.isEmpty)
        let bytes = [UInt8](result.standardOutput)
        let headerEnd = try #require(bytes.firstIndex(of: 0x0A))
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
        #expect(header == "YUV4MPEG2 W33 H17 F20:1 Ip A1:1 C420jpeg XYSCSS=420JPEG XCOLORRANGE=LIMITED")
        let frame = 6 + 33 * 17 + 2 * 17 * 9
        #expect(bytes.count == headerEnd + 1 + 11 * frame)
        #expect(Array(bytes[(headerEnd + 1)..<(headerEnd + 7)]) == Array("FRAME\n".utf8))
    }

    @Test func nutToStandardOutputIsReadableByFFprobe() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render"] + Self.images + ["--out", "-", "--format", "nut", "-q"])
        #expect(result.status == 0, "\(result.errorText)")
        let path = folder.appendingPathComponent("frames.nut").path
        try result.standardOutput.write(to: URL(fileURLWithPath: path))
        #expect(try Self.probe(path) == "rawvideo,96,64,20/1,11")
    }

    @Test func clipInputsMakeAClipAsXfadeTimesIt() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = try TestClips.make(
            "a.mkv", frames: TestClips.solidFrames(30, width: 64, height: 48) { RGBA(UInt8($0 * 8), 0, 0) }, fps: 10,
            sound: true, in: folder)
        let to = try TestClips.make(
            "b.mkv", frames: TestClips.solidFrames(20, width: 64, height: 48) { RGBA(0, 0, UInt8($0 * 12)) }, fps: 10,
            sound: true, in: folder)
        let out = folder.appendingPathComponent("joined.mp4").path
        let result = try Self.run([
            "render", "--from", from, "--to", to, "--transition", "wipeleft", "--duration", "1", "--fps", "20", "--out",
            out,
        ])
        #expect(result.status == 0, "\(result.errorText)")
        #expect(
            result.outputText.contains("xfade timing: offset 2 s, duration 1 s at 20 fps; sound cross-faded"),
            "\(result.outputText)")
        // 3 s and 2 s clips, 1 s overlap: 4 s at 20 fps.
        #expect(try Self.probe(out) == "h264,64,48,20/1,80")
        let streams = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-show_entries", "stream=codec_type,duration", "-of", "csv=p=0", out,
            ]
        ).run().outputText
        #expect(streams.contains("audio"), "\(streams)")

        let only = try Self.run([
            "render", "--from", from, "--to", to, "--transition", "fade", "--duration", "1", "--fps", "20",
            "--transition-only", "--out", "-", "--format", "rgba", "-q",
        ])
        #expect(only.status == 0, "\(only.errorText)")
        #expect(only.standardOutput.count == 64 * 48 * 4 * 21)

        // Without --fps the clip keeps the rate both inputs have, as xfade's output does: 4 s at 10 fps.
        let kept = try Self.run([
            "render", "--from", from, "--to", to, "--transition", "fade", "--duration", "1", "--out", out,
            "--overwrite",
        ])
        #expect(kept.status == 0, "\(kept.errorText)")
        #expect(kept.outputText.contains("duration 1 s at 10 fps"), "\(kept.outputText)")
        #expect(try Self.probe(out) == "h264,64,48,10/1,40")
    }

    /// Two yuv420p clips in BT.601 (untagged, as ffmpeg makes them from RGB) joined into an MP4:
    /// the clip keeps their matrix and says so, and with a lossless encoder the pictures outside
    /// the overlap are the inputs' own, byte for byte.
    @Test func picturesOutsideTheOverlapAreTheClipsOwn() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var clips: [String] = []
        for (name, source) in [
            ("a.mkv", "testsrc2=size=64x48:rate=10:duration=2"),
            ("b.mkv", "mandelbrot=size=64x48:rate=10,trim=duration=2"),
        ] {
            let path = folder.appendingPathComponent(name).path
            let made = try TestClips.generate(source, options: ["-c:v", "ffv1", "-pix_fmt", "yuv420p"], to: path)
            #expect(made.succeeded, "\(made.errorText)")
            clips.append(path)
        }
        let out = folder.appendingPathComponent("joined.mp4").path
        let result = try Self.run([
            "render", "--from", clips[0], "--to", clips[1], "--transition", "fade", "--duration", "0.5", "--fps", "10",
            "--encoder-args", "-qp 0", "--out", out,
        ])
        #expect(result.status == 0, "\(result.errorText)")
        let tags = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=color_space,color_range", "-of",
                "csv=p=0", out,
            ]
        ).run().outputText
        #expect(tags.trimmingCharacters(in: .whitespacesAndNewlines) == "tv,smpte170m", "\(tags)")
        // 2 s and 2 s, 0.5 s overlap from 1.5 s: 35 frames; 1…14 are "from" alone, 21…34 "to" alone.
        func picture(_ path: String, _ index: Int) throws -> [UInt8] {
            [UInt8](
                try ChildProcess(
                    try TestClips.ffmpeg(),
                    arguments: [
                        "-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo",
                        "-pix_fmt", "yuv420p", "-",
                    ]
                ).run().standardOutput)
        }
        #expect(try Self.probe(out) == "h264,64,48,10/1,35")
        for (index, source, sourceIndex) in [
            (1, clips[0], 1), (14, clips[0], 14), (21, clips[1], 6), (34, clips[1], 19),
        ] {
            #expect(try picture(out, index) == picture(source, sourceIndex), "frame \(index)")
        }
    }

    @Test func stillsOnlyFFmpegReadsAreStills() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var stills: [String] = []
        for (name, source) in [("a.webp", "examples/coffee.png"), ("b.bmp", "examples/chelsea.png")] {
            let path = folder.appendingPathComponent(name).path
            let made = try ChildProcess(
                try TestClips.ffmpeg(), arguments: ["-v", "error", "-i", source, path], directory: CLITests.root.path
            ).run()
            #expect(made.succeeded, "\(made.errorText)")
            stills.append(path)
        }
        let out = folder.appendingPathComponent("stills.mp4").path
        let result = try Self.run([
            "render", "--from", stills[0], "--to", stills[1], "--transition", "fade", "--size", "96x64",
            "--duration", "0.5", "--fps", "20", "--out", out,
        ])
        #expect(result.status == 0, "\(result.errorText)")
        // Two stills: the transition alone, 0.5 s at 20 fps from progress 0 to 1, as with PNGs.
        #expect(try Self.probe(out) == "h264,96,64,20/1,11")
    }

    @Test(arguments: [
        (
            ["--ffmpeg", "/nowhere/ffmpeg"],
            "segue: error: /nowhere/ffmpeg not found (needed for writing .mp4 files); install ffmpeg or give its path with --ffmpeg"
        ),
        (
            ["--codec", "libnothing"],
            "segue: error: ffmpeg failed writing OUT (exit status 1): Unknown encoder 'libnothing'"
        ),
    ])
    func encoderFailuresAreOneLineAndLeaveNothing(options: [String], line: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.mp4").path
        let result = try Self.run(["render"] + Self.images + options + ["--out", out])
        #expect(result.status == 1)
        #expect(result.errorText == line.replacingOccurrences(of: "OUT", with: out) + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func noFFmpegOnPathIsOneLine() throws {
        let result = try Self.run(
            ["render"] + Self.images + ["--out", "/tmp/never.webm"], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(
            result.errorText
                == "segue: error: ffmpeg not found (needed for writing .webm files); install ffmpeg or give its path with --ffmpeg\n"
        )
    }

    @Test func aCorruptInputClipIsOneLine() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.mov").path
        try Data(repeating: 0x42, count: 5000).write(to: URL(fileURLWithPath: broken))
        let result = try Self.run([
            "render", "--from", broken, "--to", "examples/coffee.png", "--out",
            folder.appendingPathComponent("x.mp4").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.errorText.hasPrefix("segue: error: \(broken): not an image or clip Segue can read ("),
            "\(result.errorText)")
        #expect(result.errorText.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["broken.mov"])
    }

    @Test func aFullDiskStopsTheRenderAndLeavesNoPartialClip() throws {
        let folder = try CLITests.temporaryDirectory()
        let tools = try CLITests.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: tools)
        }
        // An ffmpeg whose file size limit is 64 blocks stands in for a full disk: its writes fail
        // part-way. (The limit is on ffmpeg alone, so that sanitizer runtimes in segue are unaffected.)
        let ffmpeg = tools.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\nulimit -f 64\nexec '\(try TestClips.ffmpeg())' \"$@\"\n".write(
            to: ffmpeg, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
        let out = folder.appendingPathComponent("big.mkv").path
        let result = try Self.run(
            ["render"] + ArgumentTests.images + [
                "--size", "320x240", "--duration", "3", "--encoder-args", "-qp 0",
                "--ffmpeg", ffmpeg.path, "--out", out,
            ])
        #expect(result.status == 1, "\(result.outputText) \(result.errorText)")
        #expect(result.errorText.hasPrefix("segue: error: ffmpeg failed writing \(out) ("), "\(result.errorText)")
        #expect(result.errorText.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aLostGLContextIsOneLineAndLeavesNoPartialClip() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("lost.mp4").path
        // Fault injection: the context reports itself reset after 5 frames, as a GPU hang would.
        let result = try Self.run(
            ["render"] + Self.images + ["--out", out], environment: ["SEGUE_SIMULATE_CONTEXT_LOSS": "5"])
        #expect(result.status == 1)
        #expect(
            result.errorText
                == "segue: error: the GL context was lost (simulated by SEGUE_SIMULATE_CONTEXT_LOSS=5); nothing more can be drawn with it: run again\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anInterruptLeavesNoPartialClipAndNoFFmpeg() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ctrl-C once ffmpeg is writing the partial clip.
        try CLITests.expectAnInterruptLeavesNothing(
            ["render"] + ArgumentTests.images + [
                "--size", "320x240", "--duration", "600", "--out", folder.appendingPathComponent("long.mp4").path,
            ], in: CLITests.root, output: folder)
    }

    @Test func aProgressBarIsDrawnOnATerminalOnly() throws {
        let script = try #require(
            ChildProcess.locate("script"), "util-linux's script is needed to give segue a terminal")
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command =
            ([CLITests.binary.path, "render"] + Self.images + ["--out", folder.appendingPathComponent("bar.webm").path])
            .map { "'\($0)'" }.joined(separator: " ")
        let onTerminal = try ChildProcess(
            script, arguments: ["-qec", command, "/dev/null"], directory: CLITests.root.path
        ).run()
        #expect(onTerminal.succeeded, "\(onTerminal.errorText)")
        #expect(
            onTerminal.outputText.contains("\r[##############################] 11/11 frames"),
            "\(onTerminal.outputText.debugDescription)")
        #expect(onTerminal.outputText.contains(" fps  ETA "))
        let onPipe = try Self.run(
            ["render"] + Self.images + ["--out", folder.appendingPathComponent("pipe.webm").path])
        #expect(onPipe.errorText.isEmpty)
        #expect(!onPipe.outputText.contains("\r"))
    }
}
