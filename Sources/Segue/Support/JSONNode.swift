/// A place in a text file: 1-based line, and 1-based column counted in Unicode scalars, as
/// editors count characters.
public struct JSONPosition: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// `LINE:COLUMN`, as messages write a place.
    public var description: String { "\(line):\(column)" }
}

/// A JSON value with the position where it starts, so that errors found after parsing (a value
/// out of range, a key unknown to the format) can still point into the file.
public struct JSONNode: Sendable {
    /// What the value is, with what it holds.
    public enum Value: Sendable {
        /// `{…}`, its members in file order.
        case object(JSONObject)
        /// `[…]`.
        case array([JSONNode])
        /// `"…"`, escapes resolved.
        case string(String)
        /// The value and the text as written (for messages, and to tell `1` from `1.5`).
        case number(Double, text: String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    public var value: Value
    /// Where the value starts in the file.
    public var position: JSONPosition

    /// What the value is, as an error message says it ("a string", "an array of 3 numbers").
    var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array(let elements):
            if elements.isEmpty { return "an empty array" }
            let allNumbers = elements.allSatisfy { if case .number = $0.value { true } else { false } }
            let noun =
                allNumbers
                ? (elements.count == 1 ? "number" : "numbers") : (elements.count == 1 ? "element" : "elements")
            return "an array of \(elements.count) \(noun)"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON object's members in file order; keys are unique (the reader rejects duplicates).
public struct JSONObject: Sendable {
    /// One key and its value.
    public struct Member: Sendable {
        /// The key.
        public var key: String
        /// Where the key starts in the file.
        public var keyPosition: JSONPosition
        /// The key's value.
        public var value: JSONNode
    }

    /// The members in file order.
    public var members: [Member]

    /// The value of `key`, or nil when the object has no such key.
    public subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }
}

/// A problem in a JSON file, at a place in it.
public struct JSONIssue: Error, Equatable, Sendable {
    /// Where the problem is.
    public var position: JSONPosition
    /// What is wrong, without the place.
    public var message: String
}

extension String {
    /// The text in single quotes for an error line, with control characters and quotes escaped
    /// so that a hostile string cannot break the one-line form.
    var quotedForMessage: String {
        var result = "'"
        for scalar in unicodeScalars.prefix(80) {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "'": result += "\\'"
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        if unicodeScalars.count > 80 { result += "…" }
        return result + "'"
    }
}
