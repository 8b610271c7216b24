import ArgumentParser
import Foundation

/// `segue batch plan MANIFEST --shards N`: which shard renders which job, and each shard's share.
struct BatchPlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Print which shard renders which job, balanced by estimated cost.")

    @OptionGroup var options: BatchManifestOptions
    @Option(help: ArgumentHelp("How many shards.", valueName: "N")) var shards: Int

    func validate() throws {
        guard shards >= 1 else { throw ValidationError("--shards must be at least 1") }
    }

    func run() throws {
        let (manifest, _) = try options.load()
        let costs = manifest.jobs.map(BatchCost.estimate)
        let assignment = BatchManifestOptions.assignment(manifest, shards: shards)
        let total = max(costs.reduce(0, +), 1)
        for shard in 0..<shards {
            let jobs = manifest.jobs.filter { assignment[$0.index] == shard }
            let cost = jobs.map { costs[$0.index] }.reduce(0, +)
            print(
                "shard \(shard)/\(shards): \(jobs.count) jobs, \(String(format: "%.1f", 100 * cost / total))% of the cost"
            )
            for job in jobs {
                print(
                    "  job \(job.index + 1)  \(job.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \(job.name)  (\(String(format: "%.3g", costs[job.index])) pixel-frames)"
                )
            }
        }
    }
}
