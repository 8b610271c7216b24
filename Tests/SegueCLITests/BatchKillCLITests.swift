import Foundation
import Testing

/// A shard killed with SIGKILL at any moment, then run again, ends with every output complete and
/// equal to an uninterrupted run's, nothing partial left, and no job made again once recorded.
struct BatchKillCLITests {
    /// Starts `segue batch manifest`, kills it with SIGKILL after `delay` seconds (unless it ended), and waits.
    static func killed(_ manifest: URL, after delay: Double) throws {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["batch", manifest.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    @Test(.enabled(if: CLITests.gpuUsable))
    func aShardKilledAtTwentyTwoMomentsThenRunAgainLosesNothingAndMakesNothingTwice()
        throws
    {
        let jobs =
            BatchFixtures.jobs(10) + [
                BatchFixtures.Job(transition: "fade", progress: nil, out: "out/clip.mp4"),
                BatchFixtures.Job(transition: "cube", progress: nil, out: "out/cube.mp4"),
            ]
        let reference = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reference) }
        let started = Date()
        let whole = CLITests.run(["batch", try BatchFixtures.writeManifest(jobs, in: reference).path])
        let seconds = Date().timeIntervalSince(started)
        #expect(whole.status == 0, "\(whole.stderr)")
        let expected = try jobs.map { try BatchFixtures.contents(of: reference.appendingPathComponent($0.out)) }

        var random = SplitMix(seed: 31)
        let moments = 22
        var recordedAtKills: [Int] = []
        for moment in 0..<moments {
            let folder = try CLITests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
            // Spread over the whole run, from before the engine opens to after the last job (the
            // last moment waits well past a whole run, however busy the machine is).
            let delay =
                moment == moments - 1
                ? 4 * seconds + 10 : seconds * (Double(moment) + random.unit()) / Double(moments - 2)
            try Self.killed(manifest, after: delay)
            // What is in place after the kill is whole.
            for (job, bytes) in zip(jobs, expected) {
                let now = try BatchFixtures.contents(of: folder.appendingPathComponent(job.out))
                #expect(now.isEmpty || now == bytes, "killed at \(delay) s: \(job.out) is partial")
            }
            let recordedBefore = Set(try BatchFixtures.records(in: folder).compactMap { $0["out"] as? String })
            recordedAtKills.append(recordedBefore.count)
            let rerun = CLITests.run(["batch", manifest.path])
            #expect(rerun.status == 0, "killed at \(delay) s: \(rerun.stderr)")
            for (job, bytes) in zip(jobs, expected) {
                #expect(
                    try BatchFixtures.contents(of: folder.appendingPathComponent(job.out)) == bytes,
                    "killed at \(delay) s: \(job.out) differs from the uninterrupted run's")
            }
            #expect(
                BatchFixtures.leftovers(in: folder).isEmpty,
                "killed at \(delay) s: \(BatchFixtures.leftovers(in: folder))")
            let records = try BatchFixtures.records(in: folder).compactMap { $0["out"] as? String }
            #expect(records.count == jobs.count, "killed at \(delay) s: a job recorded twice: \(records.sorted())")
            #expect(rerun.stdout.contains("\(recordedBefore.count) done already"), "\(rerun.stdout)")
        }
        // The kills fell before the first job, between jobs and within them, and after the last.
        #expect(recordedAtKills.contains(0) && recordedAtKills.contains(jobs.count), "\(recordedAtKills)")
        #expect(Set(recordedAtKills).count >= 6, "\(recordedAtKills)")
    }
}

/// A small seeded generator, so that the moments are random but the same each run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
