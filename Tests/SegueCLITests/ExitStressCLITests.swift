import Foundation
import Synchronization
import TestPrograms
import Testing

/// Every way out of a command that fails stops the command's threads (the engine's GL thread,
/// the preview's server and render queue) before the process exits: each mistake below runs many
/// times, three at once on a busy machine, and an exit by a signal (a crash racing the exit
/// handlers) is a failure, as is a second line or a missing one.
@Suite(.serialized)
struct ExitStressCLITests {
    struct Mistake: Sendable, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    /// How many times each mistake runs; `SEGUE_EXIT_STRESS_ROUNDS` raises it for a longer hunt.
    static let rounds = ProcessInfo.processInfo.environment["SEGUE_EXIT_STRESS_ROUNDS"].flatMap { Int($0) } ?? 6

    @Test func commandErrorPathsExitWithoutASignal() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let listener = try LoopbackListener()
        defer { listener.close() }
        let mistakes = try Self.mistakes(in: folder, portInUse: listener.port)
        let jobs = (0..<Self.rounds).flatMap { _ in mistakes }
        let failures = Mutex<[String]>([])
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < jobs.count {
                let mistake = jobs[index]
                let result = CLITests.program.run(mistake.arguments, in: folder)
                if let problem = Self.problem(with: result, expecting: mistake) {
                    failures.withLock { $0.append("\(mistake): \(problem)") }
                }
            }
        }
        let found = failures.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) of \(jobs.count) runs went wrong:\n\(found.joined(separator: "\n"))")
    }

    /// What is wrong with how a run ended, or nil when it ended as `mistake` should.
    static func problem(with result: BuiltProgram.Output, expecting mistake: Mistake) -> String? {
        if let signal = result.signal { return "killed by signal \(signal); stderr: \(result.stderr)" }
        if result.status != mistake.status { return "status \(result.status), not \(mistake.status): \(result.stderr)" }
        // Lines of segue's own (a warning may come before the error), one of them the mistake.
        let lines = result.stderr.split(separator: "\n")
        if lines.isEmpty || !lines.allSatisfy({ $0.hasPrefix("segue: ") }) || !result.stderr.contains(mistake.message) {
            return "not segue's lines saying '\(mistake.message)': \(result.stderr)"
        }
        return nil
    }

    /// The preview's, render's, batch's and concat's usual mistakes, with files made in `folder`.
    static func mistakes(in folder: URL, portInUse: Int) throws -> [Mistake] {
        let root = CLITests.root.path
        let coffee = "\(root)/examples/coffee.png"
        let chelsea = "\(root)/examples/chelsea.png"
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("bad.png"))
        try Data(#"{"jobs": [{"render": {"from": "a.png", "colour": 1}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("bad-keys.json"))
        let images = ["--from", coffee, "--to", chelsea]
        return [
            Mistake(arguments: ["preview", "--port", "70000"], status: 2, message: "--port must be from 0 to 65535"),
            Mistake(arguments: ["preview", "--host", "no-such-host.invalid"], status: 1, message: "no such host"),
            Mistake(
                arguments: ["preview", "--port", "\(portInUse)"], status: 1, message: "Address already in use"),
            Mistake(arguments: ["preview", "--from", "bad.png"], status: 1, message: "not a PNG or JPEG file"),
            Mistake(arguments: ["preview", "--shaders", "/no/such/folder"], status: 1, message: "/no/such/folder"),
            Mistake(
                arguments: ["render"] + images + ["--transition", "nosuch", "--out", "x.png", "--progress", "0.5"],
                status: 1, message: "nosuch"),
            Mistake(
                arguments: ["render", "--from", "bad.png", "--to", chelsea, "--progress", "0.5", "--out", "x.png"],
                status: 1, message: "bad.png"),
            Mistake(
                arguments: ["render"] + images + ["--param", "nosuch=1", "--progress", "0.5", "--out", "x.png"],
                status: 2, message: "nosuch"),
            Mistake(
                arguments: ["render"] + images + ["--progress", "2", "--out", "x.png"], status: 2,
                message: "--progress"),
            Mistake(arguments: ["batch", "bad-keys.json"], status: 1, message: "colour"),
            Mistake(arguments: ["batch", "no-such-manifest.json"], status: 1, message: "no-such-manifest.json"),
            Mistake(arguments: ["batch", "bad-keys.json", "--shard", "5/4"], status: 2, message: "--shard"),
            Mistake(
                arguments: ["concat", coffee, chelsea, "--transition", "nosuch", "--out", "show.mp4"], status: 1,
                message: "unknown transition 'nosuch'"),
            Mistake(
                arguments: ["concat", coffee, "missing.png", "--out", "show.mp4"], status: 1, message: "missing.png"),
        ]
    }
}

/// A socket listening on a free loopback port, so that a server told to use that port finds it taken.
struct LoopbackListener {
    let descriptor: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Glibc.close(descriptor) }
}
