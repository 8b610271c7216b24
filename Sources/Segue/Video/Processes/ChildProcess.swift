import Foundation

/// A program run to its end, with its standard input given and its output captured.
///
/// For the helpers Segue drives (ffmpeg) and for tools and tests that run built programs.
/// Both outputs are read while the child runs, and its input is written from another thread,
/// so that no full pipe ever blocks it.
public struct ChildProcess: Sendable {
    /// The executable's path; see `locate(_:)` to find one by name.
    public var executable: String
    /// The arguments after the program's name.
    public var arguments: [String]
    /// Bytes for the child's standard input; nil gives it an empty input.
    public var input: Data?
    /// Variables added to (or replacing) this process's environment for the child.
    public var environment: [String: String]
    /// The child's working directory; nil keeps this process's.
    public var directory: String?
    /// Seconds after which the child is killed, or nil to wait as long as it runs.
    public var timeout: Double?

    /// A run of `executable` with `arguments`.
    public init(
        _ executable: String, arguments: [String] = [], input: Data? = nil, environment: [String: String] = [:],
        directory: String? = nil, timeout: Double? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.input = input
        self.environment = environment
        self.directory = directory
        self.timeout = timeout
    }

    /// How a run ended and what it printed.
    public struct Result: Sendable {
        /// The exit status, or the signal's number when `exitedNormally` is false.
        public var status: Int32
        /// Whether the child exited rather than being killed by a signal.
        public var exitedNormally: Bool
        /// Whether the child was killed for running past `timeout`.
        public var timedOut: Bool
        /// Everything written to standard output.
        public var standardOutput: Data
        /// Everything written to standard error.
        public var standardError: Data

        /// Whether the child exited with status 0.
        public var succeeded: Bool { exitedNormally && status == 0 && !timedOut }
        /// Standard output as UTF-8 text.
        public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        public var errorText: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// A child that could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        /// The executable that was to run.
        public var executable: String
        /// Why it did not start.
        public var reason: String
        public var description: String { "cannot run \(executable): \(reason)" }
    }

    /// Starts the child and waits for it to end.
    public func run() throws(LaunchError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            throw LaunchError(executable: executable, reason: "\(error)")
        }
        let errors = PipeCollector(reading: errorPipe.fileHandleForReading)
        if let input {
            // A child that stops reading early closes the pipe: ignore SIGPIPE so that this process survives it.
            signal(SIGPIPE, SIG_IGN)
            let writer = inputPipe.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }.start()
        }
        let watchdog = timeout.map { Watchdog(processID: process.processIdentifier, seconds: $0) }
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog?.cancel()
        return Result(
            status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
            timedOut: watchdog?.fired ?? false, standardOutput: output, standardError: errors.wait()
        )
    }

    /// The executable `name` stands for: itself when it contains a `/`, else the first match in `searchPath`
    /// (by default the `PATH` variable); nil when there is none.
    public static func locate(_ name: String, searchPath: String? = nil) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { files.isExecutableFile(atPath: $0) }
    }
}

/// Kills a child that runs past its time, unless cancelled first.
private final class Watchdog: @unchecked Sendable {
    // Sendable is sound: `cancelled` and `killed` are read and written only under `lock`.
    private let lock = NSLock()
    private var cancelled = false
    private var killed = false

    init(processID: Int32, seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                guard !cancelled else { return }
                killed = true
                kill(processID, SIGKILL)
            }
        }
    }

    /// Stops the watchdog once the child has ended, so that a reused process ID is never killed.
    func cancel() {
        lock.withLock { cancelled = true }
    }

    /// Whether the child was killed.
    var fired: Bool { lock.withLock { killed } }
}
