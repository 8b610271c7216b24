import Foundation
import Testing

/// Manifests of small jobs, and what the batch tests check of them: outputs equal to a direct
/// `segue render`, no hidden leftovers, one record per job.
enum BatchFixtures {
    static let transitions = ["fade", "pixellate-dissolve", "wipeleft", "cube", "dissolve", "circleopen"]

    /// One render job: stills at a progress, 64x48, or (every fifth) a folder of frames.
    struct Job {
        var transition: String
        var progress: Double?
        var out: String

        /// The job as `segue render` arguments, files taken from the package's examples.
        var arguments: [String] {
            var arguments = [
                "render", "--from", CLITests.root.path + "/examples/coffee.png", "--to",
                CLITests.root.path + "/examples/chelsea.png", "--transition", transition, "--size", "64x48",
            ]
            if let progress {
                arguments += ["--progress", "\(progress)"]
            } else {
                arguments += ["--duration", "0.2", "--fps", "10"]
            }
            return arguments
        }

        var json: String {
            let timing = progress.map { "\"progress\": \($0)" } ?? "\"duration\": 0.2, \"fps\": 10"
            return """
                {"render": {"from": "\(CLITests.root.path)/examples/coffee.png", "to": "\(CLITests.root.path)/examples/chelsea.png", \
                "transition": "\(transition)", "size": "64x48", \(timing), "out": "\(out)"}}
                """
        }
    }

    /// `count` jobs writing out/NN.png (stills) and out/NN/ (frames), each different.
    static func jobs(_ count: Int, folders: Bool = true) -> [Job] {
        (0..<count).map { index in
            let transition = transitions[index % transitions.count]
            if folders && index % 5 == 4 { return Job(transition: transition, progress: nil, out: "out/\(index)/") }
            return Job(transition: transition, progress: Double(index + 1) / Double(count + 1), out: "out/\(index).png")
        }
    }

    /// Writes the manifest of `jobs` to `folder/manifest.json`.
    @discardableResult
    static func writeManifest(_ jobs: [Job], in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("manifest.json")
        try Data(("{\"jobs\": [\n" + jobs.map(\.json).joined(separator: ",\n") + "\n]}\n").utf8).write(to: url)
        return url
    }

    /// What a direct `segue render` of `job` writes: a PNG's bytes, or a folder's files by name.
    static func direct(_ job: Job, in folder: URL) throws -> [String: Data] {
        let out = folder.appendingPathComponent("direct-\(UUID().uuidString)" + (job.progress == nil ? "/" : ".png"))
        let result = CLITests.run(job.arguments + ["--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        defer { try? FileManager.default.removeItem(at: out) }
        return try contents(of: out)
    }

    /// A file's bytes under "", or a folder's files' bytes by name.
    static func contents(of url: URL) throws -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [:] }
        guard isDirectory.boolValue else { return ["": try Data(contentsOf: url)] }
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            files[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return files
    }

    /// Every name under `folder` that a batch or a command writes while working (none may stay).
    static func leftovers(in folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.contains(".segue-batch-") || $0.contains(".partial") }
    }

    /// The records of every shard's log beside the manifest, as JSON objects.
    static func records(in folder: URL) throws -> [[String: Any]] {
        let records = folder.appendingPathComponent("manifest.records")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []
        var lines: [[String: Any]] = []
        for name in names where name.hasSuffix(".jsonl") {
            let text = try String(contentsOf: records.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                    lines.append(object)
                }
            }
        }
        return lines
    }

    /// Checks every job's output in `folder` against a direct render, and that nothing is left over.
    static func expectOutputsMatchDirectRenders(
        _ jobs: [Job], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for job in jobs {
            let made = try contents(of: folder.appendingPathComponent(job.out))
            #expect(!made.isEmpty, "\(job.out) missing", sourceLocation: sourceLocation)
            #expect(made == (try direct(job, in: folder)), "\(job.out) differs", sourceLocation: sourceLocation)
        }
        #expect(leftovers(in: folder).isEmpty, "\(leftovers(in: folder))", sourceLocation: sourceLocation)
    }
}
