import Foundation
import Segue

/// A mistake at a place in a manifest.
public struct JobMistake: Error, Equatable, Sendable {
    public var position: JSONPosition
    public var message: String

    public init(position: JSONPosition, message: String) {
        (self.position, self.message) = (position, message)
    }
}

/// One job of a batch manifest, decoded straight into its job value: every value read by its
/// option's own rule, files taken against the manifest's folder, each mistake kept with its place.
public struct ManifestJob<Job: JobDescription> {
    /// Where the job writes: absolute, and as written.
    public struct Output: Equatable, Sendable {
        public var path: String
        public var written: String
        public var position: JSONPosition
    }

    /// The job, its values of the wrong form left at their defaults.
    public var job = Job()
    public var out: Output?
    /// Each option given, in the manifest's order, and where: `param` for each parameter.
    public internal(set) var given: [(key: String, position: JSONPosition)] = []
    /// Where each parameter was given: render's and concat's in `job.parameters`' order, apply's
    /// in its steps' order.
    public internal(set) var parameterPositions: [JSONPosition] = []
    /// Where each of an apply job's effects was named.
    public internal(set) var effectPositions: [JSONPosition] = []
    /// Mistakes of the manifest's form: unknown or refused keys, values of the wrong JSON type.
    public internal(set) var mistakes: [JobMistake] = []
    /// Values that are not of their option's type, as the command line complains of them: the
    /// command would check these once the job is whole, so the reader reports them with its checks.
    public internal(set) var valueMistakes: [JobMistake] = []
    /// Options whose value was refused.
    public internal(set) var badValues: Set<String> = []
    /// Whether a value reads as an option (`-1`): as on the command line, the complaint about it
    /// is the last about a value, and the options are not checked together.
    public internal(set) var lacksAValue = false
    /// What relative files are taken against.
    public let folder: URL

    /// Decodes the members of `object`, a job's `{"out": …, …}`.
    public init(decoding object: JSONObject, folder: URL) {
        self.folder = folder
        for member in object.members {
            if let mistake = add(member) { mistakes.append(mistake) }
        }
    }

    /// `text` taken against the manifest's folder unless absolute.
    public func resolved(_ text: String) -> String {
        if text.hasPrefix("/") { return text }
        let path = folder.appendingPathComponent(text).standardizedFileURL.path
        return text.hasSuffix("/") && !path.hasSuffix("/") ? path + "/" : path
    }

    /// The first option the job cannot do without that the manifest does not give (`out` aside).
    public var missingKey: JobKey<Job>? {
        Job.keys.first { key in
            key.isRequired && key.name != "out" && !badValues.contains(key.name)
                && !given.contains { $0.key == key.name || key.aliases.contains($0.key) }
        }
    }

    /// The options the manifest gives as command-line words, in its order (a concat's inputs
    /// first) and each as given, default or not: what a batch record's hash is made of, as it was
    /// when a manifest's job was read as a command line.
    public var givenWords: [String] {
        var written: Set<String> = []
        return given.flatMap { entry -> [String] in
            guard entry.key != "out", written.insert(entry.key).inserted, let key = Job.key(entry.key) else {
                return []
            }
            return key.write(job, true)
        }
    }

    /// Every key a manifest may give a job of this kind.
    public static var manifestKeys: [String] {
        Job.keys.filter { $0.batchRefusal == nil && $0.read != nil }.flatMap { [$0.name] + $0.aliases }
            + Job.kind.ownKeys + (Job.keys.contains { $0.name == "out" } ? [] : ["out"])
    }

    private mutating func add(_ member: JSONObject.Member) -> JobMistake? {
        let (name, value) = (member.key, member.value)
        if name == "out" { return addOut(value) }
        if Job.kind.ownKeys.contains(name) { return addOwn(member) }
        let key = Job.key(name)
        if let reason = JobKind.refusedKeys[name] ?? key?.batchRefusal {
            return JobMistake(position: member.keyPosition, message: "'\(name)' is not taken in a batch: \(reason)")
        }
        guard let key, let read = key.read else {
            let hint = didYouMean(closestNames(to: name, in: Self.manifestKeys)) ?? "see segue \(Job.kind) --help"
            return JobMistake(
                position: member.keyPosition, message: "unknown key '\(name)' for \(Job.kind.job); \(hint)")
        }
        if key.isFlag {
            guard case .bool(let on) = value.value else {
                return JobMistake(position: value.position, message: "'\(name)' is a switch: give true or false")
            }
            if on {
                given.append((key.name, member.keyPosition))
                _ = read(&job, "true")
            }
            return nil
        }
        guard let written = Self.text(value) else {
            return JobMistake(position: value.position, message: "'\(name)' takes a string or a number")
        }
        let text = key.isPath ? resolved(written) : written
        if text.hasPrefix("-") && text != "-" && !key.takesDashedValues {
            badValues.insert(key.name)
            // The library's checks still see it, as they did before the command line was parsed.
            _ = read(&job, text)
            given.append((key.name, value.position))
            complain("Missing value for '\(key.synopsis)'", at: value.position)
            lacksAValue = true
            return nil
        }
        guard read(&job, text) else {
            badValues.insert(key.name)
            complain(Self.invalidValue(text, for: key), at: value.position)
            return nil
        }
        given.append((key.name, value.position))
        return nil
    }

    /// Keeps a complaint about a value, unless one that reads as an option came before it.
    private mutating func complain(_ message: String, at position: JSONPosition) {
        if !lacksAValue { valueMistakes.append(JobMistake(position: position, message: message)) }
    }

    /// The complaint about `text` given to `key`, worded as the command line's.
    static func invalidValue(_ text: String, for key: JobKey<Job>) -> String {
        let choices = key.choices.map { "'\($0)'" }
        let list: String
        switch choices.count {
        case 0: list = ""
        case 1...2: list = ". Please provide one of \(choices.joined(separator: " and "))."
        default: list = ". Please provide one of \(choices.dropLast().joined(separator: ", ")) or \(choices.last!)."
        }
        return "The value '\(text)' is invalid for '\(key.synopsis)'\(list)"
    }

    /// A value as the command line would take it: a string as it is, a number as written.
    static func text(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(_, let written): written
        default: nil
        }
    }

    private mutating func addOut(_ value: JSONNode) -> JobMistake? {
        guard case .string(let text) = value.value, !text.isEmpty else {
            return JobMistake(position: value.position, message: "'out' must name the file or folder the job writes")
        }
        guard text != "-" else {
            return JobMistake(
                position: value.position,
                message: "'out' must be a file or folder; a batch job cannot write to standard output")
        }
        out = Output(path: resolved(text), written: text, position: value.position)
        if let key = Job.key("out") { _ = key.read?(&job, out!.path) }
        return nil
    }
}
