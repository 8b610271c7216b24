import Segue

/// A `--param name=value` argument: the parameter's name and its value as typed, split at the first `=`.
public struct ParameterAssignment: Equatable, Sendable {
    public var name: String
    /// The value's text, checked against the parameter's type by the library.
    public var value: String

    /// `name` set to the text `value` (a spec file's parameter).
    public init(name: String, value: String) {
        (self.name, self.value) = (name, value)
    }

    /// The assignment `name=value` written as one argument; nil without a name before `=`.
    public init?(text: String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        name = String(text[..<equals])
        value = String(text[text.index(after: equals)...])
    }

    /// The assignment as one argument, `name=value`.
    public var text: String { "\(name)=\(value)" }

    /// The value for `parameter` of `effect`, parsed from the text here at the CLI's edge; an image
    /// parameter's text is a file, read here too within `limits`.
    public func value(
        for parameter: EffectParameter, of effect: String, limits: ImageLimits = ImageLimits()
    ) throws -> ParameterValue {
        if parameter.type == .image { return .image(try Image(contentsOfFile: value, limits: limits)) }
        return try parameter.value(from: value, effect: effect)
    }
}

extension [ParameterAssignment] {
    /// The command-line words: `--param name=value` each.
    var words: [String] { flatMap { ["--param", $0.text] } }
}
