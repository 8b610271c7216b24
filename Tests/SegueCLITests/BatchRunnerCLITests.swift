import Foundation
import Testing

/// The runner files in examples/batch, run as their runners run them: a real Slurm array job on
/// this machine, the Kubernetes Indexed Job checked against the Kubernetes schema and its pods'
/// environment, the AWS Batch array job's.
struct BatchRunnerCLITests {
    /// A program on PATH, if there is one.
    static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `arguments[0]` (from PATH) with the rest; its status and output together.
    static func shell(_ arguments: [String], in directory: URL? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A Slurm node that takes jobs here (scripts/slurm.sh starts one); with `SEGUE_REQUIRE_SLURM=1` the test must run.
    static var slurmUsable: Bool {
        if ProcessInfo.processInfo.environment["SEGUE_REQUIRE_SLURM"] == "1" { return true }
        guard program("sinfo") != nil, let (status, output) = try? shell(["sinfo", "--noheader", "--format=%t"])
        else { return false }
        return status == 0 && (output.contains("idle") || output.contains("mix"))
    }

    static var validatorUsable: Bool {
        ProcessInfo.processInfo.environment["SEGUE_REQUIRE_KUBERNETES_VALIDATE"] == "1"
            || program("kubernetes-validate") != nil
    }

    static let examples = CLITests.root.appendingPathComponent("examples/batch")

    @Test(
        .enabled(
            if: CLITests.gpuUsable && slurmUsable,
            "no Slurm here (scripts/slurm.sh starts one; SEGUE_REQUIRE_SLURM=1 fails instead)"))
    func aSlurmArrayJobRendersEachOutputAsADirectRenderDoes() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = BatchFixtures.jobs(12, folders: false)
        let manifest = try BatchFixtures.writeManifest(jobs, in: folder)
        let path =
            CLITests.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let (status, output) = try Self.shell(
            [
                "sbatch", "--array=0-3", "--wait", "--chdir=\(folder.path)", "--output=\(folder.path)/slurm-%a.log",
                "--export=ALL,PATH=\(path)", Self.examples.appendingPathComponent("slurm-array.sh").path, manifest.path,
            ])
        let logs = (0..<4).map {
            (try? String(contentsOf: folder.appendingPathComponent("slurm-\($0).log"), encoding: .utf8)) ?? ""
        }
        #expect(status == 0, "\(output)\n\(logs.joined(separator: "\n"))")
        for shard in 0..<4 { #expect(logs[shard].contains("shard \(shard)/4: "), "\(logs[shard])") }
        let records = try BatchFixtures.records(in: folder)
        #expect(Set(records.compactMap { $0["shard"] as? String }) == ["0/4", "1/4", "2/4", "3/4"])
        #expect(records.count == 12)
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)
    }

    @Test(.enabled(if: validatorUsable, "no kubernetes-validate (pip install kubernetes-validate)"))
    func theIndexedJobIsAValidKubernetesJob() throws {
        let file = Self.examples.appendingPathComponent("kubernetes-job.yaml")
        let (status, output) = try Self.shell(["kubernetes-validate", "--strict", file.path])
        #expect(status == 0, "\(output)")
        // The validator does check: the same file with a count of the wrong type is refused.
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("job.yaml")
        try Data(
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
                of: "completions: 4", with: "completions: four"
            ).utf8
        ).write(to: broken)
        #expect(try Self.shell(["kubernetes-validate", "--strict", broken.path]).0 != 0)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func theIndexedJobsPodsEachRenderTheirShard() throws {
        let yaml = try String(contentsOf: Self.examples.appendingPathComponent("kubernetes-job.yaml"), encoding: .utf8)
        #expect(yaml.contains("completionMode: Indexed"))
        let text = try #require(Self.value(of: "completions", in: yaml))
        let completions = try #require(Int(text))
        #expect(Self.value(of: "parallelism", in: yaml) == "\(completions)")
        let line = try #require(yaml.split(separator: "\n").first { $0.contains("command: [") })
        let command = try #require(
            try JSONSerialization.jsonObject(with: Data(line.split(separator: ":", maxSplits: 1)[1].utf8)) as? [String])
        try Self.runShards(command: command, count: completions) { ["JOB_COMPLETION_INDEX": "\($0)"] }
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func theAWSBatchArrayJobsChildrenEachRenderTheirShard() throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent("aws-batch-job-definition.json"))
        let definition = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(definition["type"] as? String == "container")
        let container = try #require(definition["containerProperties"] as? [String: Any])
        let command = try #require(container["command"] as? [String])
        try Self.runShards(command: command, count: 3) {
            ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "3"]
        }
    }

    /// The value of `key: value` in a YAML text.
    static func value(of key: String, in yaml: String) -> String? {
        yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(key + ": ") }
            .map { String($0.dropFirst(key.count + 2)) }
    }

    /// Runs `command` (segue batch /data/shows.json …) once per shard with `environment(shard)`,
    /// the volume at /data being a fresh folder, and checks that every job was made once.
    static func runShards(command: [String], count: Int, environment: (Int) -> [String: String]) throws {
        #expect(Array(command.prefix(2)) == ["segue", "batch"])
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = BatchFixtures.jobs(9, folders: false)
        try BatchFixtures.writeManifest(jobs, in: folder)
        let arguments = command.dropFirst().map { $0 == "/data/shows.json" ? folder.path + "/manifest.json" : $0 }
        for shard in 0..<count {
            let result = CLITests.run(Array(arguments), environment: environment(shard))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("shard \(shard)/\(count): "), "\(result.stdout)")
        }
        #expect(try BatchFixtures.records(in: folder).count == jobs.count)
        try BatchFixtures.expectOutputsMatchDirectRenders(jobs, in: folder)
    }
}
