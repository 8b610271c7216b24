/// The form a behaviour's `from` and `to` take, which depends on the property animated.
enum BehaviourValueShape {
    /// One number: opacity, rotation, shadow opacity.
    case number
    /// A number (uniform) or `[sx, sy]`: scale.
    case numberOrPair
    /// `[x, y]`: translation.
    case pair
    /// `[x, y, width, height]`: a `move`'s frame.
    case rect
    /// A list of transform steps (`BehaviourFileTransform`).
    case transform
    /// `[x, y]`, or `"rest"`: a `position`.
    case position

    /// How a value is written, for messages.
    var form: String {
        switch self {
        case .number: return "a number"
        case .numberOrPair: return "a number or [sx, sy]"
        case .pair: return "[x, y]"
        case .rect: return "[x, y, width, height]"
        case .transform: return "a list of transform steps"
        case .position: return "[x, y] or \"rest\""
        }
    }

    /// The parameter types a `$name` may have here.
    var parameterTypes: [ParameterType] {
        switch self {
        case .number: return [.float, .int]
        case .numberOrPair: return [.float, .int, .vec2]
        case .pair, .position: return [.vec2]
        case .rect: return [.vec4]
        case .transform: return []
        }
    }

    /// Reads `node` as a value of this shape: a number, an array of numbers, or `$name` naming a
    /// declared parameter of a fitting type, kept as `.parameter` so that users can set it later.
    func read(
        _ node: JSONNode, key: String, behaviour: String, parameters: [EffectParameter]
    ) throws(JSONIssue) -> BehaviourValue {
        let subject = "'\(key)' of '\(behaviour)'"
        if self == .transform { return try BehaviourFileTransform.read(node, key: key) }
        if self == .position, case .string("rest") = node.value { return .rest }
        switch node.value {
        case .number(let value, _):
            guard self == .number || self == .numberOrPair else { throw mismatch(node, subject) }
            return .number(value)
        case .object where self == .number || self == .numberOrPair:
            guard let number = try BehaviourFileFields.drawnNumber(node) else { throw mismatch(node, subject) }
            return .drawn([number])
        case .array(let elements):
            let count: Int
            switch self {
            case .number, .transform: throw mismatch(node, subject)
            case .numberOrPair, .pair, .position: count = 2
            case .rect: count = 4
            }
            guard elements.count == count else { throw mismatch(node, subject) }
            if self != .rect, elements.contains(where: { if case .object = $0.value { true } else { false } }) {
                return .drawn(try BehaviourFileFields.drawnNumbers(node, count: count, key: key, form: form))
            }
            let numbers = try BehaviourFileFields.numbers(node, count: count, key: key, form: form)
            if self == .rect, numbers[2] < 0 || numbers[3] < 0 {
                throw JSONIssue(
                    position: node.position,
                    message:
                        "\(subject) has a negative size: width \(numbers[2].messageText), height \(numbers[3].messageText)"
                )
            }
            return .vector(numbers)
        case .string(let text) where text.hasPrefix("$"):
            let name = String(text.dropFirst())
            let parameter = try EffectParameter.declared(text, in: parameters, at: node, for: subject)
            guard parameterTypes.contains(parameter.type) else {
                let names = parameterTypes.map(\.rawValue)
                let types =
                    names.count > 1
                    ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names.joined()
                throw JSONIssue(
                    position: node.position,
                    message:
                        "\(subject) needs \(form) (a \(types) parameter), but \(text.quotedForMessage) is a \(parameter.type.rawValue)"
                )
            }
            if self == .rect { try Self.checkFrameRectangle(parameter, at: node, for: subject) }
            return .parameter(name)
        default:
            throw mismatch(node, subject)
        }
    }

    /// Refuses a rectangle parameter (a `region` or a `move`'s) whose default is not inside the
    /// frame with a positive size, at `node`, where it is used: every value set later is checked
    /// the same way (`EffectParameter.isFrameRectangle`).
    static func checkFrameRectangle(
        _ parameter: EffectParameter, at node: JSONNode, for subject: String
    ) throws(JSONIssue) {
        guard case .vec4(let v) = parameter.defaultValue, let reason = LayerRect.outsideFrame(v) else { return }
        throw JSONIssue(
            position: node.position,
            message:
                "\(subject): $\(parameter.name)'s default \(parameter.defaultValue.text) must lie in the frame (0 to 1) with a positive size: \(reason)"
        )
    }

    private func mismatch(_ node: JSONNode, _ subject: String) -> JSONIssue {
        let drawn = self == .number || self == .numberOrPair || self == .pair
        let forms = drawn ? "\(form), a $parameter or {\"random\": [low, high]}" : "\(form) or a $parameter"
        return JSONIssue(position: node.position, message: "\(subject) must be \(forms), not \(node.kindDescription)")
    }
}
