import ArgumentParser
import SegueJobs

extension ParameterAssignment: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(text: argument)
    }

    /// The one-line complaint about `argument`, for parsers that read `--param` themselves.
    static func invalid(_ argument: String) -> ValidationError {
        ValidationError("The value '\(argument)' is invalid for '--param <name=value>'")
    }
}
