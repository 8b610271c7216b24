import Foundation
import Testing

/// `render --out` writes what its path says: frames in a directory or pattern, one PNG or JPEG
/// with --progress, a clip, or a stream; anything else is refused in one line, before any work.
struct OutputKindCLITests {
    static let images = ArgumentTests.images + ["--size", "32x24", "--duration", "0.2", "--fps", "10"]

    @Test(arguments: [
        (["--out", "-"], "segue: error: --out - needs --format rgba, y4m or nut"),
        (
            ["--out", "clip.mp4", "--format", "y4m"],
            "segue: error: --format applies to --out - only; a file's extension sets its format"
        ),
        (
            ["--out", "clip.mp4", "--progress", "0.5"],
            "segue: error: --progress renders one frame; give --out FILE.png, FILE.jpg or FILE.jpeg"
        ),
        (
            ["--out", "notes.txt"],
            "segue: error: --out notes.txt: unknown output kind; give a directory or a pattern such as frames/%04d.png for frames, a clip (.mp4, .mov, .mkv, .webm, .gif, .apng, .y4m), - for standard output, or a .png, .jpg or .jpeg file with --progress"
        ),
        (
            ["--out", "one.png"],
            "segue: error: --out one.png is one image; give --progress P to render one frame, or a directory for all frames"
        ),
        (
            ["--progress", "0.5", "--out", "frames/"],
            "segue: error: --progress renders one frame; give --out FILE.png, FILE.jpg or FILE.jpeg"
        ),
        (
            ["--out", "frames/%s.png"],
            "segue: error: --out frames/%s.png: a frame pattern has one %d or %04d and ends in .png, as frames/%04d.png"
        ),
        (
            ["--out", "/nonexistent/clip.mp4"],
            "segue: error: --out /nonexistent/clip.mp4: the folder /nonexistent does not exist"
        ),
        (
            ["--out", "/nonexistent/clip.y4m"],
            "segue: error: --out /nonexistent/clip.y4m: the folder /nonexistent does not exist"
        ),
        (
            ["--progress", "0.5", "--out", "/nonexistent/mid.png"],
            "segue: error: --out /nonexistent/mid.png: the folder /nonexistent does not exist"
        ),
    ])
    func refusedOutputsAreOneExactLine(arguments: [String], line: String) {
        let result = CLITests.run(["render"] + Self.images + arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func jpgWithProgressIsAJPEG() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["mid.jpg", "mid.JPEG", "mid.png"] {
            let file = folder.appendingPathComponent(name).path
            let result = CLITests.run(["render"] + Self.images + ["--progress", "0.5", "--out", file])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "wrote \(file)\n")
            let magic = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)).prefix(4))
            #expect(
                magic == (name.hasSuffix("png") ? [0x89, 0x50, 0x4E, 0x47] : [0xFF, 0xD8, 0xFF, magic.last ?? 0]),
                "\(name)")
        }
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aFolderWithFramesIsRefusedThenOverwritten() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let longer = CLITests.run(
            ["render"] + ArgumentTests.images + [
                "--size", "32x24", "--duration", "0.5", "--fps", "10", "--out", folder.path,
            ])
        #expect(longer.status == 0, "\(longer.stderr)")

        let refused = CLITests.run(["render"] + Self.images + ["--out", folder.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "segue: error: \(folder.path)/ already holds 6 files; give --overwrite to replace its frames, or another --out\n"
        )

        let replaced = CLITests.run(["render"] + Self.images + ["--overwrite", "--out", folder.path])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(replaced.stderr == "segue: notice: removed 6 old frames from \(folder.path)/\n")
        // 0.2 s at 10 fps: three frames, and none of the six before.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aPatternNamesTheFrames() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pattern = folder.appendingPathComponent("shot_%03d.png").path
        let first = CLITests.run(["render"] + Self.images + ["--out", pattern])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "shot_000.png", "shot_001.png", "shot_002.png",
            ])
        let again = CLITests.run(["render"] + Self.images + ["--out", pattern])
        #expect(again.status == 1)
        #expect(
            again.stderr.hasSuffix(
                "already holds 3 frames; give --overwrite to replace its frames, or another --out\n"), "\(again.stderr)"
        )
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func quietPrintsNothingButErrors() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiet = CLITests.run(
            ["render"] + Self.images + ["--quiet", "--out", folder.appendingPathComponent("frames").path])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let single = CLITests.run(
            ["render"] + Self.images + [
                "-q", "--progress", "1", "--out", folder.appendingPathComponent("end.png").path,
            ])
        #expect(single.status == 0 && single.stdout.isEmpty)
        let failed = CLITests.run(["render"] + Self.images + ["--quiet", "--transition", "nope", "--out", folder.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("segue: error: unknown transition 'nope'"))
    }
}
