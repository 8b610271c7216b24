import Foundation
import Segue
import TestPrograms
import Testing

/// `segue concat` joins stills and clips into one output whose joins are `segue render`'s frames,
/// reads a spec with a transition per join, prints its timeline, and fails in one line naming
/// the item or join at fault, leaving nothing behind.
@Suite(.enabled(if: CLITests.gpuUsable))
struct ConcatCLITests {
    /// A folder with three 64x48 stills (a.png, b.png, c.png) and, when asked, a 2 s clip with sound.
    static func inputs(clip: Bool = false) throws -> URL {
        let folder = try CLITests.temporaryDirectory()
        for (name, source) in [("a.png", "testsrc2"), ("b.png", "mandelbrot"), ("c.png", "smptebars")] {
            let made = try TestClips.generate(
                "\(source)=size=64x48", options: ["-frames:v", "1"], to: folder.appendingPathComponent(name).path)
            #expect(made.succeeded, "\(made.errorText)")
        }
        if clip {
            _ = try TestClips.make(
                "clip.mkv", frames: TestClips.solidFrames(20, width: 64, height: 48) { RGBA(UInt8($0 * 10), 80, 160) },
                fps: 10, sound: true, in: folder)
        }
        return folder
    }

    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> ChildProcess.Result {
        try ChildProcess(
            CLITests.binary.path, arguments: ["concat"] + arguments, environment: environment, directory: folder.path
        ).run()
    }

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// This process's environment with HOME and TMPDIR moved to new folders `home` and `tmp` in
    /// `folder`, and no XDG_CACHE_HOME, so that a test can see nothing is written there.
    static func environment(writingIn folder: URL) throws -> (environment: [String: String], home: URL, temporary: URL)
    {
        let (home, temporary) = (folder.appendingPathComponent("home"), folder.appendingPathComponent("tmp"))
        for place in [home, temporary] {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TMPDIR"] = temporary.path
        environment["XDG_CACHE_HOME"] = nil
        return (environment, home, temporary)
    }

    @Test func stillsAndAClipMakeOneClipShorterByItsJoinsWithTheClipsSound() throws {
        let folder = try Self.inputs(clip: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(
            ["a.png", "clip.mkv", "b.png", "--duration", "0.5", "--still", "1", "--fps", "10", "--out", "show.mp4"],
            in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        // 1 s + 2 s + 1 s less two joins of 0.5 s: 3 s, 30 frames.
        #expect(result.outputText.hasPrefix("wrote 30 frames (64x48, 3 items, 2 joins, "), "\(result.outputText)")
        #expect(
            result.outputText.contains("3 s: the items' 4 s less 1 s of joins; sound cross-faded"),
            "\(result.outputText)")
        let out = folder.appendingPathComponent("show.mp4").path
        #expect(try VideoCLITests.probe(out) == "h264,64,48,10/1,30")
        let audio = try VideoCLITests.probeAudio(out)
        #expect(audio.first == "aac", "\(audio)")
        let seconds = try #require(audio.last.flatMap { Double($0) })
        #expect(abs(seconds - 3) < 0.05, "sound lasts \(seconds) s")
        #expect(try Self.files(in: folder) == ["a.png", "b.png", "c.png", "clip.mkv", "show.mp4"])
    }

    static let spec = """
        {"fps": 10, "still": 1, "size": "64x48",
         "items": [{"file": "a.png", "join": {"transition": "wipeleft", "duration": 0.5}},
                   {"file": "b.png", "join": {"transition": "fade-through", "duration": 0.4, "curve": "easeIn", "params": {"fadeColor": "#00ff00"}}},
                   {"file": "c.png", "fit": "contain"}]}
        """

    @Test func aSpecsJoinsEachHaveTheirOwnTransitionAsRenderDrawsIt() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.spec.write(to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--spec", "show.json", "--out", "frames/"], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        // Items of 10 frames; joins of 5 (frames 5…9) and 4 (frames 11…14).
        let frames = try Self.files(in: folder.appendingPathComponent("frames"))
        #expect(frames == (0..<21).map { String(format: "frame_%04d.png", $0) })
        let joins = [
            ("a.png", "b.png", "wipeleft", 5, 5, TimingCurve.linear, [String]()),
            ("b.png", "c.png", "fade-through", 11, 4, TimingCurve.easeIn, ["--param", "fadeColor=#00ff00"]),
        ]
        for (from, to, transition, start, count, curve, parameters) in joins {
            for step in [0, count / 2, count - 1] {
                let progress = curve.value(at: Double(step) / Double(count))
                let reference = "ref-\(transition)-\(step).png"
                let render = try ChildProcess(
                    CLITests.binary.path,
                    arguments: [
                        "render", "--from", from, "--to", to, "--transition", transition, "--size", "64x48",
                        "--progress", "\(progress)", "--out", reference,
                    ] + parameters, directory: folder.path
                ).run()
                #expect(render.status == 0, "\(render.errorText)")
                let got = try Image(
                    contentsOfFile: folder.appendingPathComponent("frames/" + frames[start + step]).path)
                let expected = try Image(contentsOfFile: folder.appendingPathComponent(reference).path)
                let worst = zip(got.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 1, "\(transition) frame \(step) of \(count): differs by \(worst)")
            }
        }
    }

    /// A gl-transitions file from --shaders is a join like a built-in, and a spec's image parameter
    /// is a file beside the spec, as its items are.
    @Test func aShaderFolderTransitionJoinsWithAnImageParameterBesideTheSpec() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shaders = folder.appendingPathComponent("shaders")
        try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
        try """
        uniform sampler2D luma;
        vec4 transition(vec2 uv) {
          vec4 mask = texture2D(luma, uv);
          return mix(getFromColor(uv), getToColor(uv), clamp(progress + mask.r, 0.0, 1.0));
        }
        """.write(to: shaders.appendingPathComponent("lumawipe.glsl"), atomically: true, encoding: .utf8)
        // A white mask: "to" shows from the join's first frame, where a plain wipe would show "from".
        try Image(width: 64, height: 48, color: RGBA(255, 255, 255)).writePNG(
            toFile: folder.appendingPathComponent("mask.png").path)
        try
            #"{"fps": 10, "still": 1, "items": [{"file": "a.png", "join": {"transition": "lumawipe", "duration": 0.5, "params": {"luma": "mask.png"}}}, {"file": "b.png"}]}"#
            .write(to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
        // Run from the folder above, so that only the spec's folder can find mask.png.
        let name = folder.lastPathComponent
        let result = try ChildProcess(
            CLITests.binary.path,
            arguments: [
                "concat", "--spec", "\(name)/show.json", "--shaders", "\(name)/shaders", "--out", "\(name)/frames/",
            ], directory: folder.deletingLastPathComponent().path
        ).run()
        #expect(result.status == 0, "\(result.errorText)")
        let frame = { (index: Int) throws -> Image in
            try Image(
                contentsOfFile: folder.appendingPathComponent(String(format: "frames/frame_%04d.png", index)).path)
        }
        let (a, b) = (
            try Image(contentsOfFile: folder.appendingPathComponent("a.png").path),
            try Image(contentsOfFile: folder.appendingPathComponent("b.png").path)
        )
        #expect(try frame(4) == a, "before the join")
        #expect(try frame(5) == b, "the join's first frame")
    }

    /// A join whose transition reads an image nobody gave is noticed once, not once per join.
    @Test func aTransitionsMissingImageIsNoticedOnce() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shaders = folder.appendingPathComponent("shaders")
        try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
        try ImageInputNoticeCLITests.maskWipe.write(
            to: shaders.appendingPathComponent("maskwipe.glsl"), atomically: true, encoding: .utf8)
        let result = try Self.run(
            [
                "a.png", "b.png", "c.png", "--transition", "maskwipe", "--shaders", "shaders", "--fps", "4", "--still",
                "1",
                "--duration", "0.25", "--quiet", "--out", "frames/",
            ], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(
            result.errorText
                == "segue: notice: maskwipe reads an image 'luma' that was not given, so it is transparent black; give one with --param luma=FILE\n"
        )
    }

    /// Without --fps the output keeps the rate its clips share (here 10 fps) rather than 30, which
    /// would double pictures; with stills alone it is 30, and --fps still decides when given.
    @Test func theFrameRateDefaultsToTheClipsOwn() throws {
        let folder = try Self.inputs(clip: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func timelineLine(_ arguments: [String]) throws -> String {
            let result = try Self.run(arguments + ["--out", "show.mp4", "--dry-run"], in: folder)
            #expect(result.status == 0, "\(result.errorText)")
            return result.outputText.split(separator: "\n").first { $0.contains(" fps: ") }.map(String.init) ?? ""
        }
        #expect(try timelineLine(["a.png", "clip.mkv", "b.png"]).contains("frames at 10 fps"))
        #expect(try timelineLine(["a.png", "b.png"]).contains("frames at 30 fps"))
        #expect(try timelineLine(["a.png", "clip.mkv", "--fps", "24"]).contains("frames at 24 fps"))
    }

    @Test func dryRunPrintsTheTimelineAndWritesNothing() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.spec.write(to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--spec", "show.json", "--out", "show.mp4", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(
            result.outputText == """
                   0.000 –    1.000 s  item 1 (a.png): still
                   0.500 –    1.000 s  join 1 (a.png → b.png, wipeleft): linear
                   0.500 –    1.500 s  item 2 (b.png): still
                   1.100 –    1.500 s  join 2 (b.png → c.png, fade-through): easeIn
                   1.100 –    2.100 s  item 3 (c.png): still, contain
                2.1 s, 21 frames at 10 fps: the items' 3 s less 0.9 s of joins

                """)
        #expect(try Self.files(in: folder) == ["a.png", "b.png", "c.png", "show.json"])
    }

    @Test func theGuidesDryRunIsWhatConcatPrints() throws {
        let guide = try String(contentsOf: CLITests.root.appendingPathComponent("docs/SEQUENCES.md"), encoding: .utf8)
        let command = "$ segue concat a.png b.png c.png --still 1 --duration 0.5 --fps 10 --out show.mp4 --dry-run\n"
        let block = try #require(
            guide.range(of: command).map { guide[$0.upperBound...] }.flatMap { $0.components(separatedBy: "```").first }
        )
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(
            [
                "a.png", "b.png", "c.png", "--still", "1", "--duration", "0.5", "--fps", "10", "--out", "show.mp4",
                "--dry-run",
            ], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText == block, "docs/SEQUENCES.md's timeline differs from what concat prints")
    }

    @Test func randomPicksAreTheSameForTheSameSeed() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "a.png", "b.png", "c.png", "a.png", "b.png", "--transition", "random", "--transitions",
            "fade,wipeleft,circleopen,pixelize",
            "--out", "x.mp4", "--dry-run",
        ]
        let picks = { (seed: Int) throws -> [String] in
            try Self.run(arguments + ["--seed", "\(seed)"], in: folder).outputText.split(separator: "\n").filter {
                $0.contains("join ")
            }
            .map { String($0.split(separator: ",").last!.dropFirst().prefix { $0 != ")" }) }
        }
        let first = try picks(11)
        #expect(
            first.count == 4 && Set(first).isSubset(of: ["fade", "wipeleft", "circleopen", "pixelize"]), "\(first)")
        #expect(try picks(11) == first)
        // Another seed picks differently at least somewhere among a few.
        #expect(try [12, 13, 14].map(picks).contains { $0 != first })
    }

    static let badSpecs: [(String, String, String)] = [
        (
            "unknown transition", #"[{"file": "a.png", "join": {"transition": "wipeleftt"}}, {"file": "b.png"}]"#,
            "join 1 (a.png → b.png, wipeleftt): unknown transition 'wipeleftt'; did you mean 'wipeleft'?"
        ),
        (
            "join longer than its neighbours", #"[{"file": "a.png", "join": {"duration": 1.5}}, {"file": "b.png"}]"#,
            "join 1 (a.png → b.png, fade): 1.5 s is longer than the 1 s of a.png it overlaps"
        ),
        (
            "missing file", #"[{"file": "a.png"}, {"file": "nope.png"}]"#,
            "item 2 (nope.png): cannot read: No such file or directory"
        ),
        (
            "trim outside the clip", #"[{"file": "a.png"}, {"file": "clip.mkv", "from": 0.5, "to": 5}]"#,
            "item 2 (clip.mkv): trim end 5 s is past the clip's end (2 s)"
        ),
        (
            "unknown parameter", #"[{"file": "a.png", "join": {"params": {"nope": 1}}}, {"file": "b.png"}]"#,
            "join 1 (a.png → b.png, fade): "
        ),
        (
            "misspelt key", #"[{"file": "a.png", "duraton": 2}, {"file": "b.png"}]"#,
            "show.json: item 1: unknown key 'duraton'; did you mean 'duration'?"
        ),
        (
            "unknown fit", #"[{"file": "a.png", "fit": "squash"}, {"file": "b.png"}]"#,
            "show.json: item 1 'fit' must be one of cover, contain, stretch"
        ),
        (
            "join after the last item", #"[{"file": "a.png"}, {"file": "b.png", "join": {}}]"#,
            "show.json: item 2 (b.png): the last item has no join after it"
        ),
    ]

    @Test(arguments: badSpecs.map(\.0))
    func aBadSpecIsOneLineNamingTheItemAndLeavesNoOutput(name: String) throws {
        let (_, items, expected) = try #require(Self.badSpecs.first { $0.0 == name })
        let folder = try Self.inputs(clip: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"still": 1, "items": \#(items)}"#.write(
            to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
        let before = try Self.files(in: folder)
        let result = try Self.run(["--spec", "show.json", "--out", "show.mp4"], in: folder)
        #expect(result.status == 1)
        let lines = result.errorText.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("segue: error: " + expected), "\(result.errorText)")
        #expect(try Self.files(in: folder) == before)
    }

    /// A spec that is not JSON is read by the behaviour files' strict reader: one line at its line and column.
    @Test func aSpecThatIsNotJSONIsOneLineAtItsLineAndColumn() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (text, expected) in [
            (
                "{\"items\": [\n  {\"file\": \"a.png\"},\n  {\"file\": \"b.png\"},\n]}",
                "show.json:3:20: trailing comma: JSON allows none before ']'"
            ),
            (
                "{\"items\": [{\"file\": \"a.png\", \"file\": \"b.png\"}]}",
                "show.json:1:30: duplicate key 'file' (first at 1:13)"
            ),
            ("", "show.json:1:1: empty file: expected a JSON object"),
        ] {
            try text.write(to: folder.appendingPathComponent("show.json"), atomically: true, encoding: .utf8)
            let result = try Self.run(["--spec", "show.json", "--out", "show.mp4"], in: folder)
            #expect(result.status == 1)
            #expect(result.errorText == "segue: error: \(expected)\n")
            #expect(try Self.files(in: folder) == ["show.json"])
        }
    }

    @Test func nothingIsWrittenOutsideTheOutputsFolder() throws {
        let folder = try Self.inputs(clip: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (environment, home, temporary) = try Self.environment(writingIn: folder)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try Self.run(
            [
                "a.png", "clip.mkv", "b.png", "--duration", "0.5", "--still", "1", "--fps", "10", "--out",
                "out/show.webm", "-q",
            ],
            in: folder, environment: environment)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(try Self.files(in: home).isEmpty && Self.files(in: temporary).isEmpty)
        #expect(try Self.files(in: output) == ["show.webm"])
        #expect(try Self.files(in: folder) == ["a.png", "b.png", "c.png", "clip.mkv", "home", "out", "tmp"])
    }

    /// A yuv420p clip between stills, into a lossless MP4: its pictures outside the joins are the
    /// input's own, byte for byte, as ffmpeg decodes both.
    @Test func aClipsPicturesBetweenJoinsPassThroughUntouched() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try TestClips.generate(
            "mandelbrot=size=64x48:rate=10,hue=H=t*2,trim=duration=2",
            options: ["-c:v", "ffv1", "-pix_fmt", "yuv420p"],
            to: folder.appendingPathComponent("clip.mkv").path)
        #expect(made.succeeded, "\(made.errorText)")
        let result = try Self.run(
            [
                "a.png", "clip.mkv", "b.png", "--duration", "0.5", "--still", "1", "--fps", "10", "--encoder-args",
                "-qp 0",
                "--out", "show.mp4",
            ], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        func picture(_ path: String, _ index: Int) throws -> [UInt8] {
            [UInt8](
                try ChildProcess(
                    try TestClips.ffmpeg(),
                    arguments: [
                        "-v", "error", "-i", folder.appendingPathComponent(path).path, "-vf", "select=eq(n\\,\(index))",
                        "-frames:v", "1",
                        "-f", "rawvideo", "-pix_fmt", "yuv420p", "-",
                    ]
                ).run().standardOutput)
        }
        // Neighbouring pictures differ, so a picture from the wrong time cannot pass for the right one.
        #expect(try picture("clip.mkv", 9) != picture("clip.mkv", 10))
        // The clip plays output frames 5…24; its joins take 5…9 and 20…24.
        for (index, clipIndex) in [(10, 5), (15, 10), (19, 14)] {
            let got = try picture("show.mp4", index)
            let expected = try picture("clip.mkv", clipIndex)
            #expect(!got.isEmpty && got == expected, "frame \(index)")
        }
    }

    @Test func anInterruptLeavesNoPartialClipAndNoDecoders() throws {
        let folder = try Self.inputs(clip: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Long stills around the clip: minutes of frames, interrupted once ffmpeg is writing the partial clip.
        try CLITests.expectAnInterruptLeavesNothing(
            ["concat", "a.png", "clip.mkv", "b.png", "--still", "300", "--size", "320x240", "--out", "out/long.mp4"],
            in: folder, output: output)
        // No ffmpeg is left decoding the clip after segue ends.
        let left = try ChildProcess(
            try #require(ChildProcess.locate("pgrep")),
            arguments: ["-f", folder.appendingPathComponent("clip.mkv").path]
        ).run()
        #expect(left.outputText.isEmpty, "ffmpeg still running: \(left.outputText)")
    }
}
