import ArgumentParser
import Foundation
import Segue
import SegueJobs

/// `segue batch`: a manifest of render, concat and apply jobs, split into shards that the job
/// runners people already use (Kubernetes Indexed Jobs, Slurm arrays, AWS Batch arrays) run.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render a manifest of jobs, or one shard of it; resumable (see docs/BATCH.md).",
        discussion: """
            segue batch MANIFEST renders the shard given by --shard I/N, or by the job runner's environment: \
            JOB_COMPLETION_INDEX (Kubernetes), SLURM_ARRAY_TASK_ID counted from SLURM_ARRAY_TASK_MIN (Slurm), \
            AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch), with N from the runner or --shards N; without either, every job. \
            Each job's output is written under a hidden name, renamed when complete and recorded in the shard's \
            log (NAME.records/ beside NAME.json); a rerun skips what is done and unchanged. A failed job is \
            recorded with its reason, the rest go on, and the exit status is 1.

            Examples:
              segue batch shows.json
              segue batch shows.json --shard 2/8
              JOB_COMPLETION_INDEX=2 segue batch shows.json --shards 8
              segue batch plan shows.json --shards 8
              segue batch status shows.json --json
            """,
        subcommands: [BatchRun.self, BatchPlanCommand.self, BatchStatusCommand.self],
        defaultSubcommand: BatchRun.self
    )
}

/// The manifest and where its records go, which every batch command takes.
struct BatchManifestOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The manifest: a JSON object of jobs (see docs/BATCH.md).", valueName: "manifest"))
    var manifest: String
    @Option(
        help: ArgumentHelp(
            "The folder of the shards' logs (default: beside the manifest, its name with .records).", valueName: "dir"))
    var records: String?
    @OptionGroup var shaders: ShaderOptions

    /// The checked manifest, and the library its jobs were checked against.
    func load() throws -> (BatchManifest, EffectLibrary) {
        let library = try shaders.makeLibrary()
        return (try BatchManifest.read(manifest, library: library), library)
    }

    /// The logs' folder.
    var log: BatchLog {
        if let records { return BatchLog(folder: URL(fileURLWithPath: records).standardizedFileURL.path) }
        let url = URL(fileURLWithPath: manifest).standardizedFileURL
        return BatchLog(folder: url.deletingPathExtension().path + ".records")
    }

    /// Each job's shard among `count`.
    static func assignment(_ manifest: BatchManifest, shards count: Int) -> [Int] {
        BatchPlanner.assign(costs: manifest.jobs.map(BatchCost.estimate), shards: count)
    }
}

/// `segue batch [run] MANIFEST`: renders one shard.
struct BatchRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Render one shard of a manifest (the default: segue batch MANIFEST).")

    @OptionGroup var options: BatchManifestOptions
    @Option(help: ArgumentHelp("Render the I-th of N shards, counted from 0.", valueName: "I/N")) var shard: BatchShard?
    @Option(help: ArgumentHelp("How many shards, where the job runner does not say.", valueName: "N")) var shards: Int?

    func validate() throws {
        if let shards, shards < 1 { throw ValidationError("--shards must be at least 1") }
    }

    func run() throws {
        let shard = try BatchShard.resolve(
            option: shard, shards: shards, environment: ProcessInfo.processInfo.environment)
        let (manifest, library) = try options.load()
        DecodedStills.enable()  // the shard's jobs share each still they read
        let assignment = BatchManifestOptions.assignment(manifest, shards: shard.count)
        let jobs = manifest.jobs.filter { assignment[$0.index] == shard.index }
        let log = options.log
        do {
            try FileManager.default.createDirectory(atPath: log.folder, withIntermediateDirectories: true)
        } catch {
            throw BatchFileError(path: log.folder, action: "create", reason: (error as NSError).localizedDescription)
        }
        let lock = try BatchShardLock(log.file(for: shard), shard: shard)
        let tally = try withExtendedLifetime(lock) {
            try BatchRunner(manifest: manifest, shard: shard, log: log, library: library).run(jobs)
        }
        print(
            "shard \(shard): \(jobs.count) of \(manifest.jobs.count) jobs; \(tally.done) made, \(tally.skipped) done already, \(tally.failed) failed"
        )
        if let programs = tally.programs {
            print("shard \(shard): \(programs.compiled) programs compiled, \(programs.reused) reused")
        }
        if tally.failed > 0 { throw ExitCode(1) }
    }
}
