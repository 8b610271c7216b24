/// One object of a behaviour file, read key by key.
///
/// Unknown keys are refused as soon as the object is opened, naming the valid ones, because a
/// misspelt optional key would otherwise be ignored without a word and its default used.
struct BehaviourFileFields {
    /// The object.
    let object: JSONObject
    /// Where the object starts, for keys that are missing.
    let position: JSONPosition
    /// What the object is, as messages name it ("a behaviour").
    let subject: String

    init(_ node: JSONNode, as subject: String, keys: [String]) throws(JSONIssue) {
        guard case .object(let object) = node.value else {
            throw JSONIssue(
                position: node.position, message: "\(subject) must be an object, not \(node.kindDescription)")
        }
        for member in object.members where !keys.contains(member.key) {
            throw JSONIssue(
                position: member.keyPosition,
                message:
                    "unknown key \(member.key.quotedForMessage) in \(subject); valid keys: \(keys.joined(separator: ", "))"
            )
        }
        self.object = object
        self.position = node.position
        self.subject = subject
    }

    /// The value of `key`, if present.
    subscript(key: String) -> JSONNode? { object[key] }

    /// Where `key` is written, if present: errors about a key as a whole point at its name.
    func keyPosition(_ key: String) -> JSONPosition? {
        object.members.first { $0.key == key }?.keyPosition
    }

    /// The value of `key`, or an error at the object's start naming the missing key.
    func required(_ key: String) throws(JSONIssue) -> JSONNode {
        guard let node = object[key] else {
            throw JSONIssue(position: position, message: "missing key '\(key)' in \(subject)")
        }
        return node
    }

    func number(_ key: String) throws(JSONIssue) -> Double? {
        guard let node = object[key] else { return nil }
        guard case .number(let value, _) = node.value else { throw wrongType(key, node, expected: "a number") }
        return value
    }

    func string(_ key: String) throws(JSONIssue) -> String? {
        guard let node = object[key] else { return nil }
        return try Self.string(node, key: key)
    }

    func bool(_ key: String) throws(JSONIssue) -> Bool? {
        guard let node = object[key] else { return nil }
        guard case .bool(let value) = node.value else { throw wrongType(key, node, expected: "true or false") }
        return value
    }

    func array(_ key: String) throws(JSONIssue) -> [JSONNode]? {
        guard let node = object[key] else { return nil }
        guard case .array(let elements) = node.value else { throw wrongType(key, node, expected: "an array") }
        return elements
    }

    /// A one-line string: names and summaries end up in single-line output.
    func line(_ key: String) throws(JSONIssue) -> String? {
        guard let node = object[key], let text = try string(key) else { return nil }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw JSONIssue(position: node.position, message: "'\(key)' must be one line without control characters")
        }
        return text
    }

    func wrongType(_ key: String, _ node: JSONNode, expected: String) -> JSONIssue {
        JSONIssue(position: node.position, message: "'\(key)' must be \(expected), not \(node.kindDescription)")
    }

    static func string(_ node: JSONNode, key: String) throws(JSONIssue) -> String {
        guard case .string(let text) = node.value else {
            throw JSONIssue(position: node.position, message: "'\(key)' must be a string, not \(node.kindDescription)")
        }
        return text
    }

    /// Exactly `count` numbers, or an error describing the expected form.
    static func numbers(_ node: JSONNode, count: Int, key: String, form: String) throws(JSONIssue) -> [Double] {
        guard case .array(let elements) = node.value, elements.count == count else {
            throw JSONIssue(position: node.position, message: "'\(key)' must be \(form), not \(node.kindDescription)")
        }
        var numbers: [Double] = []
        for element in elements {
            guard case .number(let value, _) = element.value else {
                throw JSONIssue(
                    position: element.position,
                    message: "'\(key)' must be \(form), but this element is \(element.kindDescription)")
            }
            numbers.append(value)
        }
        return numbers
    }
}

extension BehaviourFileFields {
    /// The case of `T` whose raw value the string `node` is, or an error listing them all.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, key: String
    ) throws(JSONIssue) -> T where T.RawValue == String {
        let name = try string(node, key: key)
        guard let value = T(rawValue: name) else {
            let valid = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONIssue(
                position: node.position, message: "unknown \(key) \(name.quotedForMessage); valid: \(valid)")
        }
        return value
    }

    /// `count` numbers, each a number or `{"random": [low, high]}` (drawn per tile of a grid;
    /// keys are numbered later, per layer).
    static func drawnNumbers(
        _ node: JSONNode, count: Int, key: String, form: String
    ) throws(JSONIssue) -> [BehaviourNumber] {
        guard case .array(let elements) = node.value, elements.count == count else {
            throw JSONIssue(position: node.position, message: "'\(key)' must be \(form), not \(node.kindDescription)")
        }
        var numbers: [BehaviourNumber] = []
        for element in elements {
            guard let number = try drawnNumber(element) else {
                throw JSONIssue(
                    position: element.position,
                    message: "'\(key)' must be \(form), but this element is \(element.kindDescription)")
            }
            numbers.append(number)
        }
        return numbers
    }

    /// A number or `{"random": [low, high]}`; nil for anything else.
    static func drawnNumber(_ node: JSONNode) throws(JSONIssue) -> BehaviourNumber? {
        if case .number(let value, _) = node.value { return .constant(value) }
        guard case .object(let object) = node.value, object.members.count == 1, let member = object.members.first,
            member.key == "random"
        else { return nil }
        let bounds = try numbers(member.value, count: 2, key: "random", form: "[low, high]")
        guard bounds[0] <= bounds[1] else {
            throw JSONIssue(
                position: member.value.position,
                message: "'random' needs low ≤ high, not [\(bounds[0].messageText), \(bounds[1].messageText)]")
        }
        return .random(bounds[0]...bounds[1], key: 0)
    }
}

extension Double {
    /// A short form for messages, free of floating-point noise such as 1.3000000000000003.
    var messageText: String {
        guard isFinite else { return String(self) }
        let rounded = (self * 1e9).rounded() / 1e9
        return rounded.isFinite ? rounded.formatted : formatted
    }
}
