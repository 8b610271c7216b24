extension LayerTransition {
    /// Reads a behaviour file (JSON; the format is described in LAYERS.md), or throws its first
    /// problem as `EffectError.malformedBehaviourFile` with the line and column it is at.
    public init(behaviourFile data: [UInt8], file: String) throws(EffectError) {
        do throws(JSONIssue) {
            self = try LayerTransitionFile.transition(from: JSONReader.parse(data))
        } catch {
            throw .malformedBehaviourFile(
                file: file, line: error.position.line, column: error.position.column, message: error.message)
        }
        self.file = file
    }

    /// Reads the behaviour file at `path`; a file that cannot be read throws `unreadableFile`
    /// with the system's reason.
    public init(contentsOfBehaviourFile path: String) throws(EffectError) {
        let data: [UInt8]
        do throws(FileAccess.Failure) {
            data = try FileAccess.read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        try self.init(behaviourFile: data, file: path)
    }
}

/// The top level of a behaviour file.
enum LayerTransitionFile {
    static let keys = [
        "name", "summary", "background", "perspective", "viewWidth", "exactEnds", "params", "layers", "dismissal",
    ]

    static func transition(from root: JSONNode) throws(JSONIssue) -> LayerTransition {
        guard case .object = root.value else {
            throw JSONIssue(
                position: root.position, message: "a behaviour file must be a JSON object, not \(root.kindDescription)")
        }
        let fields = try BehaviourFileFields(root, as: "a behaviour file", keys: keys)
        let nameNode = try fields.required("name")
        guard let name = try fields.line("name"), !name.isEmpty, name.allSatisfy({ !$0.isWhitespace }) else {
            throw JSONIssue(position: nameNode.position, message: "'name' must be a non-empty name without spaces")
        }
        var transition = LayerTransition(name: name, summary: try fields.line("summary") ?? "", layers: [])
        if let node = fields["background"] {
            transition.background = try BehaviourFileColor.read(node, key: "background")
        }
        if let node = fields["perspective"] {
            transition.perspective = try perspective(node)
        }
        if let node = fields["viewWidth"], let width = try fields.number("viewWidth") {
            guard width > 0, width.isFinite else {
                throw JSONIssue(
                    position: node.position, message: "'viewWidth' must be greater than 0, not \(width.messageText)")
            }
            transition.viewWidth = width
        }
        transition.exactEnds = try fields.bool("exactEnds") ?? true
        transition.parameters = try BehaviourFileParameters.read(fields.array("params") ?? [])
        _ = try fields.required("layers")
        transition.layers = try layers("layers", in: fields, parameters: transition.parameters)
        if fields["dismissal"] != nil {
            transition.dismissal = try layers("dismissal", in: fields, parameters: transition.parameters)
        }
        return transition
    }

    /// The eye's distance in frame widths, or "none" (no perspective of the frame's own).
    private static func perspective(_ node: JSONNode) throws(JSONIssue) -> Double {
        switch node.value {
        case .string("none"): return .infinity
        case .number(let value, _):
            guard value > 0 else {
                throw JSONIssue(
                    position: node.position,
                    message: "'perspective' must be greater than 0 (or \"none\"), not \(value.messageText)")
            }
            return value
        default:
            throw JSONIssue(
                position: node.position,
                message: "'perspective' must be a number greater than 0 or \"none\", not \(node.kindDescription)")
        }
    }

    /// The non-empty list of layers under `key`.
    private static func layers(
        _ key: String, in fields: BehaviourFileFields, parameters: [EffectParameter]
    ) throws(JSONIssue) -> [Layer] {
        guard let nodes = try fields.array(key), !nodes.isEmpty else {
            throw JSONIssue(position: fields[key]!.position, message: "'\(key)' must hold at least one layer")
        }
        var layers: [Layer] = []
        for node in nodes {
            layers.append(try BehaviourFileLayer.read(node, parameters: parameters))
        }
        return layers
    }
}
