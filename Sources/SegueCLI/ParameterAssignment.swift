import ArgumentParser
import Segue

/// A `--param name=value` argument: the parameter's name and its value as typed, split at the first `=`.
struct ParameterAssignment: ExpressibleByArgument, Equatable {
    var name: String
    /// The value's text, checked against the parameter's type by the library.
    var value: String

    /// `name` set to the text `value` (a spec file's parameter).
    init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// The value for `parameter` of `effect`, parsed from the text here at the CLI's edge; an image
    /// parameter's text is a file, read here too within `limits`.
    func value(
        for parameter: EffectParameter, of effect: String, limits: ImageLimits = ImageLimits()
    ) throws -> ParameterValue {
        if parameter.type == .image { return .image(try Image(contentsOfFile: value, limits: limits)) }
        return try parameter.value(from: value, effect: effect)
    }

    /// The one-line complaint about `argument`, for parsers that read `--param` themselves.
    static func invalid(_ argument: String) -> ValidationError {
        ValidationError("The value '\(argument)' is invalid for '--param <name=value>'")
    }
}
