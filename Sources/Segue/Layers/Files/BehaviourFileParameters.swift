/// The `params` of a behaviour file: parameters users may set, which behaviour values name as `$name`.
enum BehaviourFileParameters {
    static let keys = ["name", "type", "default", "min", "max", "summary"]
    /// The types a behaviour file may declare: those a behaviour value or a colour can use.
    static let types: [ParameterType] = [.float, .vec2, .vec4, .color, .bool, .int]

    /// The declared parameters, in file order.
    static func read(_ nodes: [JSONNode]) throws(JSONIssue) -> [EffectParameter] {
        var parameters: [EffectParameter] = []
        var seen: [String: JSONPosition] = [:]
        for node in nodes {
            let fields = try BehaviourFileFields(node, as: "a parameter", keys: keys)
            let nameNode = try fields.required("name")
            let name = try BehaviourFileFields.string(nameNode, key: "name")
            guard isIdentifier(name) else {
                throw JSONIssue(
                    position: nameNode.position,
                    message:
                        "parameter name \(name.quotedForMessage) must be letters, digits and '_', not starting with a digit"
                )
            }
            if let first = seen[name] {
                throw JSONIssue(
                    position: nameNode.position,
                    message: "duplicate parameter \(name.quotedForMessage) (first at \(first))")
            }
            seen[name] = nameNode.position
            parameters.append(try parameter(named: name, fields))
        }
        return parameters
    }

    private static func parameter(
        named name: String, _ fields: BehaviourFileFields
    ) throws(JSONIssue) -> EffectParameter {
        let typeNode = try fields.required("type")
        let typeName = try BehaviourFileFields.string(typeNode, key: "type")
        guard let type = ParameterType(rawValue: typeName), types.contains(type) else {
            throw JSONIssue(
                position: typeNode.position,
                message:
                    "unknown parameter type \(typeName.quotedForMessage); valid types: \(types.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let defaultNode = try fields.required("default")
        let value = try self.value(defaultNode, of: type, name: name)
        let range = try self.range(fields, of: type, name: name)
        if let range, let scalar = value.scalar, !range.contains(scalar) {
            throw JSONIssue(
                position: defaultNode.position,
                message:
                    "default \(scalar.messageText) of '\(name)' lies outside [\(range.lowerBound.messageText), \(range.upperBound.messageText)]"
            )
        }
        return EffectParameter(
            name: name, type: type, defaultValue: value, range: range, summary: try fields.line("summary") ?? "")
    }

    /// The default written in `node`, which must fit `type`.
    private static func value(
        _ node: JSONNode, of type: ParameterType, name: String
    ) throws(JSONIssue) -> ParameterValue {
        let key = "default"
        func mismatch(_ expected: String) -> JSONIssue {
            JSONIssue(
                position: node.position,
                message:
                    "default of '\(name)' must be \(expected) for a \(type.rawValue) parameter, not \(node.kindDescription)"
            )
        }
        switch type {
        case .float:
            guard case .number(let number, _) = node.value else { throw mismatch("a number") }
            guard Float(number).isFinite else {
                throw JSONIssue(position: node.position, message: "default of '\(name)' is too large for a float")
            }
            return .float(Float(number))
        case .int:
            guard case .number(let number, _) = node.value else { throw mismatch("an integer") }
            guard let integer = Int32(exactly: number) else {
                throw JSONIssue(
                    position: node.position,
                    message: "default of '\(name)' must be a 32-bit integer, not \(number.messageText)")
            }
            return .int(integer)
        case .bool:
            guard case .bool(let flag) = node.value else { throw mismatch("true or false") }
            return .bool(flag)
        case .vec2:
            guard case .array(let elements) = node.value, elements.count == 2 else { throw mismatch("[x, y]") }
            let v = try floats(BehaviourFileFields.numbers(node, count: 2, key: key, form: "[x, y]"), node, name: name)
            return .vec2(SIMD2(v[0], v[1]))
        case .vec4:
            guard case .array(let elements) = node.value, elements.count == 4 else { throw mismatch("[x, y, z, w]") }
            let v = try floats(
                BehaviourFileFields.numbers(node, count: 4, key: key, form: "[x, y, z, w]"), node, name: name)
            return .vec4(SIMD4(v[0], v[1], v[2], v[3]))
        case .color:
            guard case .string = node.value else { throw mismatch("a colour string") }
            return .vec4(try BehaviourFileColor.read(node, key: key))
        case .vec3, .ivec2, .ivec3, .ivec4, .mat3, .mat4, .image:
            throw mismatch("a supported type")
        }
    }

    private static func floats(_ numbers: [Double], _ node: JSONNode, name: String) throws(JSONIssue) -> [Float] {
        let floats = numbers.map(Float.init)
        guard floats.allSatisfy(\.isFinite) else {
            throw JSONIssue(position: node.position, message: "default of '\(name)' is too large for a float")
        }
        return floats
    }

    /// `min` and `max`, which go together and only with numbers.
    private static func range(
        _ fields: BehaviourFileFields, of type: ParameterType, name: String
    ) throws(JSONIssue) -> ClosedRange<Double>? {
        let min = try fields.number("min")
        let max = try fields.number("max")
        guard min != nil || max != nil else { return nil }
        let position = fields.keyPosition(min != nil ? "min" : "max") ?? fields.position
        guard type == .float || type == .int else {
            throw JSONIssue(
                position: position,
                message: "'min' and 'max' apply only to float and int parameters, and '\(name)' is a \(type.rawValue)")
        }
        guard let min, let max else {
            throw JSONIssue(position: position, message: "'\(name)' needs both 'min' and 'max', or neither")
        }
        guard min <= max else {
            throw JSONIssue(
                position: fields.keyPosition("max") ?? position,
                message: "'max' \(max.messageText) of '\(name)' is less than its 'min' \(min.messageText)")
        }
        return min...max
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }
}

extension EffectParameter {
    /// The declared parameter a behaviour file's `"$name"` (`text`) names in `subject`, or the
    /// error listing those declared.
    static func declared(
        _ text: String, in parameters: [EffectParameter], at node: JSONNode, for subject: String
    ) throws(JSONIssue) -> EffectParameter {
        let name = String(text.dropFirst())
        if let parameter = parameters.first(where: { $0.name == name }) { return parameter }
        let declared =
            parameters.isEmpty
            ? "none are declared" : "declared: " + parameters.map { "$" + $0.name }.joined(separator: ", ")
        throw JSONIssue(
            position: node.position, message: "unknown parameter \(text.quotedForMessage) in \(subject); \(declared)")
    }
}
