import ArgumentParser
import Foundation
import SegueJobs

/// `segue batch status MANIFEST`: every shard's records gathered: which jobs are done, which
/// failed and why, which are missing. Exits 0 only when every job is done.
struct BatchStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Gather every shard's records: done, failed with the reasons, missing; exit 0 only when all are done."
    )

    @OptionGroup var options: BatchManifestOptions
    @Flag(help: "Print JSON instead of a table.") var json = false

    /// One job's state.
    struct Entry: Encodable {
        var job: Int
        var kind: String
        var out: String
        var status: String
        var shard: String?
        var reason: String?
    }

    /// The counts and every job, as `--json` prints them.
    struct Report: Encodable {
        var done: Int
        var failed: Int
        var missing: Int
        var jobs: [Entry]
    }

    func run() throws {
        let (manifest, _) = try options.load()
        let latest = options.log.latest()
        let entries = manifest.jobs.map { job in
            Self.entry(job, record: latest[job.name], key: BatchFingerprint.jobKey(job, folder: manifest.folder))
        }
        let count = { (status: String) in entries.filter { $0.status == status }.count }
        let report = Report(done: count("done"), failed: count("failed"), missing: count("missing"), jobs: entries)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(Self.table(entries))
            print("\(report.done) done, \(report.failed) failed, \(report.missing) missing of \(entries.count) jobs")
        }
        if report.done != entries.count { throw ExitCode(1) }
    }

    /// What the newest record of `job` says, checked against the job as it is now and its output.
    static func entry(_ job: BatchJob, record: BatchRecord?, key: String) -> Entry {
        var entry = Entry(job: job.index + 1, kind: job.kind.rawValue, out: job.name, status: "missing")
        guard let record else {
            entry.reason = "not run"
            return entry
        }
        entry.shard = record.shard
        if record.key != key {
            entry.reason = "its inputs or options changed since shard \(record.shard) ran it"
        } else if record.status == .failed {
            (entry.status, entry.reason) = ("failed", record.reason)
        } else if BatchRunner.isDone(record, key: key, output: BatchOutputNames(out: job.out).item) {
            entry.status = "done"
        } else {
            entry.reason = "the output is gone or changed since it was recorded"
        }
        return entry
    }

    private static func table(_ entries: [Entry]) -> String {
        let rows =
            [["JOB", "KIND", "STATUS", "SHARD", "OUT", "REASON"]]
            + entries.map { ["\($0.job)", $0.kind, $0.status, $0.shard ?? "-", $0.out, $0.reason ?? ""] }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let line =
                (0..<5).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ") + "  " + row[5]
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}
