import Foundation
import Synchronization

/// A program that serves until stopped (`segue preview`, chromedriver), started and waited for
/// until it prints the line that says where it listens.
public final class ServerProcess: Sendable {
    private let process: Process
    private let output = Mutex<(stdout: String, stderr: String)>(("", ""))

    /// Why a server did not come up.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `executable` and waits up to `timeout` seconds for a line of its standard output or
    /// error from which `ready` reads a value (a URL, a port), returned with the process.
    public static func start(
        _ executable: String, arguments: [String], environment: [String: String] = [:], timeout: Double = 60,
        ready: @escaping @Sendable (String) -> String?
    ) throws -> (server: ServerProcess, ready: String) {
        let server = try ServerProcess(executable, arguments: arguments, environment: environment)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let (stdout, stderr) = server.output.withLock { $0 }
            if let value = (stdout + "\n" + stderr).split(separator: "\n").lazy.compactMap({ ready(String($0)) }).first
            {
                return (server, value)
            }
            guard server.process.isRunning else {
                throw Failure(
                    description: "\(executable) exited with status \(server.process.terminationStatus): \(stderr)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        server.stop()
        throw Failure(
            description: "\(executable) did not say it was ready within \(timeout) s: \(server.standardError)")
    }

    private init(_ executable: String, arguments: [String], environment: [String: String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdout, stderr) = (Pipe(), Pipe())
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.output.withLock { $0.stdout += text }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.output.withLock { $0.stderr += text }
        }
        try process.run()
    }

    /// What the program printed on its standard error so far.
    public var standardError: String { output.withLock { $0.stderr } }

    /// What the program printed on its standard output so far.
    public var standardOutput: String { output.withLock { $0.stdout } }

    public var isRunning: Bool { process.isRunning }

    /// Waits up to `timeout` seconds for the program to exit; its status, or nil if it still runs.
    public func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends `signal` (SIGTERM unless told) and waits for the exit; kills the program if it has
    /// not gone within `timeout` seconds. Returns the exit status, or nil when it had to be killed.
    /// The program's own children (chromedriver's browsers) are killed first, so none outlives it.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        for child in Self.descendants(of: process.processIdentifier) { kill(child, SIGKILL) }
        kill(process.processIdentifier, signal)
        if let status = waitForExit(timeout: timeout) { return status }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    /// Every process below `parent`, read from /proc.
    static func descendants(of parent: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // Fields after the command's closing parenthesis: state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = Int32(fields[1]) { children[ppid, default: []].append(pid) }
        }
        var found: [Int32] = []
        var pending = [parent]
        while let next = pending.popLast() {
            let below = children[next] ?? []
            found += below
            pending += below
        }
        return found
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
