import Foundation
import Segue

extension RunnableJob {
    /// The job as a manifest's entry, `{"render": {…}}`: each option that differs from its default
    /// as its manifest key, with `out`; what `BatchManifest.read` reads back into the same job.
    public var manifestEntry: String {
        var members = Self.keys.compactMap { key -> String? in
            guard key.read != nil, key.batchRefusal == nil, !Self.kind.ownKeys.contains(key.name) else { return nil }
            let words = key.write(self, false)
            if key.isFlag { return words.isEmpty ? nil : "\(Self.jsonText(key.name)): true" }
            return words.count == 2 ? "\(Self.jsonText(key.name)): \(Self.jsonText(words[1]))" : nil
        }
        members += ownMembers
        if !Self.keys.contains(where: { $0.name == "out" }) { members.append("\"out\": \(Self.jsonText(out))") }
        return "{\(Self.jsonText(Self.kind.rawValue)): {" + members.joined(separator: ", ") + "}}"
    }

    /// The keys a manifest gives in their own form: parameters, a concat's inputs, an apply's effects.
    private var ownMembers: [String] {
        switch self {
        case let render as RenderJob:
            return render.parameters.isEmpty ? [] : ["\"params\": " + Self.parametersText(render.parameters)]
        case let concat as ConcatJob:
            return ["\"inputs\": [" + concat.inputs.map(Self.jsonText).joined(separator: ", ") + "]"]
                + (concat.parameters.isEmpty ? [] : ["\"params\": " + Self.parametersText(concat.parameters)])
        case let apply as ApplyJob:
            let steps = apply.steps.map { step in
                "{\"effect\": \(Self.jsonText(step.effect)), \"params\": \(Self.parametersText(step.parameters))}"
            }
            return ["\"effects\": [" + steps.joined(separator: ", ") + "]"]
        default:
            return []
        }
    }

    private static func parametersText(_ parameters: [ParameterAssignment]) -> String {
        "{" + parameters.map { "\(jsonText($0.name)): \(jsonText($0.value))" }.joined(separator: ", ") + "}"
    }

    /// `text` as a JSON string, quoted and escaped.
    private static func jsonText(_ text: String) -> String {
        // Encoding a string cannot fail.
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

extension BatchManifest {
    /// The manifest of `jobs`, one entry a line, for `segue batch` or `read`.
    public static func text(of jobs: [any RunnableJob]) -> String {
        "{\"jobs\": [\n" + jobs.map(\.manifestEntry).joined(separator: ",\n") + "\n]}\n"
    }
}
