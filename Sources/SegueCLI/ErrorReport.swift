import Foundation

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

/// A file the CLI itself reads (a gesture track) that could not be read, with the system's reason.
struct FileReadFailure: Error, CustomStringConvertible {
    var path: String
    var underlying: any Error

    var description: String { "\(path): cannot read: \((underlying as NSError).localizedDescription)" }
}
