import Foundation
import Testing

/// A shard killed with SIGKILL at any moment, then run again, ends with every output complete and
/// equal to an uninterrupted run's, nothing partial left, and no job made again once recorded.
struct BatchKillCLITests {
    /// Starts `segue batch manifest`, waits until `recorded` jobs of it are recorded (or it
    /// ended, or `limit` seconds passed), then `delay` seconds more, kills it with SIGKILL unless
    /// it ended, and waits. Following the shard's own progress spreads the kills over its jobs
    /// however fast or loaded the machine is.
    static func killed(_ manifest: URL, afterRecording recorded: Int, then delay: Double, limit: Double) throws {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["batch", manifest.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let folder = manifest.deletingLastPathComponent()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline, (try? BatchFixtures.records(in: folder).count) ?? 0 < recorded {
            Thread.sleep(forTimeInterval: 0.005)
        }
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
            // Before the engine opens, then within each job in turn (after the previous one's
            // record, a random part of a job's time in), and last well after the whole run.
            let (recorded, delay): (Int, Double) =
                switch moment {
                case 0: (0, seconds * 0.02 * random.unit())
                case moments - 1: (jobs.count, 4 * seconds + 10)
                default: ((moment - 1) % (jobs.count + 1), seconds / Double(jobs.count) * random.unit())
                }
            try Self.killed(manifest, afterRecording: recorded, then: delay, limit: 4 * seconds + 10)
            // What is in place after the kill is whole.
            for (job, bytes) in zip(jobs, expected) {
                let now = try BatchFixtures.contents(of: folder.appendingPathComponent(job.out))
                #expect(
                    now.isEmpty || now == bytes, "killed \(delay) s after \(recorded) records: \(job.out) is partial")
            }
            let recordedBefore = Set(try BatchFixtures.records(in: folder).compactMap { $0["out"] as? String })
            recordedAtKills.append(recordedBefore.count)
            let rerun = CLITests.run(["batch", manifest.path])
            #expect(rerun.status == 0, "killed \(delay) s after \(recorded) records: \(rerun.stderr)")
            for (job, bytes) in zip(jobs, expected) {
                #expect(
                    try BatchFixtures.contents(of: folder.appendingPathComponent(job.out)) == bytes,
                    "killed \(delay) s after \(recorded) records: \(job.out) differs from the uninterrupted run's")
            }
            #expect(
                BatchFixtures.leftovers(in: folder).isEmpty,
                "killed \(delay) s after \(recorded) records: \(BatchFixtures.leftovers(in: folder))")
            let records = try BatchFixtures.records(in: folder).compactMap { $0["out"] as? String }
            #expect(
                records.count == jobs.count,
                "killed \(delay) s after \(recorded) records: a job recorded twice: \(records.sorted())")
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
