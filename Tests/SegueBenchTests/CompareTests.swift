import Foundation
import Testing

@testable import segue_bench

/// `segue-bench compare` and `plot`: the U test against SciPy's figures, verdicts and exit codes
/// on reports written here, and the chart's bars.
struct CompareTests {
    /// (first, second, U of first, two-sided p) from `scipy.stats.mannwhitneyu` 1.17 (exact where there are no ties).
    static let scipyCases: [([Double], [Double], Double, Double)] = [
        ([10, 11, 12, 13], [20, 21, 22, 23], 0, 0.028571428571428571),
        ([1, 5, 3, 8, 9], [2, 4, 6, 7, 10, 12], 11, 0.53679653679653680),
        ([100, 101, 102, 99, 98], [90, 91, 92, 100.5, 93], 22, 0.055555555555555556),
        ([1, 2, 3], [4, 5, 6], 0, 0.1),
        // Ties: the normal approximation with tie and continuity corrections.
        ([1, 2, 2, 3, 4], [2, 3, 5, 6, 6], 4.5, 0.11049202405566802),
    ]

    @Test(arguments: scipyCases.indices) func theUTestAgreesWithSciPy(index: Int) throws {
        let (first, second, u, p) = Self.scipyCases[index]
        let test = try #require(MannWhitney(first, second))
        #expect(test.u == u)
        #expect(abs(test.p - p) < 1e-9, "p \(test.p), SciPy \(p)")
    }

    @Test func threeRunsASideCanNeverBeSignificant() {
        #expect(MannWhitney.smallestP(m: 3, n: 3) == 0.1)
        #expect(abs(MannWhitney.smallestP(m: 4, n: 4) - 2.0 / 70) < 1e-12)
    }

    @Test func verdictsFollowTheTestAndTheThreshold() throws {
        let old = try Self.report([
            ("fade", [100, 101, 99, 100, 102]), ("wipeleft", [50, 52, 48, 51, 49]),
            ("hblur", [10, 11, 10, 9, 10]), ("gone", [5, 5, 5, 5, 5]),
        ])
        let new = try Self.report([
            ("fade", [80, 81, 79, 80, 82]), ("wipeleft", [51, 49, 50, 52, 48]),
            ("hblur", [20, 21, 19, 20, 22]), ("added", [7, 7, 7, 7, 7]),
        ])
        let comparison = ReportComparison(old: old, new: new)
        let verdicts = Dictionary(uniqueKeysWithValues: comparison.rows.map { ($0.label, $0.verdict) })
        #expect(verdicts["64x64 fade [fused once none]"] == .slower)
        #expect(verdicts["64x64 wipeleft [fused once none]"] == .withinNoise)
        #expect(verdicts["64x64 hblur [fused once none]"] == .faster)
        #expect(comparison.regressions.map(\.label) == ["64x64 fade [fused once none]"])
        #expect(comparison.onlyOld == ["64x64 gone [fused once none]"])
        #expect(comparison.onlyNew == ["64x64 added [fused once none]"])
        // A 20 % fall is not a regression when the threshold is 25 %.
        #expect(ReportComparison(old: old, new: new, threshold: 0.25).regressions.isEmpty)
    }

    @Test func fewRepetitionsAreSaidToBeUntested() throws {
        let comparison = ReportComparison(
            old: try Self.report([("fade", [100, 101, 99])]), new: try Self.report([("fade", [50, 51, 49])]))
        #expect(comparison.rows.map(\.verdict) == [.untested])
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.notes.contains { $0.contains("too few runs") && $0.contains("--repeat") })
    }

    @Test func theProgramExitsOneOnARegressionAndTwoOnABadReport() throws {
        let old = BenchTests.temporaryFile("old.json")
        let new = BenchTests.temporaryFile("new.json")
        let broken = BenchTests.temporaryFile("broken.json")
        defer { for file in [old, new, broken] { try? FileManager.default.removeItem(at: file) } }
        try Self.json([("fade", [100, 101, 99, 100, 102])]).write(to: old)
        try Self.json([("fade", [80, 81, 79, 80, 82])]).write(to: new)
        try Data("{\"machine\": {}}".utf8).write(to: broken)

        let slower = BenchTests.run(["compare", old.path, new.path])
        #expect(slower.status == 1, "\(slower.stderr)")
        #expect(
            slower.stdout.contains("64x64 fade [fused once none]") && slower.stdout.contains("-20.0%")
                && slower.stdout.contains("slower"))
        let faster = BenchTests.run(["compare", new.path, old.path])
        #expect(faster.status == 0, "\(faster.stderr)")
        #expect(faster.stdout.contains("no significant regression"))

        let bad = BenchTests.run(["compare", old.path, broken.path])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix("segue-bench: error: \(broken.path): not a segue-bench --json report"), "\(bad.stderr)"
        )
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func thePlotHasABarPairPerEffect() throws {
        let report = BenchTests.temporaryFile("report.json")
        let chart = BenchTests.temporaryFile("chart.svg")
        defer { for file in [report, chart] { try? FileManager.default.removeItem(at: file) } }
        try Self.json([("fade", [100]), ("a<b&c", [50])], floor: [0.5, 1.5]).write(to: report)
        let result = BenchTests.run(["plot", report.path, "--out", chart.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: chart, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.components(separatedBy: "<rect x=").count - 1 == 4, "an FPS bar and a floor bar per effect")
        // Sorted by × floor, names escaped, and the slow one marked.
        #expect(svg.range(of: "a&lt;b&amp;c")!.lowerBound < svg.range(of: "64x64 fade")!.lowerBound)
        #expect(svg.contains("#c0504d"))
        #expect(
            BenchChart.niceCeiling(173) == 200 && BenchChart.niceCeiling(0.8) == 1
                && BenchChart.niceCeiling(1000) == 1000)
    }

    /// A report as `--json` writes it, one fused/once/none 64x64 row per effect with these repetitions.
    static func json(_ rows: [(String, [Double])], floor: [Double]? = nil) throws -> Data {
        let results = rows.enumerated().map { index, row -> [String: Any] in
            let fps = row.1.sorted()[row.1.count / 2]
            return [
                "effect": row.0, "width": 64, "height": 64,
                "mode": ["fused": true, "upload": "once", "readback": "none"],
                "implemented": true, "note": NSNull(), "passes": 1, "frames": 10, "fps": fps, "fps_runs": row.1,
                "frame_ms": NSNull(), "gpu_ms": NSNull(), "gpu_ms_note": NSNull(), "cpu_ms": NSNull(),
                "per_frame": NSNull(),
                "ratios": [
                    "raw": NSNull(), "ffmpeg": NSNull(), "cpu": NSNull(), "floor": floor.map { $0[index] } ?? NSNull(),
                ],
            ]
        }
        let report: [String: Any] = [
            "machine": [
                "cpu": "test", "cores": 2, "egl_platform": "surfaceless", "gl_vendor": "v", "gl_renderer": "llvmpipe",
                "gl_version": "3.2", "timer_query_extension": false, "timer_queries_used": false, "gpu_timing": "none",
                "kernel": "linux", "lp_num_threads": NSNull(),
            ],
            "run": [
                "date": "2026-11-25T00:00:00Z", "command": "segue-bench", "window_frames": 10,
                "window_seconds": NSNull(),
                "warmup_frames": 1, "repetitions": rows.first?.1.count ?? 1, "images": "generated", "ffmpeg": NSNull(),
                "ffmpeg_note": NSNull(), "load_average_start": "0", "load_average_end": "0",
            ],
            "results": results, "baselines": [], "targets": [], "errors": [],
        ]
        return try JSONSerialization.data(withJSONObject: report)
    }

    static func report(_ rows: [(String, [Double])]) throws -> JSONReport {
        try JSONReport.decode(json(rows))
    }
}
