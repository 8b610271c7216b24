import Foundation

/// The documentation examples that test files copy verbatim and compile, read back from the
/// test file's own source text to compare with the documentation.
enum CompiledCopy {
    /// The text of `file` (the caller's source) from the first `start` to the `end` after it, each
    /// line without its first eight characters (the indentation of a method's body).
    static func text(after start: String, before end: String, in file: String = #filePath) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        let body = source.components(separatedBy: start)[1].components(separatedBy: end)[0]
        return body.split(separator: "\n").map { $0.dropFirst(8) }.joined(separator: "\n")
    }
}
