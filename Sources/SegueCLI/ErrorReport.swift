import ArgumentParser
import Foundation
import SegueJobs

/// Writes `message` to standard error as `segue: error: …`, one line per line of `message` (a shader's
/// compiler messages, say), with `note` in parentheses after the last.
///
/// Every error the CLI prints goes through here, so that tools reading stderr see one form.
func reportError(_ message: String, note: String? = nil) {
    var lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if lines.isEmpty { lines = ["unknown error"] }
    if let note { lines[lines.count - 1] += " (\(note))" }
    FileHandle.standardError.write(Data(lines.map { "segue: error: \($0)\n" }.joined().utf8))
}

/// Runs `check`, a job's `JobOptionError` thrown as ArgumentParser's usage error: ArgumentParser
/// wraps any other error a command's `validate()` throws, which would lose its status 2.
func usageChecked(_ check: () throws -> Void) throws {
    do {
        try check()
    } catch let mistake as JobOptionError {
        throw ValidationError(mistake.description)
    }
}
