import Foundation
import Testing

/// `segue batch`: manifests checked before anything runs, outputs equal to the commands', records
/// that make reruns skip what is done, failures recorded, shards from each runner's environment.
struct BatchCLITests {
    static func batch(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, String, String) {
        let result = CLITests.run(["batch"] + arguments, environment: environment)
        return (result.status, result.stdout, result.stderr)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func everyJobIsMadeAsItsCommandMakesItAndARerunSkipsThem() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = BatchFixtures.jobs(6)
        let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
        let (status, stdout, stderr) = Self.batch([manifest.path])
        #expect(status == 0, "\(stderr)")
        #expect(stdout.contains("shard 0/1: 6 of 6 jobs; 6 made, 0 done already, 0 failed"), "\(stdout)")
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)

        let again = Self.batch([manifest.path])
        #expect(again.0 == 0 && again.1.contains("0 made, 6 done already"), "\(again.1)\(again.2)")
        let records = try BatchFixtures.records(in: folder)
        #expect(records.count == 6 && records.allSatisfy { $0["status"] as? String == "done" })
        // Each record holds its output's size and SHA-256, as coreutils computes it.
        for record in records {
            guard let out = record["out"] as? String, out.hasSuffix(".png") else { continue }
            let file = folder.appendingPathComponent(out)
            let (_, sum) = try BatchRunnerCLITests.shell(["sha256sum", file.path])
            #expect(sum.hasPrefix((record["hash"] as? String ?? "?") + " "), "\(out): \(sum) against \(record)")
            #expect(record["size"] as? Int == (try Data(contentsOf: file)).count)
        }
        #expect(Self.batch(["status", manifest.path]).0 == 0)
    }

    /// A pod with a read-only root and no `/tmp` mount: the temporary folder cannot be made, and
    /// the batch writes beside its outputs alone (a file where the folder should be fails even as root).
    @Test(.enabled(if: CLITests.gpuUsable)) func aBatchNeedsNoWritableTemporaryFolder() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = BatchFixtures.jobs(5)
        let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
        let (status, stdout, stderr) = Self.batch([manifest.path], environment: ["TMPDIR": "/dev/null/tmp"])
        #expect(status == 0, "\(stderr)")
        #expect(stdout.contains("5 of 5 jobs; 5 made"), "\(stdout)")
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)
    }

    /// Jobs of one transition share its compiled programs: four compile what one compiles, and
    /// each job after the first gets every program again from the engine's cache.
    @Test(.enabled(if: CLITests.gpuUsable)) func jobsOfOneTransitionCompileItsProgramsOnce() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func programs(_ jobs: [BatchFixtures.Job], in folder: URL) throws -> (compiled: Int, reused: Int)? {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let (status, stdout, stderr) = Self.batch([try BatchFixtures.writeManifest(jobs, in: folder).path])
            #expect(status == 0, "\(stderr)")
            let line = stdout.split(separator: "\n").first { $0.hasSuffix(" reused") }
            let numbers = line?.split(separator: " ").compactMap { Int($0) } ?? []
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
        let jobs = (0..<4).map {
            BatchFixtures.Job(transition: "pixellate-dissolve", progress: 0.2 * Double($0 + 1), out: "out/\($0).png")
        }
        let one = try #require(try programs(Array(jobs.prefix(1)), in: folder.appendingPathComponent("one")))
        #expect(one.compiled > 0 && one.reused == 0, "\(one)")
        let four = try #require(try programs(jobs, in: folder))
        #expect(four.compiled == one.compiled && four.reused == 3 * one.compiled, "\(four) against \(one)")
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)
    }

    @Test func everyMistakeOfAManifestIsReportedTogetherWithItsLineAndColumn() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            {"jobs": [
              {"render": {"from": "a.png", "to": "b.png", "transition": "fdae", "progress": 0.5, "out": "out/ab.png"}},
              {"render": {"from": "a.png", "to": "b.png", "duration": "x", "params": {"bogus": 1}, "out": "o/c.mp4"}},
              {"concat": {"inputs": ["a.png", "b.png"], "transiton": "fade", "out": "out/ab.png"}},
              {"apply": {"input": "a.png", "effects": [{"effect": "Sepa"}], "out": "out/a.png", "watch": true}},
              {"rendr": {}},
              {"apply": {"input": "a.png", "effects": [{"effect": "Vignette", "params": {"edn": 0.6}}], "out": "b.png"}},
              {"render": {"from": "a.png", "to": "b.png", "progress": 2, "no-fuse": 1, "out": "x.png"}}
            ]}
            """
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data(text.utf8).write(to: manifest)
        let (status, _, stderr) = Self.batch([manifest.path])
        #expect(status == 1)
        let path = manifest.path
        let expected = [
            "\(path):2:61: unknown transition 'fdae'; did you mean 'fade'?",
            "\(path):3:59: The value 'x' is invalid for '--duration <duration>'",
            "\(path):3:75: pixellate-dissolve has no parameter 'bogus'; valid: smooth",
            "\(path):4:45: unknown key 'transiton' for a concat job; did you mean 'transition' or 'transitions'?",
            "\(path):4:73: job 3 writes out/ab.png, as job 1 (line 2) does; two jobs may not write the same path",
            "\(path):4:73: --out out/ab.png is one image; give a clip, a directory or pattern for frames, or -",
            "\(path):5:55: unknown effect 'Sepa'; did you mean 'Sepia'?",
            "\(path):5:85: 'watch' is not taken in a batch: a batch job renders once",
            "\(path):6:4: unknown job kind 'rendr'; did you mean 'render'?",
            "\(path):7:78: Vignette has no parameter 'edn'; did you mean 'end'?",
            "\(path):8:59: --progress must be between 0 and 1",
            "\(path):8:73: 'no-fuse' is a switch: give true or false",
        ]
        #expect(stderr == expected.map { "segue: error: \($0)\n" }.joined(), "\(stderr)")
        // Checked before anything runs: nothing written, no records.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["manifest.json"])
    }

    @Test func brokenJSONIsReportedAtItsPlace() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data("{\"jobs\": [\n  {\"render\": {\"out\": \"a.png\",}}\n]}\n".utf8).write(to: manifest)
        let (status, _, stderr) = Self.batch([manifest.path])
        #expect(status == 1)
        #expect(stderr.hasPrefix("segue: error: \(manifest.path):2:"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aFailingJobIsRecordedWithItsReasonAndTheRestAreMade() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var jobs = BatchFixtures.jobs(3, folders: false)
        let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
        let missing = folder.appendingPathComponent("missing.png").path
        try Data(
            String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
                of: "\(CLITests.root.path)/examples/chelsea.png\", \"transition\": \"pixellate-dissolve\"",
                with: "\(missing)\", \"transition\": \"pixellate-dissolve\""
            ).utf8
        ).write(to: manifest)
        let (status, stdout, stderr) = Self.batch([manifest.path])
        #expect(status == 1)
        #expect(stdout.contains("2 made, 0 done already, 1 failed"), "\(stdout)")
        #expect(stderr.contains("segue: error: job 2 out/1.png: \(missing)"), "\(stderr)")
        jobs.remove(at: 1)
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)

        let report = CLITests.run(["batch", "status", manifest.path, "--json"])
        #expect(report.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        #expect(json["done"] as? Int == 2 && json["failed"] as? Int == 1 && json["missing"] as? Int == 0)
        let failed = try #require((json["jobs"] as? [[String: Any]])?.first { $0["status"] as? String == "failed" })
        #expect(failed["out"] as? String == "out/1.png")
        #expect((failed["reason"] as? String)?.hasPrefix(missing) == true, "\(failed)")
        let table = CLITests.run(["batch", "status", manifest.path]).stdout
        #expect(table.contains("2 done, 1 failed, 0 missing of 3 jobs"), "\(table)")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func anInputChangedSinceItWasRecordedIsMadeAgain() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("from.png")
        try FileManager.default.copyItem(atPath: CLITests.root.path + "/examples/coffee.png", toPath: input.path)
        let jobs = BatchFixtures.jobs(3, folders: false)
        let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let first = text.range(of: "\(CLITests.root.path)/examples/coffee.png")!
        try Data(text.replacingCharacters(in: first, with: "from.png").utf8).write(to: manifest)
        #expect(Self.batch([manifest.path]).0 == 0)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: input.path)
        #expect(Self.batch(["status", manifest.path]).0 == 1)
        let (status, stdout, _) = Self.batch([manifest.path])
        #expect(status == 0 && stdout.contains("1 made, 2 done already"), "\(stdout)")
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func shardsFromEachRunnersEnvironmentMakeEveryJobOnce() throws {
        let jobs = BatchFixtures.jobs(7, folders: false)
        let runners: [(String, (Int) -> [String: String], [String])] = [
            ("Kubernetes", { ["JOB_COMPLETION_INDEX": "\($0)"] }, ["--shards", "3"]),
            (
                "Slurm from 5",
                {
                    ["SLURM_ARRAY_TASK_ID": "\($0 + 5)", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "3"]
                }, []
            ),
            ("AWS Batch", { ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "3"] }, []),
            ("--shard", { _ in [:] }, []),
        ]
        for (runner, environment, options) in runners {
            let folder = try CLITests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
            let plan = CLITests.run(["batch", "plan", manifest.path, "--shards", "3"]).stdout
            for shard in 0..<3 {
                let extra = runner == "--shard" ? ["--shard", "\(shard)/3"] : options
                let (status, stdout, stderr) = Self.batch([manifest.path] + extra, environment: environment(shard))
                #expect(status == 0, "\(runner) \(shard): \(stderr)")
                #expect(stdout.contains("shard \(shard)/3: "), "\(runner): \(stdout)")
                // The shard made exactly the jobs the plan gives it.
                let planned = Self.plannedOutputs(plan, shard: shard)
                let made = stdout.split(separator: "\n").filter { $0.hasSuffix(" s") }.map {
                    String($0.split(separator: " ")[2].dropLast())
                }
                #expect(made == planned, "\(runner) \(shard): \(made) against \(planned)")
            }
            let records = try BatchFixtures.records(in: folder)
            #expect(Set(records.compactMap { $0["out"] as? String }) == Set(jobs.map(\.out)), "\(runner)")
            #expect(records.count == jobs.count, "\(runner): a job made twice")
            #expect(Self.batch(["status", manifest.path]).0 == 0, "\(runner)")
        }
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func aSecondProcessGivenARunningShardStopsAtOnce() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Jobs of 30 frames each, so that the first process is still rendering when the second
        // starts, however quickly the first gets through small jobs.
        let jobs = (0..<20).map { index in
            let still = BatchFixtures.Job(transition: "fade", progress: nil, out: "out/\(index)/")
            return still.json.replacingOccurrences(
                of: "\"duration\": 0.2, \"fps\": 10", with: "\"duration\": 1, \"fps\": 29"
            )
            .replacingOccurrences(of: "64x48", with: "320x240")
        }
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data(("{\"jobs\": [\n" + jobs.joined(separator: ",\n") + "\n]}\n").utf8).write(to: manifest)
        let first = Process()
        first.executableURL = CLITests.binary
        first.arguments = ["batch", manifest.path]
        first.standardOutput = FileHandle.nullDevice
        try first.run()
        let log = folder.appendingPathComponent("manifest.records/shard-0-of-1.jsonl").path
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: log) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let (status, _, stderr) = Self.batch([manifest.path])
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(status == 1)
        #expect(
            stderr == "segue: error: \(log): cannot lock: another process is rendering shard 0/1 (its log is locked)\n")
        #expect(try BatchFixtures.records(in: folder).count == 20)
    }

    /// The outputs `segue batch plan` lists under `shard`.
    static func plannedOutputs(_ plan: String, shard: Int) -> [String] {
        let sections = plan.components(separatedBy: "shard ").dropFirst()
        guard let section = sections.first(where: { $0.hasPrefix("\(shard)/") }) else { return [] }
        return section.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[3]) }
    }

    @Test func aShardTheEnvironmentCannotSayIsAUsageError() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try BatchFixtures.writeManifest(BatchFixtures.jobs(2), in: folder)
        let cases: [([String], [String: String], String)] = [
            (["--shard", "3/2"], [:], "The value '3/2' is invalid for '--shard <I/N>'"),
            (
                [], ["JOB_COMPLETION_INDEX": "1"],
                "JOB_COMPLETION_INDEX=1 gives the shard but not how many; give --shards N"
            ),
            (
                ["--shards", "4"], ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2"],
                "SLURM_ARRAY_TASK_COUNT=2 but --shards 4; give one or make them agree"
            ),
            ([], ["AWS_BATCH_JOB_ARRAY_INDEX": "x"], "AWS_BATCH_JOB_ARRAY_INDEX=x is not a whole number"),
            (
                ["--shards", "2"], [:],
                "--shards 2 without a shard: give --shard I/2, or run under a job runner that sets its index"
            ),
        ]
        for (options, environment, message) in cases {
            let (status, _, stderr) = Self.batch([manifest.path] + options, environment: environment)
            #expect(status == 2 && stderr == "segue: error: \(message)\n", "\(stderr)")
        }
    }

    @Test func thePlanIsTheSameEachTimeAndBalancesMixedSizes() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten jobs of sizes 1…10 (frames of 64x48): 55 in all, 13.75 a shard; the greedy split keeps within one job.
        let jobs = (1...10).map { size in
            """
            {"render": {"from": "a.png", "to": "b.png", "size": "64x48", "duration": \(size), "fps": 1, "out": "\(size)/"}}
            """
        }
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data(("{\"jobs\": [" + jobs.joined(separator: ",\n") + "]}").utf8).write(to: manifest)
        let plan = CLITests.run(["batch", "plan", manifest.path, "--shards", "4"])
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout == CLITests.run(["batch", "plan", manifest.path, "--shards", "4"]).stdout)
        let shares = plan.stdout.split(separator: "\n").filter { $0.hasPrefix("shard ") }.map { line in
            Double(line.split(separator: " ")[4].dropLast())!
        }
        #expect(shares.count == 4 && shares.max()! <= 30, "\(plan.stdout)")
    }
}
