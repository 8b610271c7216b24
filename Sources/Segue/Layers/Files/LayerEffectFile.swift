/// A layer's `effects` in a behaviour file: `["Sepia", {"name": "GaussianBlur", "params":
/// {"blurRadiusInPixels": 4}}]`. Names and parameters are checked against the library when the
/// transition is built, with the positions kept here.
enum LayerEffectFile {
    static let keys = ["name", "params"]

    static func read(_ node: JSONNode) throws(JSONIssue) -> [LayerEffect] {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            throw JSONIssue(
                position: node.position, message: "'effects' must be a non-empty list of effect names or objects")
        }
        var effects: [LayerEffect] = []
        for element in elements {
            effects.append(try effect(element))
        }
        return effects
    }

    private static func effect(_ node: JSONNode) throws(JSONIssue) -> LayerEffect {
        if case .string(let name) = node.value {
            var effect = LayerEffect(try checkedName(name, node))
            effect.position = node.position
            return effect
        }
        let fields = try BehaviourFileFields(node, as: "an effect", keys: keys)
        let nameNode = try fields.required("name")
        var effect = LayerEffect(try checkedName(BehaviourFileFields.string(nameNode, key: "name"), nameNode))
        effect.position = nameNode.position
        if let params = fields["params"] {
            guard case .object(let object) = params.value else {
                throw JSONIssue(
                    position: params.position, message: "'params' must be an object, not \(params.kindDescription)")
            }
            for member in object.members {
                effect.values[member.key] = try value(member.value, key: member.key)
            }
        }
        return effect
    }

    private static func checkedName(_ name: String, _ node: JSONNode) throws(JSONIssue) -> String {
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            throw JSONIssue(
                position: node.position, message: "an effect's name must be one word, not \(name.quotedForMessage)")
        }
        return name
    }

    /// A number, `true`/`false`, or two to four numbers; fitted to the parameter's type later.
    private static func value(_ node: JSONNode, key: String) throws(JSONIssue) -> ParameterValue {
        switch node.value {
        case .number(let value, _) where Float(value).isFinite: return .float(Float(value))
        case .bool(let value): return .bool(value)
        case .array(let elements) where (2...4).contains(elements.count):
            let v = try BehaviourFileFields.numbers(node, count: elements.count, key: key, form: "2 to 4 numbers")
                .map { Float($0) }
            switch v.count {
            case 2: return .vec2(SIMD2(v[0], v[1]))
            case 3: return .vec3(SIMD3(v[0], v[1], v[2]))
            default: return .vec4(SIMD4(v[0], v[1], v[2], v[3]))
            }
        default:
            throw JSONIssue(
                position: node.position,
                message: "'\(key)' must be a number, true or false, or 2 to 4 numbers, not \(node.kindDescription)")
        }
    }
}
