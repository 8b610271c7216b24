import Foundation

/// A child process that runs while this one streams bytes into its standard input or out of its
/// standard output (ffmpeg encoding or decoding frames); its standard error is kept for reports.
///
/// Threads: one thread writes, one reads; `finish()` and `terminate()` may come from either.
final class RunningProcess: @unchecked Sendable {
    // Sendable is sound: `process` and the pipes are set once in `init`; `errorLog` is read only once its thread has ended.
    /// What standard input or output is connected to.
    enum Stream {
        /// A pipe this process writes into (input) or reads from (output).
        case pipe
        /// An existing file handle, such as this process's own standard output.
        case handle(FileHandle)
        /// Nothing: `/dev/null`.
        case none
    }

    /// The executable's path.
    let executable: String
    private let process = Process()
    private let inputPipe = Pipe()
    private let outputPipe = Pipe()
    private let errorLog: PipeCollector

    /// Starts `executable` with `arguments`.
    init(_ executable: String, arguments: [String], input: Stream, output: Stream) throws(ChildProcess.LaunchError) {
        self.executable = executable
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = Self.connect(input, pipe: inputPipe)
        process.standardOutput = Self.connect(output, pipe: outputPipe)
        let errorPipe = Pipe()
        process.standardError = errorPipe
        // A child that stops reading early closes the pipe: this process must survive the write.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw ChildProcess.LaunchError(executable: executable, reason: "\(error)")
        }
        errorLog = PipeCollector(reading: errorPipe.fileHandleForReading, keepingLast: 64 * 1024)
    }

    private static func connect(_ stream: Stream, pipe: Pipe) -> Any {
        switch stream {
        case .pipe:
            // Frames are megabytes: a 1 MiB pipe (Linux's default limit for a process) instead of
            // 64 KiB moves one in a few system calls and wake-ups rather than dozens.
            _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, linuxSetPipeSize, 1 << 20)
            return pipe
        case .handle(let handle): return handle
        case .none: return FileHandle.nullDevice
        }
    }

    /// The descriptor of the pipe into the child's standard input.
    var inputDescriptor: Int32 { inputPipe.fileHandleForWriting.fileDescriptor }

    /// Writes all of `bytes` to the child's standard input; throws `BrokenPipe` when the child
    /// has stopped reading (it usually exited: `finish()` says why).
    func write(_ bytes: UnsafeRawBufferPointer) throws(BrokenPipe) {
        try Self.writeAll(bytes, to: inputPipe.fileHandleForWriting.fileDescriptor)
    }

    /// The most one `write` call hands the kernel: a pipe holds 1 MiB, and on the development
    /// machine (Linux 6.18 in a virtual machine) whole 1080p frames written to a new file cost
    /// up to six times the system time of 1 MiB pieces, at random (BENCHMARKS.md, "Clips end to
    /// end"), presumably the large page-cache folios a write of 2 MiB or more is given.
    static let largestWrite = 1 << 20

    /// Writes all of `bytes` to file descriptor `descriptor`, retrying short writes.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(BrokenPipe) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, min(left, largestWrite))
            if written < 0 {
                if errno == EINTR { continue }
                throw BrokenPipe(reason: String(cString: strerror(errno)))
            }
            next += written
            left -= written
        }
    }

    /// Reads exactly `buffer.count` bytes of the child's standard output; false at its end
    /// (a partial frame at the end counts as the end).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        let descriptor = outputPipe.fileHandleForReading.fileDescriptor
        guard var next = buffer.baseAddress else { return true }
        var left = buffer.count
        while left > 0 {
            let count = Foundation.read(descriptor, next, left)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            next += count
            left -= count
        }
        return true
    }

    /// Closes the child's standard input (its end of input), waits for it to exit and says how it ended.
    @discardableResult
    func finish() -> Ending {
        try? inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return Ending(
            status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
            errorLog: String(decoding: errorLog.wait(), as: UTF8.self)
        )
    }

    /// Kills the child now (cancellation, or an error on this side); `finish()` then reaps it.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// How the child ended.
    struct Ending {
        var status: Int32
        var exitedNormally: Bool
        /// Everything it wrote to standard error (the last 64 KiB).
        var errorLog: String

        var succeeded: Bool { exitedNormally && status == 0 }

        /// Whether standard error names an error: ffmpeg 5 can exit with status 0 after failing
        /// to write its output's end ("Error writing trailer …: File too large").
        var reportsError: Bool { errorLog.range(of: "error", options: .caseInsensitive) != nil }

        /// The child's own last words: the last line of standard error that is not a progress line.
        var lastErrorLine: String? {
            errorLog.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .last { !$0.isEmpty && !$0.hasPrefix("frame=") && !$0.hasPrefix("size=") }
        }

        /// "exit status N" or "killed by signal N".
        var summary: String { exitedNormally ? "exit status \(status)" : "killed by signal \(status)" }
    }

    /// A write to a child that no longer reads.
    struct BrokenPipe: Error {
        var reason: String
    }
}

/// Linux's `F_SETPIPE_SZ`, which Glibc's Swift module does not export (it needs `_GNU_SOURCE`).
private let linuxSetPipeSize: Int32 = 1031
