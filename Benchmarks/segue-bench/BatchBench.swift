import Foundation
import Segue
import SegueJobs

/// The runs `segue-bench batch` times: whole processes, wall time, in a fresh folder each.
struct BatchBench {
    var segue: String
    var jobs: Int
    var size: String
    var frames: Int
    var output: String

    static let transitions = ["fade", "pixellate-dissolve", "wipeleft", "cube"]

    /// Every repetition's times, in seconds.
    struct Samples {
        var separate: [Double] = []
        var batch: [Double] = []
        var twoShards: [Double] = []
        var balance: [Double] = []
        var shardTimes: [[Double]] = []
    }

    /// One job; `index` picks the transition and which image goes first, `frames` and `size` its
    /// length and size.
    func job(_ index: Int, frames: Int, size: String) -> RenderJob {
        let root = FileManager.default.currentDirectoryPath  // the package's, as the other benches assume
        let images = [root + "/" + SourceImages.defaultFrom, root + "/" + SourceImages.defaultTo]
        var job = RenderJob()
        (job.from, job.to, job.transition) = (images[index % 2], images[(index + 1) % 2], transitionName(index))
        (job.size, job.requestedFPS, job.duration) = (FrameSize(parsing: size), Double(frames - 1), 1)
        job.out = out(index)
        return job
    }

    private func transitionName(_ index: Int) -> String { Self.transitions[index % Self.transitions.count] }

    func out(_ index: Int) -> String {
        output == "png" ? String(format: "out/%03d/", index) : String(format: "out/%03d.\(output)", index)
    }

    /// A manifest of the jobs `job` describes.
    func manifest(_ count: Int, frames: (Int) -> Int, size: (Int) -> String) -> String {
        BatchManifest.text(of: (0..<count).map { job($0, frames: frames($0), size: size($0)) })
    }

    /// Runs one repetition of every measurement.
    func measure(into samples: inout Samples) throws {
        let uniform = manifest(jobs, frames: { _ in frames }, size: { _ in size })
        samples.separate.append(
            try timed { folder in
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
                for index in 0..<jobs {
                    var separate = job(index, frames: frames, size: size)
                    separate.output.quiet = true
                    try run(separate.words, in: folder)
                }
            })
        samples.batch.append(
            try timed(manifest: uniform) { folder in try run(["batch", "manifest.json"], in: folder) })
        samples.twoShards.append(
            try timed(manifest: uniform) { folder in
                let shards = try (0..<2).map {
                    try start(["batch", "manifest.json", "--shard", "\($0)/2"], in: folder)
                }
                for shard in shards { try finish(shard) }
            })
        // Mixed sizes: 10 to 90 frames, 200x150 to 800x600, in a pattern no shard count divides.
        let sizes = ["200x150", "400x300", "640x480", "800x600", "320x240"]
        let mixed = manifest(jobs / 2, frames: { 10 + ($0 * 37) % 81 }, size: { sizes[($0 * 3) % sizes.count] })
        var times: [Double] = []
        _ = try timed(manifest: mixed) { folder in
            for shard in 0..<4 {
                let started = Date()
                try run(["batch", "manifest.json", "--shard", "\(shard)/4"], in: folder)
                times.append(Date().timeIntervalSince(started))
            }
        }
        samples.shardTimes.append(times)
        samples.balance.append(times.max()! / (times.reduce(0, +) / Double(times.count)))
    }

    /// Seconds `body` takes in a fresh folder (holding `manifest` as manifest.json when given).
    private func timed(manifest: String? = nil, _ body: (URL) throws -> Void) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-batch-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let manifest { try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json")) }
        let started = Date()
        try body(folder)
        return Date().timeIntervalSince(started)
    }

    private func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: segue)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func finish(_ process: Process) throws {
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFailure(
                message: "segue \(process.arguments!.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }

    private func run(_ arguments: [String], in folder: URL) throws {
        try finish(try start(arguments, in: folder))
    }
}

extension BatchBench.Samples {
    /// The medians and ratios as a Markdown table.
    func table(jobs: Int, size: String, frames: Int, output: String) -> String {
        func seconds(_ values: [Double]) -> String { String(format: "%.2f", Statistics.median(values) ?? 0) }
        let speedup = Statistics.pairedRatio(separate, batch) ?? 0
        let shards = Statistics.pairedRatio(twoShards, batch) ?? 0
        let balance = Statistics.median(self.balance) ?? 0
        let shardText = shardTimes.map { $0.map { String(format: "%.2f", $0) }.joined(separator: " / ") }
        return """
            | \(jobs) renders, \(size), \(frames) frames, to \(output) | median s | ratio |
            | --- | --- | --- |
            | one `segue render` process per job | \(seconds(separate)) | |
            | one `segue batch` | \(seconds(batch)) | \(String(format: "%.2f", speedup))× faster (target ≥ 3×) |
            | two shards side by side | \(seconds(twoShards)) | \(String(format: "%.2f", shards))× one shard's time (target ≤ 1) |
            | mixed sizes, 4 shards: slowest ÷ mean | | \(String(format: "%.2f", balance)) (target ≤ 1.3); shards: \(shardText.joined(separator: "; ")) |
            """
    }
}
