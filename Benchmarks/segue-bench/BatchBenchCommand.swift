import ArgumentParser
import Foundation

/// `segue-bench batch`: a manifest of many small renders as one `segue batch` against one `segue
/// render` process each, two shards side by side against one, and the balance of four shards on
/// jobs of mixed sizes.
struct BatchBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Measure segue batch: one process against one per job, two shards against one, the shards' balance.",
        discussion: """
            Each repetition runs, in turn: every job as its own `segue render` process; the manifest as \
            one `segue batch`; the two halves (--shard 0/2 and 1/2) side by side; and a manifest of mixed \
            sizes as four shards one after another, timing each. Medians over the repetitions are printed \
            with the ratios the issue asks for (≥ 3×, two shards no slower than one, slowest ≤ 1.3× mean).

            Example: segue-bench batch --jobs 200 --repeat 3
            """
    )

    @Option(help: ArgumentHelp("The segue binary (default: the one beside segue-bench).", valueName: "path"))
    var segue: String?
    @Option(help: "Jobs in the manifest.") var jobs = 200
    @Option(help: ArgumentHelp("Each job's size.", valueName: "WxH")) var size = "400x300"
    @Option(help: "Frames each job renders.") var frames = 30
    @Option(help: ArgumentHelp("What each job writes: mp4, y4m or png (a folder of frames).", valueName: "kind"))
    var output = "mp4"
    @Option(name: .customLong("repeat"), help: "Repetitions, interleaved.") var repetitions = 3

    func validate() throws {
        guard jobs > 0, frames > 1, repetitions > 0, ["mp4", "y4m", "png"].contains(output) else {
            throw ValidationError("--jobs, --frames (over 1) and --repeat must be positive; --output mp4, y4m or png")
        }
    }

    func run() throws {
        let binary =
            segue ?? Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("segue").path
        let bench = BatchBench(segue: binary, jobs: jobs, size: size, frames: frames, output: output)
        try reportingErrors {
            var samples = BatchBench.Samples()
            for round in 1...repetitions {
                Console.note("round \(round) of \(repetitions)")
                try bench.measure(into: &samples)
            }
            print(samples.table(jobs: jobs, size: size, frames: frames, output: output))
        }
    }
}
