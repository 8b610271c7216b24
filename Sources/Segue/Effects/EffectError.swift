/// Why an effect or transition could not be found, loaded, compiled or given a parameter.
public enum EffectError: Error, Equatable, Sendable {
    /// No effect (or transition) of that name; `available` lists those that exist.
    case unknownEffect(name: String, kind: String, available: [String])
    /// A parameter the effect does not declare; `valid` lists those it does.
    case unknownParameter(effect: String, name: String, valid: [String])
    /// A parameter the transition sets from its progress, which users cannot set.
    case parameterDrivenByProgress(effect: String, name: String)
    /// A parameter value of the wrong type or out of range; `expected` says what would do.
    case invalidParameterValue(effect: String, name: String, value: String, expected: String)
    /// A shader file whose header or body breaks the file format.
    case malformedShader(file: String, line: Int, message: String)
    /// A behaviour file (JSON) that breaks the format: its syntax, a key, a type, a value out of range.
    case malformedBehaviourFile(file: String, line: Int, column: Int, message: String)
    /// A shader the driver rejected, with each message mapped to the author's file and line.
    case shaderCompile(diagnostics: [ShaderDiagnostic])
    /// An effect file or folder that could not be read; `reason` is the operating system's.
    case unreadableFile(path: String, reason: String)
    /// A lookup table (a LUT image, a `.cube` file, an `.acv` curve file) that cannot be used;
    /// `line` is the text line at fault, where there is one.
    case malformedLookupTable(file: String, line: Int?, message: String)
}

extension EffectError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownEffect(let name, let kind, let available):
            return "unknown \(kind) '\(name)'; " + Self.hint(for: name, among: available)
        case .unknownParameter(let effect, let name, let valid):
            return "\(effect) has no parameter '\(name)'; "
                + (valid.isEmpty ? "it has none" : Self.hint(for: name, among: valid))
        case .parameterDrivenByProgress(let effect, let name):
            return "\(effect).\(name) is driven by the transition's progress and cannot be set"
        case .invalidParameterValue(let effect, let name, let value, let expected):
            return "\(effect).\(name) = \(value) is invalid: expected \(expected)"
        case .malformedShader(let file, let line, let message): return "\(file):\(line): \(message)"
        case .malformedBehaviourFile(let file, let line, let column, let message):
            return "\(file):\(line):\(column): \(message)"
        case .shaderCompile(let diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
        case .unreadableFile(let path, let reason): return "\(path): cannot read: \(reason)"
        case .malformedLookupTable(let file, let line?, let message): return "\(file):\(line): \(message)"
        case .malformedLookupTable(let file, nil, let message): return "\(file): \(message)"
        }
    }
}

extension EffectError {
    /// Lists this many names in full when none is close; longer lists would bury the mistake.
    private static let shortList = 8

    /// The closest names to `name`, else the whole list when it is short, else how many there are.
    private static func hint(for name: String, among names: [String]) -> String {
        if let suggestion = didYouMean(closestNames(to: name, in: names)) { return suggestion }
        if names.count <= shortList { return "valid: " + names.joined(separator: ", ") }
        return "none of the \(names.count) available is close"
    }
}
