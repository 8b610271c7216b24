import Foundation
import Segue

/// A job's fields turned into its command's arguments, one segment per field (or per parameter),
/// each remembering where it was written so that the command's complaints can point at it.
struct BatchJobOptions {
    /// The arguments one field (or one parameter, or one effect) became.
    struct Segment {
        var key: String
        var position: JSONPosition
        var arguments: [String]
        /// For a parameter: the effect it belongs to (nil: the job's transition) and its assignment.
        var effect: String?
        var parameter: ParameterAssignment?
    }

    /// A mistake at a place in the manifest.
    struct Mistake {
        var position: JSONPosition
        var message: String
    }

    /// Where the job writes: absolute, and as written.
    struct Output {
        var path: String
        var written: String
        var position: JSONPosition
    }

    let kind: BatchJobKind
    let folder: URL
    var segments: [Segment] = []
    var out: Output?
    var inputs: [String] = []

    init(kind: BatchJobKind, folder: URL) {
        self.kind = kind
        self.folder = folder
    }

    /// `text` taken against the manifest's folder unless absolute.
    func resolved(_ text: String) -> String {
        if text.hasPrefix("/") { return text }
        let path = folder.appendingPathComponent(text).standardizedFileURL.path
        return text.hasSuffix("/") && !path.hasSuffix("/") ? path + "/" : path
    }

    /// Adds one field of the job, or says what is wrong with it.
    mutating func add(_ field: JSONObject.Member) -> Mistake? {
        let (key, value) = (field.key, field.value)
        switch key {
        case "out": return addOut(value)
        case "params" where kind.ownKeys.contains(key): return addParameters(value, effect: nil)
        case "inputs" where kind == .concat: return addInputs(value)
        case "effects" where kind == .apply: return addEffects(value)
        default: break
        }
        if let reason = BatchJobKind.refusedKeys[key] {
            return Mistake(position: field.keyPosition, message: "'\(key)' is not taken in a batch: \(reason)")
        }
        guard let arity = kind.options[key] else {
            let known = Array(kind.options.keys.filter { BatchJobKind.refusedKeys[$0] == nil }) + kind.ownKeys + ["out"]
            let hint = didYouMean(closestNames(to: key, in: known)) ?? "see segue \(kind) --help"
            return Mistake(position: field.keyPosition, message: "unknown key '\(key)' for a \(kind) job; \(hint)")
        }
        switch arity {
        case .flag:
            guard case .bool(let on) = value.value else {
                return Mistake(position: value.position, message: "'\(key)' is a switch: give true or false")
            }
            if on { segments.append(Segment(key: key, position: field.keyPosition, arguments: ["--" + key])) }
        case .value:
            guard let text = Self.text(value) else {
                return Mistake(position: value.position, message: "'\(key)' takes a string or a number")
            }
            let argument = kind.pathKeys.contains(key) ? resolved(text) : text
            segments.append(Segment(key: key, position: value.position, arguments: ["--" + key, argument]))
        case .list:
            let elements: [JSONNode]
            if case .array(let list) = value.value { elements = list } else { elements = [value] }
            for element in elements {
                guard let text = Self.text(element) else {
                    return Mistake(position: element.position, message: "'\(key)' takes strings or numbers")
                }
                segments.append(Segment(key: key, position: element.position, arguments: ["--" + key, text]))
            }
        }
        return nil
    }

    /// A value as the command line would take it: a string as it is, a number as written.
    static func text(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(_, let written): written
        default: nil
        }
    }

    private mutating func addOut(_ value: JSONNode) -> Mistake? {
        guard case .string(let text) = value.value, !text.isEmpty else {
            return Mistake(position: value.position, message: "'out' must name the file or folder the job writes")
        }
        guard text != "-" else {
            return Mistake(
                position: value.position,
                message: "'out' must be a file or folder; a batch job cannot write to standard output")
        }
        out = Output(path: resolved(text), written: text, position: value.position)
        return nil
    }

    private mutating func addInputs(_ value: JSONNode) -> Mistake? {
        guard case .array(let list) = value.value, !list.isEmpty else {
            return Mistake(position: value.position, message: "'inputs' must be a list of stills and clips")
        }
        for element in list {
            guard case .string(let text) = element.value, !text.isEmpty, !text.hasPrefix("-") else {
                return Mistake(position: element.position, message: "each of 'inputs' must name a still or a clip")
            }
            inputs.append(resolved(text))
        }
        segments.insert(Segment(key: "inputs", position: value.position, arguments: inputs), at: 0)
        return nil
    }
}
