import Foundation
import Segue
import Testing

@Suite("ChildProcess")
struct ChildProcessTests {
    static let shell = "/bin/sh"

    @Test func capturesBothOutputsAndTheStatus() throws {
        let result = try ChildProcess(Self.shell, arguments: ["-c", "echo out; echo err >&2; exit 3"]).run()
        #expect(result.status == 3 && result.exitedNormally && !result.succeeded && !result.timedOut)
        #expect(result.outputText == "out\n")
        #expect(result.errorText == "err\n")
    }

    @Test func feedsStandardInputLargerThanAPipe() throws {
        let input = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0) })
        let result = try ChildProcess("/bin/cat", input: input).run()
        #expect(result.succeeded)
        #expect(result.standardOutput == input)
    }

    @Test func drainsALargeStandardErrorWhileReadingStandardOutput() throws {
        let result = try ChildProcess(Self.shell, arguments: ["-c", "head -c 1000000 /dev/zero >&2; echo done"]).run()
        #expect(result.succeeded)
        #expect(result.standardError.count == 1_000_000 && result.outputText == "done\n")
    }

    @Test func passesEnvironmentAndDirectory() throws {
        let result = try ChildProcess(
            Self.shell, arguments: ["-c", "echo $SEGUE_CHILD_TEST; pwd"],
            environment: ["SEGUE_CHILD_TEST": "set"], directory: "/"
        ).run()
        #expect(result.outputText == "set\n/\n")
    }

    @Test func killsAChildThatRunsPastItsTimeout() throws {
        let result = try ChildProcess(Self.shell, arguments: ["-c", "exec sleep 10"], timeout: 0.2).run()
        #expect(result.timedOut && !result.exitedNormally && !result.succeeded)
    }

    @Test func reportsAnExecutableThatCannotStart() {
        #expect(throws: ChildProcess.LaunchError.self) { try ChildProcess("/nonexistent/program").run() }
    }

    @Test func locatesNamesInTheSearchPath() {
        #expect(ChildProcess.locate("sh", searchPath: "/nonexistent:/bin") == "/bin/sh")
        #expect(ChildProcess.locate("sh", searchPath: "/nonexistent") == nil)
        #expect(ChildProcess.locate("/bin/sh") == "/bin/sh")
        #expect(ChildProcess.locate("/nonexistent/sh") == nil)
    }
}
