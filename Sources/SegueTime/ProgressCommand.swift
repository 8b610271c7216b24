/// A command read from a line of progress input (e.g. stdin of a CLI): a progress value or the gesture's end.
public enum ProgressCommand: Sendable, Equatable {
    /// Set the interactive progress to this value in [0, 1].
    case progress(Double)
    /// Let go and finish the transition.
    case finish
    /// Let go and cancel the transition.
    case cancel

    /// What a line may hold, for help and error text.
    public static let validForms =
        "a number in [0, 1], \"finish\" or \"cancel\"; blank lines and # comments are ignored"

    /// Parses one line; nil for a line with no command (blank, or only a `#` comment).
    ///
    /// Whitespace around the command and anything from `#` on are ignored; keywords are case-insensitive.
    public static func parse(line: String) throws(TimingError) -> ProgressCommand? {
        let content = line.firstIndex(of: "#").map { line[..<$0] } ?? Substring(line)
        let token = timingTrimmed(content)
        guard !token.isEmpty else { return nil }
        switch token.lowercased() {
        case "finish": return .finish
        case "cancel": return .cancel
        default: break
        }
        guard let value = Double(token) else {
            throw .invalidProgressLine(line: line, reason: "\"\(token)\" is not a command; expected \(validForms)")
        }
        guard !value.isNaN else {
            throw .invalidProgressLine(line: line, reason: "NaN is not a progress; expected a number in [0, 1]")
        }
        guard (0...1).contains(value) else {
            throw .invalidProgressLine(line: line, reason: "\(token) is outside the valid range [0, 1]")
        }
        return .progress(value)
    }
}
