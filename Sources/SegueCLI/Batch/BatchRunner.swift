import ArgumentParser
import Foundation
import Segue
import SegueJobs

/// A shard's run: its jobs in the manifest's order, each skipped when its record and output match,
/// else made under a hidden name with the shard's one engine, renamed into place, and recorded.
struct BatchRunner {
    var manifest: BatchManifest
    var shard: BatchShard
    var log: BatchLog
    var library: EffectLibrary

    /// What became of a shard's jobs.
    struct Tally {
        var done = 0
        var skipped = 0
        var failed = 0
        /// Programs the shard's engine compiled, and those its jobs got again from the engine's
        /// cache; nil when no job needed the engine.
        var programs: (compiled: Int, reused: Int)?
    }

    /// Runs `jobs`; an interruption (SIGINT, SIGTERM) stops it as the commands stop.
    func run(_ jobs: [BatchJob]) throws -> Tally {
        Interruption.install()
        let latest = log.latest()
        var engine: Engine?
        var tally = Tally()
        for job in jobs {
            // Checked between jobs too: a job without frames (an image) does not check on its own.
            try Interruption.check()
            let key = BatchFingerprint.jobKey(job, folder: manifest.folder)
            let names = BatchOutputNames(out: job.out)
            if let record = latest[job.name], Self.isDone(record, key: key, output: names.item) {
                print("job \(job.index + 1) \(job.name): done already")
                tally.skipped += 1
                continue
            }
            if engine == nil { engine = try Engine(library: library, maximumPixelCount: Self.pixelLimit(of: jobs)) }
            if try make(job, key: key, names: names, engine: engine!) { tally.done += 1 } else { tally.failed += 1 }
            fflush(nil)  // each job's line reaches a log as it happens
        }
        try Interruption.check()
        if let counters = engine?.counters { tally.programs = (counters.programsLinked, counters.programsReused) }
        return tally
    }

    /// The engine's limit: the largest `max-pixels` a job gives, else the default; each job still
    /// holds its own inputs and output to its own limit.
    static func pixelLimit(of jobs: [BatchJob]) -> Int {
        jobs.map { job in
            switch job.job {
            case let render as RenderJob: render.output.limits.maxPixels
            case let concat as ConcatJob: concat.output.limits.maxPixels
            case let apply as ApplyJob: apply.limits.maxPixels
            default: ImageLimits.defaultMaximumPixelCount
            }
        }.reduce(ImageLimits.defaultMaximumPixelCount, max)
    }

    /// Whether `record` says the job of hash `key` is done and its output is still the one recorded.
    static func isDone(_ record: BatchRecord, key: String, output item: String) -> Bool {
        guard record.status == .done, record.key == key, let output = BatchFingerprint.output(item) else {
            return false
        }
        return output.size == record.size && output.hash == record.hash
    }

    /// Makes one job's output and records it; false when it failed (recorded with its reason).
    private func make(_ job: BatchJob, key: String, names: BatchOutputNames, engine: Engine) throws -> Bool {
        BatchFiles.removeLeftovers(in: names.folder, marker: names.stagingMarker)
        let started = Date()
        var record = BatchRecord(
            job: job.index, out: job.name, key: key, status: .done, shard: shard.description, time: 0, seconds: 0)
        do {
            try FileManager.default.createDirectory(atPath: names.folder, withIntermediateDirectories: true)
            try JobConsole.run(job.staged(out: names.stagedOut), engine: engine)
            try BatchFiles.commit(names.stagedItem, to: names.item)
            guard let output = BatchFingerprint.output(names.item) else {
                throw BatchFileError(path: names.item, action: "read back", reason: "it is gone")
            }
            (record.size, record.hash) = (output.size, output.hash)
        } catch let interruption as ExitCode {
            BatchFiles.removeLeftovers(in: names.folder, marker: names.stagingMarker)
            throw interruption
        } catch {
            BatchFiles.removeLeftovers(in: names.folder, marker: names.stagingMarker)
            record.status = .failed
            record.reason = Self.oneLine(error)
        }
        record.time = Date().timeIntervalSince1970
        record.seconds = (Date().timeIntervalSince(started) * 1000).rounded() / 1000
        try log.append(record, shard: shard)
        if let reason = record.reason {
            reportError("job \(job.index + 1) \(job.name): \(reason)")
        } else {
            print("job \(job.index + 1) \(job.name): done in \(String(format: "%.2f", record.seconds)) s")
        }
        return record.status == .done
    }

    /// The error as one line, as `segue` would print it.
    static func oneLine(_ error: any Error) -> String {
        SegueCommand.message(for: error).split(separator: "\n").map(String.init).joined(separator: "; ")
    }
}
