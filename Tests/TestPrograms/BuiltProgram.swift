import Foundation
import Segue

/// An executable of this package, built next to the test bundle by `swift build --build-tests`,
/// run as a user runs it: arguments, working directory, environment, exit status and output.
public struct BuiltProgram: Sendable {
    /// The executable's location.
    public let url: URL

    /// What a run printed and how it ended.
    public struct Output: Sendable {
        /// The exit status, or the signal's number when `signal` is set.
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The signal that killed the program, nil when it exited.
        public var signal: Int32? = nil
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

    /// Runs the program to its end with `input` on its standard input; a failure to start is reported as status -1.
    @discardableResult
    public func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], input: Data? = nil
    ) -> Output {
        let child = ChildProcess(
            url.path, arguments: arguments, input: input, environment: environment, directory: directory.path)
        do {
            let result = try child.run()
            return Output(
                status: result.status, stdout: result.outputText, stderr: result.errorText,
                signal: result.exitedNormally ? nil : result.status)
        } catch {
            return Output(status: -1, stdout: "", stderr: error.description)
        }
    }
}
