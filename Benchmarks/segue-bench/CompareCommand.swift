import ArgumentParser
import Foundation

/// `segue-bench compare OLD.json NEW.json`: each measurement's change, tested over the repetitions.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract:
            "Compare two --json reports: each measurement's FPS change, with a Mann–Whitney U test over the repetitions.",
        discussion: """
            Exits 1 when a measurement got significantly slower by more than --threshold (for CI), 0 otherwise,
            2 when a report cannot be read. Measure both with --repeat 5 or more: with fewer repetitions a side
            no difference can be significant, and the verdict says so.
            """
    )

    @Argument(help: ArgumentHelp("The report before the change.", valueName: "old.json"))
    var old: String

    @Argument(help: ArgumentHelp("The report after the change.", valueName: "new.json"))
    var new: String

    @Option(
        help: ArgumentHelp(
            "The fall in FPS, in percent, that counts as a regression when significant.", valueName: "percent"))
    var threshold = 5.0

    @Option(help: ArgumentHelp("Two-sided significance level of the test.", valueName: "p"))
    var alpha = 0.05

    func validate() throws {
        guard threshold >= 0, threshold.isFinite else {
            throw ValidationError("--threshold must be a percentage of 0 or more")
        }
        guard alpha > 0, alpha < 1 else { throw ValidationError("--alpha must be between 0 and 1") }
    }

    func run() throws {
        let comparison: ReportComparison
        do {
            comparison = ReportComparison(
                old: try Self.report(at: old), new: try Self.report(at: new), alpha: alpha, threshold: threshold / 100)
        } catch {
            Console.error(error.message)
            throw ExitCode(2)
        }
        guard !comparison.rows.isEmpty else {
            Console.error("\(old) and \(new) have no measurement in common (same effects, sizes and modes)")
            throw ExitCode(2)
        }
        print(comparison.table)
        for note in comparison.notes { print(note) }
        if !comparison.regressions.isEmpty { throw ExitCode.failure }
    }

    /// Reads a report, naming the file and the first problem in one line.
    static func report(at path: String) throws(BenchFailure) -> JSONReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BenchFailure(message: "\(path): cannot read: \(error.localizedDescription)")
        }
        do {
            return try JSONReport.decode(data)
        } catch {
            throw BenchFailure(message: "\(path): not a segue-bench --json report (\(Self.reason(error)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "no '\(fileKey(key))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? context.debugDescription
                : "\(context.codingPath.map(fileKey).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }

    /// A key as the file spells it: the report's keys are the properties' names in snake case.
    private static func fileKey(_ key: any CodingKey) -> String {
        guard key.intValue == nil else { return key.stringValue }
        return key.stringValue.reduce(into: "") { $0 += $1.isUppercase ? "_" + $1.lowercased() : String($1) }
    }
}

/// `segue-bench plot REPORT.json --out chart.svg`: a saved report drawn as a chart.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a --json report's FPS and × floor per effect as an SVG bar chart."
    )

    @Argument(help: ArgumentHelp("A report written by --json.", valueName: "report.json"))
    var report: String

    @Option(help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
    var out: String

    func run() throws {
        do {
            try BenchChart(report: try CompareCommand.report(at: report)).write(to: out)
        } catch {
            Console.error(error.message)
            throw ExitCode.failure
        }
    }
}
