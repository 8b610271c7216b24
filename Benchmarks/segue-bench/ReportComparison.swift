import Foundation

/// Two `--json` reports set side by side: each measurement found in both, its change in FPS and
/// whether the repetitions say the change is more than noise.
struct ReportComparison: Sendable {
    /// One measurement (an engine mode or a baseline of one effect at one size) in both reports.
    struct Row: Sendable, Equatable {
        var label: String
        var oldFPS: Double
        var newFPS: Double
        var oldRuns: [Double]
        var newRuns: [Double]
        /// new ÷ old − 1 of the medians: +0.10 is 10 % more frames per second.
        var change: Double
        /// nil when either side has too few repetitions for any outcome to reach the significance level.
        var test: MannWhitney?
        var verdict: Verdict
    }

    /// What a row's change amounts to.
    enum Verdict: String, Sendable {
        case faster, slower
        case withinNoise = "within noise"
        case untested = "too few runs"
    }

    var rows: [Row]
    /// Labels measured in only one report, which cannot be compared.
    var onlyOld: [String]
    var onlyNew: [String]
    /// Two-sided significance level of the U test.
    var alpha: Double
    /// The fall in FPS (0.05 is 5 %) that, when significant, counts as a regression.
    var threshold: Double

    /// Rows that got significantly slower by more than the threshold.
    var regressions: [Row] {
        rows.filter { $0.verdict == .slower && -$0.change > threshold }
    }

    init(old: JSONReport, new: JSONReport, alpha: Double = 0.05, threshold: Double = 0.05) {
        self.alpha = alpha
        self.threshold = threshold
        let oldSeries = Self.series(of: old)
        let newSeries = Self.series(of: new)
        let newLabels = Set(newSeries.map(\.label))
        let oldLabels = Set(oldSeries.map(\.label))
        let newByLabel = Dictionary(newSeries.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        rows = oldSeries.compactMap { before in
            guard let after = newByLabel[before.label] else { return nil }
            return Self.row(before, after, alpha: alpha)
        }
        onlyOld = oldSeries.map(\.label).filter { !newLabels.contains($0) }
        onlyNew = newSeries.map(\.label).filter { !oldLabels.contains($0) }
    }

    /// A measurement's name and its repetitions.
    private struct Series {
        var label: String
        var fps: Double
        var runs: [Double]
    }

    private static func series(of report: JSONReport) -> [Series] {
        let engine = report.results.compactMap { result -> Series? in
            guard let fps = result.fps else { return nil }
            let mode =
                "\(result.mode.fused ? "fused" : "unfused") \(result.mode.upload) \(result.mode.readback)"
                + (result.mode.stage.map { " \($0)" } ?? "") + (result.mode.copies == false ? " shaded" : "")
            return Series(
                label: "\(result.width)x\(result.height) \(result.effect) [\(mode)]", fps: fps, runs: result.fpsRuns)
        }
        let baselines = report.baselines.compactMap { baseline -> Series? in
            guard let fps = baseline.fps else { return nil }
            return Series(
                label: "\(baseline.width)x\(baseline.height) \(baseline.effect) [\(baseline.name) baseline]", fps: fps,
                runs: baseline.fpsRuns)
        }
        return engine + baselines
    }

    private static func row(_ old: Series, _ new: Series, alpha: Double) -> Row {
        let change = old.fps > 0 ? new.fps / old.fps - 1 : 0
        let testable = MannWhitney.smallestP(m: old.runs.count, n: new.runs.count) < alpha
        let test = testable ? MannWhitney(new.runs, old.runs) : nil
        let verdict: Verdict
        if let test {
            verdict = test.p >= alpha ? .withinNoise : (change >= 0 ? .faster : .slower)
        } else {
            verdict = .untested
        }
        return Row(
            label: old.label, oldFPS: old.fps, newFPS: new.fps, oldRuns: old.runs, newRuns: new.runs,
            change: change, test: test, verdict: verdict)
    }

    /// The table `segue-bench compare` prints.
    var table: String {
        let width = max(12, rows.map(\.label.count).max() ?? 0)
        var lines = [
            pad("measurement", width) + "  " + ["old fps", "new fps", "change", "p"].map { leftPad($0, 9) }.joined()
                + "  verdict"
        ]
        for row in rows {
            let p = row.test.map { String(format: "%.3f", $0.p) } ?? "-"
            lines.append(
                pad(row.label, width) + "  "
                    + [
                        String(format: "%.1f", row.oldFPS), String(format: "%.1f", row.newFPS),
                        String(format: "%+.1f%%", row.change * 100), p,
                    ].map { leftPad($0, 9) }.joined()
                    + "  " + row.verdict.rawValue)
        }
        return lines.joined(separator: "\n")
    }

    /// The lines under the table: what was not compared, and why a verdict could not be given.
    var notes: [String] {
        var notes: [String] = []
        if rows.contains(where: { $0.verdict == .untested }) {
            notes.append(
                "'too few runs': with these repetitions no difference can reach p < \(alpha) (Mann–Whitney U needs at least 4 a side); run both with --repeat 5 or more"
            )
        }
        if !onlyOld.isEmpty { notes.append("only in the old report: " + onlyOld.joined(separator: ", ")) }
        if !onlyNew.isEmpty { notes.append("only in the new report: " + onlyNew.joined(separator: ", ")) }
        let slower = regressions
        notes.append(
            slower.isEmpty
                ? "no significant regression beyond \(Int((threshold * 100).rounded())) % (two-sided Mann–Whitney U, alpha \(alpha))"
                : "\(slower.count) significant regression(s) beyond \(Int((threshold * 100).rounded())) %: "
                    + slower.map(\.label).joined(separator: ", "))
        return notes
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
