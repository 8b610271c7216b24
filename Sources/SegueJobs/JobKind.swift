import Segue

/// The commands a job may be.
public enum JobKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case render, concat, apply

    public var description: String { rawValue }

    /// "a render job", "an apply job": the kind as a message names one.
    var job: String { (self == .apply ? "an " : "a ") + rawValue + " job" }

    /// The keys a manifest gives in its own form rather than as an option's value: `params`, and a
    /// concat's `inputs` and an apply's `effects`.
    public var ownKeys: [String] {
        switch self {
        case .render: ["params"]
        case .concat: ["inputs", "params"]
        case .apply: ["effects"]
        }
    }

    /// Why a batch refuses `--param`: a manifest names parameters in an object.
    static let parameterRefusal = "give parameters as \"params\": {\"name\": value}"

    /// Keys a batch refuses, whatever the job's kind: each option a batch sets itself or that
    /// makes no sense without a terminal, and the command line's own (`help`, `version`).
    public static var refusedKeys: [String: String] {
        var refused = [
            "help": "not an option of a job", "version": "not an option of a job", "param": parameterRefusal,
        ]
        let keys =
            RenderJob.keys.map { ($0.name, $0.batchRefusal) } + ConcatJob.keys.map { ($0.name, $0.batchRefusal) }
            + ApplyJob.keys.map { ($0.name, $0.batchRefusal) }
        for case (let name, let reason?) in keys { refused[name] = reason }
        return refused
    }
}

/// A job's type: its kind and its options.
public protocol JobDescription {
    /// The command the job runs.
    static var kind: JobKind { get }
    /// Every option: its manifest key and long option, help, and how it is read and written.
    static var keys: [JobKey<Self>] { get }
    /// A job of every default, for a manifest's values to fill.
    init()
}

extension JobDescription {
    /// The option named `name` (or one of its aliases).
    public static func key(_ name: String) -> JobKey<Self>? {
        keys.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The command-line words, `render --from …`, that make this job: options in the table's
    /// order, defaults left out.
    public var words: [String] {
        [Self.kind.rawValue] + Self.keys.flatMap { $0.write(self, false) }
    }

    /// The shell command that makes this job, each word quoted where the shell needs it.
    public var commandLine: String {
        (["segue"] + words).map(ShellWord.quoted).joined(separator: " ")
    }
}

/// Words as a POSIX shell reads them.
public enum ShellWord {
    /// `text` as one shell word: as it is when plain, else in single quotes.
    public static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:#".contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
