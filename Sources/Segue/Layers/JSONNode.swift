/// A place in a text file: 1-based line, and 1-based column counted in Unicode scalars, as
/// editors count characters.
struct JSONPosition: Equatable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }
}

/// A JSON value with the position where it starts, so that errors found after parsing (a value
/// out of range, a key unknown to the format) can still point into the file.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object(JSONObject)
        case array([JSONNode])
        case string(String)
        /// The value and the text as written (for messages, and to tell `1` from `1.5`).
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    var value: Value
    var position: JSONPosition

    /// What the value is, as an error message says it ("a string", "an array of 3 numbers").
    var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array(let elements):
            if elements.isEmpty { return "an empty array" }
            let allNumbers = elements.allSatisfy { if case .number = $0.value { true } else { false } }
            let noun = allNumbers ? (elements.count == 1 ? "number" : "numbers") : (elements.count == 1 ? "element" : "elements")
            return "an array of \(elements.count) \(noun)"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON object's members in file order; keys are unique (the reader rejects duplicates).
struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var keyPosition: JSONPosition
        var value: JSONNode
    }

    var members: [Member]

    subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }
}

/// A problem in a JSON file, at a place in it.
struct JSONIssue: Error, Equatable, Sendable {
    var position: JSONPosition
    var message: String
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
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
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
