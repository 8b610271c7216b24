import Foundation
import TestPrograms
import Testing

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

    static func json(at url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A fast invocation: one tiny size, a few frames.
    static let tiny = ["--sizes", "64x64", "--frames", "3", "--warmup", "1"]

    @Test(.enabled(if: gpuUsable)) func tinyCellWritesEveryFigureToJSON() throws {
        let file = Self.temporaryFile("report.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Self.run(["--effects", "pixellate-dissolve,dissolve"] + Self.tiny + ["--json", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("64x64 pixellate-dissolve"))
        #expect(result.stdout.contains("64x64 dissolve"))

        let report = try Self.json(at: file)
        let machine = try #require(report["machine"] as? [String: Any])
        for key in ["cpu", "cores", "egl_platform", "gl_renderer", "gl_version"] {
            #expect(machine[key] != nil, "machine.\(key)")
        }

        let results = try #require(report["results"] as? [[String: Any]])
        // 2 effects × (reference, unfused, every-frame, sync, async).
        #expect(results.count == 10)
        for entry in results {
            for key in ["effect", "width", "height", "mode", "frames", "fps", "frame_ms", "gpu_ms", "cpu_ms", "per_frame", "passes", "ratios"] {
                #expect(entry.keys.contains(key), "results[].\(key)")
            }
            let mode = try #require(entry["mode"] as? [String: Any])
            #expect(mode["fused"] is Bool)
            #expect(["once", "every-frame"].contains(mode["upload"] as? String))
            #expect(["none", "sync", "async"].contains(mode["readback"] as? String))
            #expect(entry["implemented"] as? Bool == true)
            #expect(entry["width"] as? Int == 64)
            #expect(entry["frames"] as? Int == 3)
            #expect(((entry["fps"] as? Double) ?? 0) > 0)
            #expect(entry["cpu_ms"] is Double)
            let frameTimes = try #require(entry["frame_ms"] as? [String: Any])
            for key in ["median", "p95", "p99"] { #expect(frameTimes[key] is Double, "frame_ms.\(key)") }
            let perFrame = try #require(entry["per_frame"] as? [String: Any])
            // A steady-state frame uploads nothing (unless asked to), creates nothing and draws each pass once.
            #expect(perFrame["gl_objects_created"] as? Double == 0)
            #expect(perFrame["draws"] as? Double == (entry["passes"] as? Int).map(Double.init))
            #expect(perFrame["uploads"] as? Double == (mode["upload"] as? String == "once" ? 0 : 2))
        }

        let baselines = try #require(report["baselines"] as? [[String: Any]])
        for entry in baselines {
            for key in ["name", "effect", "width", "height", "fps", "detail"] {
                #expect(entry.keys.contains(key), "baselines[].\(key)")
            }
        }
        let names = Set(baselines.compactMap { $0["name"] as? String })
        #expect(names == ["raw", "ffmpeg", "cpu"])
        let raw = baselines.filter { $0["name"] as? String == "raw" }
        #expect(raw.allSatisfy { (($0["fps"] as? Double) ?? 0) > 0 })
    }

    @Test(.enabled(if: gpuUsable)) func ffmpegBaselineIsSkippedWhenTheExecutableIsMissing() throws {
        let file = Self.temporaryFile("report.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Self.run(
            ["--effects", "dissolve", "--fusion", "fused", "--upload", "once", "--readback", "none", "--baselines", "ffmpeg",
             "--ffmpeg", "/nonexistent/ffmpeg"] + Self.tiny + ["--json", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ffmpeg baseline skipped: ffmpeg not found at /nonexistent/ffmpeg"))
        #expect(result.stdout.contains("skipped: ffmpeg not found at /nonexistent/ffmpeg"))
        let baselines = try #require(try Self.json(at: file)["baselines"] as? [[String: Any]])
        #expect(baselines.count == 1)
        #expect(baselines.first?["name"] as? String == "ffmpeg")
        #expect(baselines.first?["fps"] is NSNull)
        let detail = try #require(baselines.first?["detail"] as? String)
        #expect(detail.hasPrefix("skipped"))
    }

    @Test(.enabled(if: gpuUsable)) func ffmpegBaselineIsSkippedWhenPathLacksFFmpeg() {
        let result = Self.run(
            ["--effects", "dissolve", "--fusion", "fused", "--upload", "once", "--readback", "none", "--baselines", "ffmpeg"] + Self.tiny,
            environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ffmpeg baseline skipped: ffmpeg not found in PATH"))
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
}

/// stderr bytes handed from the reader thread to the test.
