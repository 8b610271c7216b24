import Segue

/// One option of a job: its manifest key, which is also the command line's long option, its help
/// (the CLI's `--help` and the manifest's documentation both read it here), how a manifest's value
/// sets it and how the command line writes it.
public struct JobKey<Job> {
    /// The manifest key and long option, without dashes.
    public let name: String
    /// Other long options that set the same field (`quality` for `crf`).
    public let aliases: [String]
    /// The option's help, as `segue KIND --help` prints it.
    public let help: String
    /// The value's placeholder in help and errors; nil: the option's name.
    public let valueName: String?
    /// Whether the option is a switch: `true` or `false` in a manifest, bare on the command line.
    public let isFlag: Bool
    /// Whether a manifest's value names a file, taken against the manifest's folder.
    public let isPath: Bool
    /// Whether a job cannot do without it.
    public let isRequired: Bool
    /// Whether its value may start with a dash (`--encoder-args "-preset fast"`); any other
    /// option's value may not, as on the command line, where it would read as an option.
    public let takesDashedValues: Bool
    /// The values an option of fixed choices takes, for its error message.
    public let choices: [String]
    /// Why a batch refuses the key; nil where a manifest may give it.
    public let batchRefusal: String?
    /// Sets the field from a manifest value's text; false when the text is not a value of its type.
    /// Nil for keys a manifest does not give this way (refused, or decoded by the manifest's own rules).
    let read: ((inout Job, String) -> Bool)?
    /// The command-line words that give the job's value: empty where it is unset, or where it is
    /// the default unless `always`.
    let write: (_ job: Job, _ always: Bool) -> [String]

    /// The value's placeholder as errors write it: `--duration <duration>`.
    public var synopsis: String { "--\(name) <\(valueName ?? name)>" }
}

extension JobKey {
    /// A key holding one value of type `Value`, written on the command line unless it is the
    /// default (or always, with `alwaysWritten`).
    public static func value<Value: JobArgument>(
        _ name: String, _ field: WritableKeyPath<Job, Value>, help: String, valueName: String? = nil,
        aliases: [String] = [], isPath: Bool = false, isRequired: Bool = false, alwaysWritten: Bool = false,
        takesDashedValues: Bool = false, default defaultValue: Value, batchRefusal: String? = nil
    ) -> JobKey {
        JobKey(
            name: name, aliases: aliases, help: help, valueName: valueName, isFlag: false, isPath: isPath,
            isRequired: isRequired, takesDashedValues: takesDashedValues, choices: Value.choices,
            batchRefusal: batchRefusal,
            read: { job, text in
                guard let value = Value(jobText: text) else { return false }
                job[keyPath: field] = value
                return true
            },
            write: { job, always in
                let value = job[keyPath: field]
                guard always || alwaysWritten || isRequired || value.jobText != defaultValue.jobText,
                    let text = value.jobText
                else { return [] }
                return ["--" + name, text]
            })
    }

    /// A switch, off unless given.
    public static func flag(
        _ name: String, _ field: WritableKeyPath<Job, Bool>, help: String, batchRefusal: String? = nil
    ) -> JobKey {
        JobKey(
            name: name, aliases: [], help: help, valueName: nil, isFlag: true, isPath: false, isRequired: false,
            takesDashedValues: false, choices: [], batchRefusal: batchRefusal,
            read: { job, text in
                job[keyPath: field] = text == "true"
                return true
            },
            write: { job, _ in job[keyPath: field] ? ["--" + name] : [] })
    }

    /// A key the manifest gives in its own form (`params`, `inputs`, `effects`) or refuses, with
    /// how the command line writes it.
    public static func written(
        _ name: String, help: String, valueName: String? = nil, batchRefusal: String? = nil,
        write: @escaping (Job) -> [String]
    ) -> JobKey {
        JobKey(
            name: name, aliases: [], help: help, valueName: valueName, isFlag: false, isPath: false,
            isRequired: false, takesDashedValues: false, choices: [], batchRefusal: batchRefusal, read: nil,
            write: { job, _ in write(job) })
    }
}
