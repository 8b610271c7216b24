import Segue

extension BatchJobOptions {
    /// `params`: each member a `--param NAME=VALUE` of the job's transition, or of `effect`.
    mutating func addParameters(_ value: JSONNode, effect: String?) -> Mistake? {
        guard case .object(let object) = value.value else {
            return Mistake(position: value.position, message: "'params' must be an object of names and values")
        }
        for member in object.members {
            guard let text = Self.parameterText(member.value) else {
                return Mistake(
                    position: member.value.position,
                    message: "parameter '\(member.key)' must be a number, a boolean, a list of numbers or text")
            }
            let assignment = ParameterAssignment(name: member.key, value: text)
            segments.append(
                Segment(
                    key: "params", position: member.keyPosition, arguments: ["--param", "\(member.key)=\(text)"],
                    effect: effect, parameter: assignment))
        }
        return nil
    }

    /// `effects` of an apply job: `[{"effect": NAME, "params": {…}}, …]`, each an `--effect` with its `--param`s.
    mutating func addEffects(_ value: JSONNode) -> Mistake? {
        guard case .array(let list) = value.value, !list.isEmpty else {
            return Mistake(
                position: value.position, message: "'effects' must be a list such as [{\"effect\": \"Sepia\"}]")
        }
        for element in list {
            guard case .object(let step) = element.value, case .string(let name)? = step["effect"]?.value,
                !name.isEmpty
            else {
                return Mistake(
                    position: element.position, message: "an effect is an object with \"effect\": NAME and \"params\"")
            }
            if let extra = step.members.first(where: { !["effect", "params"].contains($0.key) }) {
                let hint = didYouMean(closestNames(to: extra.key, in: ["effect", "params"])) ?? "keys: effect, params"
                return Mistake(position: extra.keyPosition, message: "unknown key '\(extra.key)' of an effect; \(hint)")
            }
            segments.append(
                Segment(
                    key: "effects", position: step["effect"]!.position, arguments: ["--effect", name], effect: name))
            if let parameters = step["params"], let mistake = addParameters(parameters, effect: name) {
                return mistake
            }
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
