import Foundation
import Segue
import TestPrograms
import Testing

/// `segue concat --copy-between` copies H.264 clips' packets between joins as they are, renders
/// each join from the keyframe before it to the keyframe after it, and joins the parts into a clip
/// that decodes cleanly, frame for frame; inputs that cannot be copied are refused in one line.
@Suite(.enabled(if: CLITests.gpuUsable))
struct CopyBetweenCLITests {
    /// Makes `name` in `folder` from ffmpeg's `source`: H.264 in yuv420p, a keyframe every 30
    /// frames and no others (no scene cuts), reordered by B-frames as x264 does by default.
    static func clip(_ name: String, _ source: String, in folder: URL, sound: Bool = false, extra: [String] = []) throws
    {
        var arguments = ["-v", "error", "-y", "-f", "lavfi", "-i", source]
        if sound { arguments += ["-f", "lavfi", "-i", "sine=frequency=440:duration=4", "-c:a", "aac"] }
        arguments +=
            [
                "-c:v", "libx264", "-preset", "veryfast", "-crf", "10", "-g", "30", "-sc_threshold", "0", "-pix_fmt",
                "yuv420p",
            ]
            + extra + [folder.appendingPathComponent(name).path]
        let made = try ChildProcess(try TestClips.ffmpeg(), arguments: arguments).run()
        #expect(made.succeeded, "\(made.errorText)")
    }

    /// A folder holding a.mp4 (moving test pattern, with sound) and b.mp4 (the same, negated), 4 s at 30 fps, 160x120.
    static func inputs() throws -> URL {
        let folder = try CLITests.temporaryDirectory()
        try clip("a.mp4", "testsrc2=size=160x120:rate=30:duration=4", in: folder, sound: true)
        try clip("b.mp4", "testsrc2=size=160x120:rate=30:duration=4,negate", in: folder)
        return folder
    }

    /// The two clips joined by a 0.5 s fade: 120 + 120 − 15 = 225 frames, the join at 105…119.
    /// a.mp4's keyframes 0, 30, 60 start copies, so 0…89 is copied and the join is rendered from
    /// 90; b.mp4 plays from output frame 105, its first keyframe after the join is its frame 30
    /// (output 135), so 90…134 is rendered and 135…224 copied.
    static let join = ["a.mp4", "b.mp4", "--duration", "0.5", "--crf", "10"]

    static func packets(_ path: String) throws -> [(pts: Int, dts: Int, key: Bool)] {
        let result = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts,dts,flags", "-of", "csv=p=0",
                path,
            ]
        ).run()
        #expect(result.succeeded, "\(result.errorText)")
        return result.outputText.split(separator: "\n").map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            return (Int(fields[0]) ?? -1, Int(fields[1]) ?? -1, fields[2].hasPrefix("K"))
        }
    }

    /// Frame `index` of `path` decoded to yuv420p by ffmpeg.
    static func picture(_ path: String, _ index: Int) throws -> [UInt8] {
        [UInt8](
            try ChildProcess(
                try TestClips.ffmpeg(),
                arguments: [
                    "-v", "error", "-i", path, "-map", "0:v:0", "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                    "-f", "rawvideo", "-pix_fmt", "yuv420p", "-",
                ]
            ).run().standardOutput)
    }

    /// The luma PSNR of two 160x120 yuv420p pictures, in dB.
    static func lumaPSNR(_ a: [UInt8], _ b: [UInt8]) -> Double {
        let count = 160 * 120
        let error =
            zip(a.prefix(count), b.prefix(count)).reduce(0.0) { $0 + pow(Double($1.0) - Double($1.1), 2) }
            / Double(count)
        return error == 0 ? .infinity : 10 * log10(255 * 255 / error)
    }

    @Test func theClipsPacketsAreCopiedAndOnlyTheJoinIsReencoded() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (environment, home, temporary) = try ConcatCLITests.environment(writingIn: folder)
        let result = try ConcatCLITests.run(
            Self.join + ["--copy-between", "--out", "show.mp4"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(
            result.outputText.contains("7.5 s: 6 s copied, 1.5 s rendered; sound encoded whole"), "\(result.outputText)"
        )
        // Nothing outside the output's folder, and nothing but the output in it.
        #expect(try ConcatCLITests.files(in: home).isEmpty && ConcatCLITests.files(in: temporary).isEmpty)
        #expect(try ConcatCLITests.files(in: folder) == ["a.mp4", "b.mp4", "home", "show.mp4", "tmp"])

        let show = folder.appendingPathComponent("show.mp4").path
        let decoded = try ChildProcess(
            try TestClips.ffmpeg(), arguments: ["-v", "error", "-i", show, "-f", "null", "-"]
        ).run()
        #expect(
            decoded.succeeded && decoded.errorText.isEmpty, "the output does not decode cleanly: \(decoded.errorText)")
        let packets = try Self.packets(show)
        #expect(packets.count == 225)
        // One picture every 512 ticks of 1/15360 s (30 fps) from 0, none missing or doubled; decoding times rising.
        #expect(packets.map(\.pts).sorted() == (0..<225).map { $0 * 512 })
        #expect(zip(packets, packets.dropFirst()).allSatisfy { $0.dts < $1.dts }, "decoding times go back")
        let keyframes = packets.filter(\.key).map { $0.pts / 512 }.sorted()
        #expect(
            keyframes.contains(90) && keyframes.filter { !(90..<135).contains($0) } == [0, 30, 60, 135, 165, 195],
            "\(keyframes)")

        // Copied pictures are the inputs' own, bit for bit; neighbours differ, so a shifted picture would not pass.
        let a = folder.appendingPathComponent("a.mp4").path
        let b = folder.appendingPathComponent("b.mp4").path
        #expect(try Self.picture(a, 45) != Self.picture(a, 46))
        for (index, source, sourceIndex) in [
            (0, a, 0), (45, a, 45), (89, a, 89), (135, b, 30), (200, b, 95), (224, b, 119),
        ] {
            let got = try Self.picture(show, index)
            let expected = try Self.picture(source, sourceIndex)
            #expect(!got.isEmpty && got == expected, "frame \(index)")
        }
        #expect(try Self.picture(show, 90) != Self.picture(a, 90), "frame 90 is re-encoded, not copied")

        // The rendered frames are the normal render's, up to the encoder: the same frame is
        // close, the frame beside it is not.
        let normal = try ConcatCLITests.run(Self.join + ["--out", "normal.mp4", "-q"], in: folder)
        #expect(normal.status == 0, "\(normal.errorText)")
        let reference = folder.appendingPathComponent("normal.mp4").path
        for index in [95, 105, 112, 119, 130] {
            let got = try Self.picture(show, index)
            let same = Self.lumaPSNR(got, try Self.picture(reference, index))
            let beside = Self.lumaPSNR(got, try Self.picture(reference, index + 1))
            #expect(
                same > 40 && beside < same - 5,
                "frame \(index): \(same) dB against the normal render, \(beside) dB against the next frame")
        }
        let sound = try VideoCLITests.probeAudio(show)
        #expect(
            sound.first == "aac" && sound.last.flatMap { Double($0) }.map { abs($0 - 7.5) < 0.05 } == true, "\(sound)")
    }

    /// Every frame of `path` decoded to 160x120 yuv420p by ffmpeg.
    static func pictures(_ path: String) throws -> [[UInt8]] {
        let bytes = [UInt8](
            try ChildProcess(
                try TestClips.ffmpeg(),
                arguments: [
                    "-v", "error", "-i", path, "-map", "0:v:0", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-",
                ]
            ).run().standardOutput)
        let size = 160 * 120 * 3 / 2
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
    }

    /// Trims that miss a keyframe (a.mp4 from its picture 15, b.mp4 to 3.5 s) around a join: the
    /// rendered runs and the copied ones meet without a picture doubled or skipped, so every frame
    /// is the normal render's, up to the encoder.
    @Test func trimsBetweenKeyframesMeetTheirCopiesFrameForFrame() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"items": [{"file": "a.mp4", "from": 0.5}, {"file": "b.mp4", "to": 3.5}], "join": {"duration": 0.5}}"#
            .write(to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
        for (out, extra) in [("show.mp4", ["--copy-between"]), ("normal.mp4", [])] {
            let result = try ConcatCLITests.run(
                ["--spec", "show.json", "--crf", "10", "-q", "--out", out] + extra, in: folder)
            #expect(result.status == 0, "\(result.errorText)")
        }
        let dry = try ConcatCLITests.run(
            ["--spec", "show.json", "--copy-between", "--out", "show.mp4", "--dry-run"], in: folder)
        #expect(
            dry.outputText.contains("copied: item 1 (a.mp4), its pictures 30–89, keyframe to keyframe"),
            "\(dry.outputText)")
        let copied = try Self.pictures(folder.appendingPathComponent("show.mp4").path)
        let normal = try Self.pictures(folder.appendingPathComponent("normal.mp4").path)
        // 105 + 105 − 15 frames.
        #expect(copied.count == 195 && normal.count == 195)
        let worst = zip(copied, normal).enumerated().map { ($0.offset, Self.lumaPSNR($0.element.0, $0.element.1)) }.min
        { $0.1 < $1.1 }
        #expect((worst?.1 ?? 0) > 40, "frame \(worst?.0 ?? -1) differs from the normal render: \(worst?.1 ?? 0) dB")
    }

    @Test func dryRunShowsWhatIsCopiedAndWhatRendered() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ConcatCLITests.run(
            Self.join + ["--copy-between", "--out", "show.mp4", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(
            result.outputText.hasSuffix(
                """
                --copy-between:
                   0.000 –    3.000 s  copied: item 1 (a.mp4), its pictures 0–89, keyframe to keyframe
                   3.000 –    4.500 s  rendered: join 1 (a.mp4 → b.mp4, fade)
                   4.500 –    7.500 s  copied: item 2 (b.mp4), its pictures 30–119, keyframe to keyframe
                6 s copied as stored, 1.5 s rendered and re-encoded

                """), "\(result.outputText)")
        #expect(try ConcatCLITests.files(in: folder) == ["a.mp4", "b.mp4"])
    }

    /// Each input that cannot be copied into the output, with the one line that says so.
    static let refusals: [(name: String, make: @Sendable (URL) throws -> Void, arguments: [String], error: String)] = [
        (
            "another frame rate", { try clip("c.mp4", "testsrc2=size=160x120:rate=25:duration=2", in: $0) },
            ["a.mp4", "c.mp4"],
            "item 2 (c.mp4): cannot be stream-copied: its frame rate is 25 fps, not the output's 30"
        ),
        (
            "another size", { try clip("c.mp4", "testsrc2=size=80x60:rate=30:duration=2", in: $0) },
            ["a.mp4", "c.mp4", "--resize", "stretch"],
            "item 2 (c.mp4): cannot be stream-copied: its pictures are 80x60, not the output's 160x120"
        ),
        (
            "another profile",
            { try clip("c.mp4", "testsrc2=size=160x120:rate=30:duration=2", in: $0, extra: ["-profile:v", "main"]) },
            ["a.mp4", "c.mp4"],
            "item 2 (c.mp4): cannot be stream-copied: H.264 Main, not High as item 1 (a.mp4) is"
        ),
        (
            "another codec",
            { folder in
                let made = try TestClips.generate(
                    "testsrc2=size=160x120:rate=30:duration=2", options: ["-c:v", "ffv1"],
                    to: folder.appendingPathComponent("c.mkv").path)
                #expect(made.succeeded, "\(made.errorText)")
            }, ["a.mp4", "c.mkv"], "item 2 (c.mkv): cannot be stream-copied: its video is ffv1, not H.264"
        ),
        (
            "a trim between two pictures",
            {
                try #"{"items": [{"file": "a.mp4", "from": 0.51}, {"file": "b.mp4"}]}"#
                    .write(to: $0.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
            }, ["--spec", "show.json"],
            "item 1 (a.mp4): cannot be stream-copied: its trim starts at 0.51 s, between two pictures; start it on one (0.5 or 0.533333 s)"
        ),
        (
            "another encoder", { _ in }, ["a.mp4", "b.mp4", "--codec", "libx265"],
            "copying between joins re-encodes the joins with libx264 in yuv420p, as H.264 clips are stored; not libx265 in yuv420p"
        ),
        (
            "stills only",
            { folder in
                try Image(width: 160, height: 120, color: RGBA(10, 20, 30)).writePNG(
                    toFile: folder.appendingPathComponent("s.png").path)
            }, ["s.png", "s.png"], "copying between joins needs clips; these items are all stills"
        ),
    ]

    @Test(arguments: refusals.map(\.name))
    func anInputThatCannotBeCopiedIsOneLineAndLeavesNoOutput(name: String) throws {
        let refusal = try #require(Self.refusals.first { $0.name == name })
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        try refusal.make(folder)
        let before = try ConcatCLITests.files(in: folder)
        let result = try ConcatCLITests.run(
            refusal.arguments + ["--copy-between", "--duration", "0.5", "--out", "show.mp4"], in: folder)
        #expect(result.status == 1)
        #expect(result.errorText == "segue: error: \(refusal.error)\n")
        #expect(try ConcatCLITests.files(in: folder) == before)
    }

    @Test func aContainerThatCannotHoldTheCopiesIsRefused() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ConcatCLITests.run(["a.mp4", "b.mp4", "--copy-between", "--out", "show.webm"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.errorText
                == "segue: error: --copy-between writes a .mp4 or .mov clip, where H.264 parts can be copied as they are\n"
        )
        #expect(try ConcatCLITests.files(in: folder) == ["a.mp4", "b.mp4"])
    }

    /// Ctrl-C while the second rendered part (the join into a still of minutes after the clips)
    /// is being encoded: the first part, finished by then, and the second all go.
    @Test func anInterruptLeavesNoPartsBehind() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Image(width: 160, height: 120, color: RGBA(200, 30, 30)).writePNG(
            toFile: folder.appendingPathComponent("s.png").path)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Ctrl-C once the first part is finished and the second being written.
        try CLITests.expectAnInterruptLeavesNothing(
            ["concat", "a.mp4", "b.mp4", "s.png", "--still", "600", "--copy-between", "--out", "out/long.mp4"],
            in: folder, output: output, files: 2
        ) { () throws in
            #expect(try ConcatCLITests.files(in: output).count == 2, "the second part was not being written")
        }
        #expect(try ConcatCLITests.files(in: folder) == ["a.mp4", "b.mp4", "out", "s.png"])
    }
}
