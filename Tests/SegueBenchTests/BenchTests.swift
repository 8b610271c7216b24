import Foundation
import TestPrograms
import Testing

@testable import segue_bench

/// Runs the built `segue-bench` on tiny cells: every JSON field is there, the ffmpeg baseline is
/// skipped cleanly without ffmpeg, and bad arguments fail with one line. No timing assertions.
struct BenchTests {
    static let program = BuiltProgram("segue-bench")
    static let root = BuiltProgram.packageRoot

    /// GPU tests are skipped only when EGL is unusable and `SEGUE_REQUIRE_GPU` is not 1.
    static var gpuUsable: Bool {
        ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1" || run(["--info"]).status == 0
    }

    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> BuiltProgram.Output {
        program.run(arguments, environment: environment)
    }

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-test-\(UUID().uuidString)-\(name)")
    }

    /// A new empty folder named `segue-bench-<kind>-<UUID>` in the temporary directory.
    static func temporaryDirectory(_ kind: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bench-\(kind)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The report at `url`, decoded into the types that wrote it: a missing key fails here.
    static func report(at url: URL) throws -> JSONReport {
        try JSONReport.decode(Data(contentsOf: url))
    }

    /// A fast invocation: one tiny size, a few frames.
    static let tiny = ["--sizes", "64x64", "--frames", "3", "--warmup", "1"]

    /// A tiny fused run of `effect` against `baselines` (with `more` arguments), and its JSON report
    /// when it wrote one.
    static func tinyRun(
        _ effect: String, baselines: String, _ more: [String] = []
    ) -> (result: BuiltProgram.Output, report: JSONReport?) {
        let file = temporaryFile("report.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = run(
            ["--effects", effect, "--fusion", "fused", "--upload", "once", "--readback", "none"]
                + ["--baselines", baselines] + more + tiny + ["--json", file.path])
        return (result, try? report(at: file))
    }

    @Test(.enabled(if: gpuUsable)) func tinyCellWritesEveryFigureToJSON() throws {
        let file = Self.temporaryFile("report.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Self.run(["--effects", "pixellate-dissolve,dissolve"] + Self.tiny + ["--json", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("64x64 pixellate-dissolve"))
        #expect(result.stdout.contains("64x64 dissolve"))

        let data = try Data(contentsOf: file)
        let report = try Self.report(at: file)
        // Written again, the decoded report is the same file: no key is unknown to the types, none is left out.
        #expect(try report.data() == data)
        #expect(report.machine.cores > 0 && !report.machine.glRenderer.isEmpty && !report.machine.glVersion.isEmpty)
        #expect(report.run.windowFrames == 3 && report.run.windowSeconds == nil)
        #expect(report.run.warmupFrames == 1 && report.run.repetitions == 1)
        #expect(report.errors.isEmpty)

        // 2 effects × (reference, unfused, every-frame, sync, async, async-yuv420).
        #expect(report.results.count == 12)
        #expect(Set(report.results.map(\.effect)) == ["pixellate-dissolve", "dissolve"])
        for entry in report.results {
            #expect(["once", "every-frame"].contains(entry.mode.upload))
            #expect(["none", "sync", "async", "async-yuv420"].contains(entry.mode.readback))
            #expect(entry.implemented && entry.note == nil)
            #expect(entry.width == 64 && entry.height == 64)
            #expect(entry.frames == 3)
            #expect((entry.fps ?? 0) > 0 && entry.fpsRuns.count == 1)
            #expect(entry.cpuMs != nil)
            let frameTimes = try #require(entry.frameMs)
            #expect(frameTimes.median > 0 && frameTimes.median <= frameTimes.p95 && frameTimes.p95 <= frameTimes.p99)
            let perFrame = try #require(entry.perFrame)
            // A steady-state frame uploads nothing (unless asked to), creates nothing and draws each
            // pass at most once: an unfused Pixellate over a still is kept on frames where its cell
            // width is what it was. A 4:2:0 readback draws one more pass, packing the planes.
            #expect(perFrame.glObjectsCreated == 0)
            let packing = entry.mode.readback == "async-yuv420" ? 1.0 : 0
            if entry.mode.fused {
                #expect(perFrame.draws == Double(entry.passes) + packing, "\(entry.effect) \(entry.mode)")
            } else {
                #expect(perFrame.draws >= 1 && perFrame.draws <= Double(entry.passes), "\(entry.effect) \(entry.mode)")
            }
            #expect(perFrame.uploads == (entry.mode.upload == "once" ? 0 : 2))
        }

        #expect(Set(report.baselines.map(\.name)) == ["raw", "ffmpeg", "cpu", "floor"])
        #expect(report.results.allSatisfy { $0.ratios.floor != nil }, "every engine row has its × floor")
        #expect(report.baselines.allSatisfy { $0.width == 64 && $0.height == 64 && !$0.detail.isEmpty })
        let raw = report.baselines.filter { $0.name == "raw" }
        #expect(!raw.isEmpty && raw.allSatisfy { ($0.fps ?? 0) > 0 && $0.fused != nil })
    }

    @Test(.enabled(if: gpuUsable)) func ffmpegBaselineIsSkippedWhenTheExecutableIsMissing() throws {
        let (result, written) = Self.tinyRun("dissolve", baselines: "ffmpeg", ["--ffmpeg", "/nonexistent/ffmpeg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ffmpeg baseline skipped: ffmpeg not found at /nonexistent/ffmpeg"))
        #expect(result.stdout.contains("skipped: ffmpeg not found at /nonexistent/ffmpeg"))
        let report = try #require(written)
        #expect(report.baselines.count == 1)
        let baseline = try #require(report.baselines.first)
        #expect(baseline.name == "ffmpeg")
        #expect(
            baseline.fps == nil && baseline.fpsRuns.isEmpty && baseline.frameMs == nil
                && baseline.cpuMs == nil)
        #expect(baseline.detail.hasPrefix("skipped"))
        #expect(report.run.ffmpeg == nil && report.run.ffmpegNote == "ffmpeg not found at /nonexistent/ffmpeg")
    }

    /// A layer transition's pass draws quads, which the raw baseline does not: it is skipped and
    /// says why, and the engine is still measured.
    @Test(.enabled(if: gpuUsable)) func rawBaselineIsSkippedForALayerTransition() throws {
        let (result, written) = Self.tinyRun("page-flip", baselines: "raw")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(written)
        #expect(report.errors.isEmpty)
        #expect(report.results.count == 1 && (report.results.first?.fps ?? 0) > 0)
        let raw = try #require(report.baselines.first { $0.name == "raw" })
        #expect(raw.fps == nil && raw.detail.hasPrefix("skipped: a layer transition's pass draws quads"))
    }

    @Test(.enabled(if: gpuUsable)) func ffmpegBaselineIsSkippedWhenPathLacksFFmpeg() {
        let result = Self.run(
            [
                "--effects", "dissolve", "--fusion", "fused", "--upload", "once", "--readback", "none", "--baselines",
                "ffmpeg",
            ] + Self.tiny,
            environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ffmpeg baseline skipped: ffmpeg not found in PATH"))
    }

    @Test(.enabled(if: gpuUsable)) func xfadeEffectsMeasureEveryTransitionFFmpegHasAndSortThem() {
        let result = Self.run([
            "--effects", "xfade", "--sizes", "16x16", "--frames", "3", "--warmup", "0", "--fusion", "fused", "--upload",
            "once",
            "--readback", "none", "--baselines", "ffmpeg,floor",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| 16x16 |") }
        // Every xfade transition Segue has (46 in ffmpeg 5.1), pixellate-dissolve (pixelize) and crossfade (fade).
        #expect(rows.count >= 40, "\(rows.count) rows")
        #expect(rows.contains { $0.contains("| dissolve (xfade=dissolve) |") })
        #expect(rows.contains { $0.contains("| crossfade (xfade=fade) |") })
        #expect(
            result.stdout.contains("| size | transition | Segue fps | ffmpeg xfade fps | Segue ÷ ffmpeg | × floor |"))
        #expect(result.stdout.contains("median × floor"))
    }

    @Test func unknownEffectFailsWithOneLine() {
        let result = Self.run(["--effects", "no-such-effect"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("unknown effect 'no-such-effect'"))
    }

    @Test func malformedSizeFailsWithOneLine() {
        for size in ["1920by1080", "0x10", "x"] {
            let result = Self.run(["--sizes", size])
            #expect(result.status != 0, "\(size)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(size)")
            #expect(result.stderr.contains("size '\(size)'"), "\(size)")
        }
    }

    @Test func unknownModeFailsWithOneLine() {
        let result = Self.run(["--readback", "maybe"])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("--readback"))
    }

    @Test(arguments: [
        (["--gpu-timer", "maybe"], "Please provide one of 'auto', 'on' or 'off'"),
        (["--frames", "many"], "'many' is invalid for '--frames <n>'"),
        (["--sizes", "1080i"], "malformed size '1080i'"),
    ])
    func commandLineMistakesAreOneLine(arguments: [String], expected: String) {
        let result = Self.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("segue-bench: error: ") && result.stderr.contains(expected), "\(result.stderr)")
    }
}
