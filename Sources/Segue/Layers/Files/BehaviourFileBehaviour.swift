/// One entry of a layer's `behaviours`: `type`, `from`, `to`, its window, curve and axis.
enum BehaviourFileBehaviour {
    static let keys = [
        "type", "from", "to", "start", "duration", "curve", "axis", "reverseOnDismiss", "when", "unless",
        "keyframes", "calculation", "units", "parameter",
    ]
    /// The keys every behaviour may carry, a registered Swift type's too.
    static let commonKeys = ["type", "start", "duration", "curve", "reverseOnDismiss", "when", "unless"]
    static let builtInTypes = [
        "fade", "scale", "translate", "rotate", "shadow", "move", "transform", "position", "effect",
    ]
    /// The built-in types and the registered ones.
    static var types: [String] { builtInTypes + LayerBehaviourRegistry.names }
    static let keyframeKeys = ["start", "duration", "to"]

    /// A behaviour, with where its `type` is written: rules about a layer's behaviours taken
    /// together (one `move`, a shadow to animate) point there.
    static func read(
        _ node: JSONNode, parameters: [EffectParameter]
    ) throws(JSONIssue) -> (Behaviour, typePosition: JSONPosition) {
        // A registered type has keys of its own: which keys are valid depends on the type.
        if case .object(let object) = node.value, let typeNode = object["type"],
            case .string(let type) = typeNode.value,
            let entry = LayerBehaviourRegistry.entry(named: type)
        {
            return (try registered(node, type: type, entry, parameters: parameters), typeNode.position)
        }
        let fields = try BehaviourFileFields(node, as: "a behaviour", keys: keys)
        let typeNode = try fields.required("type")
        let type = try BehaviourFileFields.string(typeNode, key: "type")
        let property: Behaviour.Property
        let shape: BehaviourValueShape
        switch type {
        case "fade": (property, shape) = (.opacity, .number)
        case "scale": (property, shape) = (.scale, .numberOrPair)
        case "translate": (property, shape) = (.translation, .pair)
        case "rotate": (property, shape) = (.rotation(try axis(fields)), .number)
        case "shadow": (property, shape) = (.shadowOpacity, .number)
        case "move": (property, shape) = (.frame, .rect)
        case "transform": (property, shape) = (.transform, .transform)
        case "position": (property, shape) = (.position, .position)
        case "effect": (property, shape) = (.effect(try effectParameter(fields)), .number)
        default:
            throw JSONIssue(
                position: typeNode.position,
                message:
                    "unknown behaviour type \(type.quotedForMessage); valid types: \(types.joined(separator: ", "))")
        }
        for (key, owner) in [("axis", "rotate"), ("parameter", "effect")] where type != owner {
            if let position = fields.keyPosition(key) {
                throw JSONIssue(
                    position: position, message: "'\(key)' applies only to '\(owner)' behaviours, not '\(type)'")
            }
        }
        let from = try shape.read(fields.required("from"), key: "from", behaviour: type, parameters: parameters)
        let (start, duration) = try window(fields)
        var curve = BehaviourCurve.timing(.linear)
        if let node = fields["curve"] { curve = try BehaviourFileCurve.read(node) }
        var behaviour: Behaviour
        if let keyframes = fields["keyframes"] {
            if let position = fields.keyPosition("to") {
                throw JSONIssue(
                    position: position,
                    message: "a behaviour with 'keyframes' takes no 'to': its last keyframe is the end")
            }
            behaviour = Behaviour(
                property, from: from, keyframes: try self.keyframes(keyframes, shape: shape, type, parameters),
                calculation: try calculation(fields), start: start, duration: duration, curve: curve)
        } else {
            if let position = fields.keyPosition("calculation") {
                throw JSONIssue(
                    position: position, message: "'calculation' applies only to a behaviour with 'keyframes'")
            }
            let to = try shape.read(fields.required("to"), key: "to", behaviour: type, parameters: parameters)
            behaviour = Behaviour(property, from: from, to: to, start: start, duration: duration, curve: curve)
        }
        behaviour.reverseOnDismiss = try fields.bool("reverseOnDismiss") ?? false
        behaviour.condition = try condition(fields, parameters: parameters)
        if let node = fields["units"] { behaviour.units = try units(node, type: type) }
        return (behaviour, typeNode.position)
    }

    /// `"keyframes": [{"start": s, "duration": d, "to": value}, …]`, in order, each inside the window.
    private static func keyframes(
        _ node: JSONNode, shape: BehaviourValueShape, _ type: String, _ parameters: [EffectParameter]
    ) throws(JSONIssue) -> [BehaviourKeyframe] {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            throw JSONIssue(position: node.position, message: "'keyframes' must be a non-empty list of keyframes")
        }
        var keyframes: [BehaviourKeyframe] = []
        for element in elements {
            let fields = try BehaviourFileFields(element, as: "a keyframe", keys: keyframeKeys)
            let (start, duration) = try window(fields)
            if let previous = keyframes.last, start < previous.start {
                throw JSONIssue(
                    position: fields["start"]?.position ?? fields.position,
                    message:
                        "keyframes must be in order of 'start': \(start.messageText) comes after \(previous.start.messageText)"
                )
            }
            let value = try shape.read(fields.required("to"), key: "to", behaviour: type, parameters: parameters)
            keyframes.append(BehaviourKeyframe(start: start, duration: duration, value: value))
        }
        return keyframes
    }

    /// An entry of a registered Swift type: the common keys, then the type's own.
    private static func registered(
        _ node: JSONNode, type: String, _ entry: LayerBehaviourRegistry.Entry, parameters: [EffectParameter]
    ) throws(JSONIssue) -> Behaviour {
        let fields = try BehaviourFileFields(node, as: "a '\(type)' behaviour", keys: commonKeys + entry.keys)
        let (start, duration) = try window(fields)
        var curve = BehaviourCurve.timing(.linear)
        if let node = fields["curve"] { curve = try BehaviourFileCurve.read(node) }
        let custom = try entry.make(BehaviourOptions(object: fields.object, position: fields.position))
        var behaviour = Behaviour(
            .custom(CustomBehaviour(custom, typeName: type)), from: .number(0), to: .number(1), start: start,
            duration: duration, curve: curve)
        behaviour.reverseOnDismiss = try fields.bool("reverseOnDismiss") ?? false
        behaviour.condition = try condition(fields, parameters: parameters)
        return behaviour
    }

    /// The effect parameter an `effect` behaviour animates: `"parameter": "name"` or `"Effect.name"`.
    private static func effectParameter(_ fields: BehaviourFileFields) throws(JSONIssue) -> String {
        let node = try fields.required("parameter")
        let name = try BehaviourFileFields.string(node, key: "parameter")
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) })
        else {
            throw JSONIssue(
                position: node.position,
                message:
                    "'parameter' names an effect parameter as \"name\" or \"Effect.name\", not \(name.quotedForMessage)"
            )
        }
        return name
    }

    private static func calculation(_ fields: BehaviourFileFields) throws(JSONIssue) -> Behaviour.KeyframeCalculation {
        guard let node = fields["calculation"] else { return .linear }
        return try BehaviourFileFields.choice(node, key: "calculation")
    }

    private static func units(_ node: JSONNode, type: String) throws(JSONIssue) -> Behaviour.Units {
        guard type == "translate" else {
            throw JSONIssue(
                position: node.position, message: "'units' applies only to 'translate' behaviours, not '\(type)'")
        }
        return try BehaviourFileFields.choice(node, key: "units")
    }

    /// `"when": "$flag"` (on while the bool parameter is true) or `"unless": "$flag"` (while false).
    static func condition(
        _ fields: BehaviourFileFields, parameters: [EffectParameter]
    ) throws(JSONIssue) -> Behaviour.Condition? {
        if let when = fields["when"], let unless = fields["unless"] {
            let later =
                (when.position.line, when.position.column) > (unless.position.line, unless.position.column)
                ? when : unless
            throw JSONIssue(position: later.position, message: "\(fields.subject) takes 'when' or 'unless', not both")
        }
        guard let (key, node) = fields["when"].map({ ("when", $0) }) ?? fields["unless"].map({ ("unless", $0) })
        else { return nil }
        let text = try BehaviourFileFields.string(node, key: key)
        guard text.hasPrefix("$") else {
            throw JSONIssue(
                position: node.position,
                message: "'\(key)' names a bool parameter as \"$name\", not \(text.quotedForMessage)")
        }
        let name = String(text.dropFirst())
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            let declared = parameters.map { "$" + $0.name }.joined(separator: ", ")
            throw JSONIssue(
                position: node.position,
                message:
                    "unknown parameter '\(text)' in '\(key)'; \(declared.isEmpty ? "none are declared" : "declared: \(declared)")"
            )
        }
        guard parameter.type == .bool else {
            throw JSONIssue(
                position: node.position,
                message: "'\(key)' takes a bool parameter; '\(text)' is a \(parameter.type.rawValue)")
        }
        return Behaviour.Condition(name, applies: key == "when")
    }

    private static func axis(_ fields: BehaviourFileFields) throws(JSONIssue) -> Behaviour.Axis {
        guard let node = fields["axis"] else { return .z }
        let name = try BehaviourFileFields.string(node, key: "axis")
        guard let axis = Behaviour.Axis(rawValue: name) else {
            throw JSONIssue(
                position: node.position, message: "unknown axis \(name.quotedForMessage); valid axes: x, y, z")
        }
        return axis
    }

    /// `start` and `duration`, each in 0…1, the window ending by 1 (a little rounding allowed,
    /// so that 0.7 + 0.3 passes whatever the binary fractions make of it).
    private static func window(_ fields: BehaviourFileFields) throws(JSONIssue) -> (start: Double, duration: Double) {
        let start = try fields.number("start") ?? 0
        let duration = try fields.number("duration") ?? 1
        if let node = fields["start"], !(0...1).contains(start) {
            throw JSONIssue(position: node.position, message: "'start' must be in [0, 1], not \(start.messageText)")
        }
        if let node = fields["duration"], !(duration > 0 && duration <= 1) {
            throw JSONIssue(
                position: node.position,
                message: "'duration' must be greater than 0 and at most 1, not \(duration.messageText)")
        }
        let end = start + duration
        if end > 1 + 1e-9 {
            let node = fields["duration"] ?? fields["start"]
            let durationText = fields["duration"] == nil ? "the default duration 1" : "duration \(duration.messageText)"
            throw JSONIssue(
                position: node?.position ?? fields.position,
                message:
                    "window past 1: start \(start.messageText) + \(durationText) ends at \(end.messageText); it must end by 1"
            )
        }
        return (start, duration)
    }
}
