import Foundation

/// An executable of this package, built next to the test bundle by `swift build --build-tests`,
/// run as a user runs it: arguments, working directory, environment, exit status and output.
public struct BuiltProgram: Sendable {
    /// The executable's location.
    public let url: URL

    /// What a run printed and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The executable called `name` in the test bundle's build folder.
    public init(_ name: String) {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.appendingPathComponent(name),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
        ]
        url = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The package's root folder, where examples/ and Tests/ live.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the program to its end; a failure to start is reported as status -1.
    @discardableResult
    public func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return Output(status: -1, stdout: "", stderr: "cannot run \(url.path): \(error)")
        }
        // Drain stderr on another thread so that a full pipe never blocks the child.
        let errors = DrainedPipe()
        let reader = Thread {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            errors.done.signal()
        }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errors.done.wait()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: errors.data, as: UTF8.self))
    }
}

/// Bytes read from a pipe on another thread; `done` orders the write before the read.
private final class DrainedPipe: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
