import Segue

extension ManifestJob {
    /// A key the manifest gives in its own form: `params` (an object), a concat's `inputs` (a
    /// list) and an apply's `effects` (a list of objects).
    mutating func addOwn(_ member: JSONObject.Member) -> JobMistake? {
        switch member.key {
        case "params":
            let (assignments, mistake) = parameters(member.value)
            change(RenderJob.self) { $0.parameters += assignments }
            change(ConcatJob.self) { $0.parameters += assignments }
            return mistake
        case "inputs": return addInputs(member.value)
        case "effects": return addEffects(member.value)
        default: return nil
        }
    }

    /// Changes the job where it is a `Kind`.
    private mutating func change<Kind>(_ kind: Kind.Type, _ body: (inout Kind) -> Void) {
        guard var typed = job as? Kind else { return }
        body(&typed)
        if let job = typed as? Job { self.job = job }
    }

    /// `params`: each member a parameter, its value as `--param` would write it; those before a
    /// mistake are kept.
    private mutating func parameters(_ value: JSONNode) -> ([ParameterAssignment], JobMistake?) {
        guard case .object(let object) = value.value else {
            return ([], JobMistake(position: value.position, message: "'params' must be an object of names and values"))
        }
        var assignments: [ParameterAssignment] = []
        for member in object.members {
            guard let text = Self.parameterText(member.value) else {
                let mistake = JobMistake(
                    position: member.value.position,
                    message: "parameter '\(member.key)' must be a number, a boolean, a list of numbers or text")
                return (assignments, mistake)
            }
            assignments.append(ParameterAssignment(name: member.key, value: text))
            given.append(("param", member.keyPosition))
            parameterPositions.append(member.keyPosition)
        }
        return (assignments, nil)
    }

    private mutating func addInputs(_ value: JSONNode) -> JobMistake? {
        guard case .array(let list) = value.value, !list.isEmpty else {
            return JobMistake(position: value.position, message: "'inputs' must be a list of stills and clips")
        }
        var inputs: [String] = []
        for element in list {
            guard case .string(let text) = element.value, !text.isEmpty, !text.hasPrefix("-") else {
                return JobMistake(position: element.position, message: "each of 'inputs' must name a still or a clip")
            }
            inputs.append(resolved(text))
        }
        change(ConcatJob.self) { $0.inputs = inputs }
        given.insert(("inputs", value.position), at: 0)
        return nil
    }

    /// `effects` of an apply job: `[{"effect": NAME, "params": {…}}, …]`.
    private mutating func addEffects(_ value: JSONNode) -> JobMistake? {
        guard case .array(let list) = value.value, !list.isEmpty else {
            return JobMistake(
                position: value.position, message: "'effects' must be a list such as [{\"effect\": \"Sepia\"}]")
        }
        for element in list {
            guard case .object(let step) = element.value, let named = step["effect"],
                case .string(let name) = named.value, !name.isEmpty
            else {
                return JobMistake(
                    position: element.position, message: "an effect is an object with \"effect\": NAME and \"params\"")
            }
            if let extra = step.members.first(where: { !["effect", "params"].contains($0.key) }) {
                let hint = didYouMean(closestNames(to: extra.key, in: ["effect", "params"])) ?? "keys: effect, params"
                return JobMistake(
                    position: extra.keyPosition, message: "unknown key '\(extra.key)' of an effect; \(hint)")
            }
            given.append(("effects", named.position))
            effectPositions.append(named.position)
            var (assignments, mistake): ([ParameterAssignment], JobMistake?) = ([], nil)
            if let parameters = step["params"] { (assignments, mistake) = self.parameters(parameters) }
            change(ApplyJob.self) { $0.steps.append(ApplyJob.Step(effect: name, parameters: assignments)) }
            if let mistake { return mistake }
        }
        return nil
    }

    /// A parameter's value as `--param` would write it: numbers as written, booleans, lists of
    /// numbers (vectors, colours) joined by commas, or text (a colour, an image's file).
    static func parameterText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .number(_, let written): return written
        case .array(let list):
            let texts = list.compactMap { element -> String? in
                if case .number(_, let written) = element.value { return written }
                return nil
            }
            return texts.count == list.count && !texts.isEmpty ? texts.joined(separator: ",") : nil
        case .object, .null: return nil
        }
    }
}
