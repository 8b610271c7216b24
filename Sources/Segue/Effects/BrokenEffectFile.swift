import Foundation

/// A file of a shader folder that did not load. Its effect is unavailable; the rest of the
/// folder loads as if it were absent, so one bad file never stops the others.
public struct BrokenEffectFile: Sendable, Equatable {
    /// The effect the file would define: its `@name`, else the file's name without extension.
    public var name: String
    /// The file's path.
    public var file: String
    /// What is wrong, located in the file (`file:line: message`, as `segue shader check` says it).
    public var diagnostic: ShaderDiagnostic

    /// Records why `file` (whose text is `source`, when it could be read) failed to load.
    init(file: String, source: String?, error: EffectError) {
        self.file = file
        name =
            source.flatMap(Self.declaredName)
            ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        diagnostic = Self.diagnostic(of: error, file: file)
    }

    /// The error asking for the effect gives: the file's own diagnostic, one line.
    var unavailable: EffectError {
        .malformedShader(
            file: diagnostic.file, line: diagnostic.line,
            message: diagnostic.message + " (so the effect \(name) is unavailable)")
    }

    /// The first message of `error`, located in a file where it names one.
    static func diagnostic(of error: EffectError, file: String) -> ShaderDiagnostic {
        switch error {
        case .malformedShader(let file, let line, let message):
            return ShaderDiagnostic(file: file, line: line, column: 0, message: message)
        case .malformedBehaviourFile(let file, let line, let column, let message):
            return ShaderDiagnostic(file: file, line: line, column: column, message: message)
        case .shaderCompile(let diagnostics) where !diagnostics.isEmpty:
            return diagnostics[0]
        case .unreadableFile(_, let reason):
            return ShaderDiagnostic(file: file, line: 0, column: 0, message: "cannot read: \(reason)")
        default:
            return ShaderDiagnostic(file: file, line: 0, column: 0, message: error.description)
        }
    }

    /// The `@name` of a native header, found without parsing the rest (which may be what is broken).
    private static func declaredName(in source: String) -> String? {
        ShaderDirective.header(of: source, file: "").first { $0.key == "name" }?.value.split(
            whereSeparator: \.isWhitespace
        ).first.map(String.init)
    }
}
