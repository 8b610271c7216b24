/// A strict RFC 8259 JSON parser that keeps the position of every value and key.
///
/// Foundation's parsers give no positions once a file has parsed, yet the errors of a behaviour
/// file or a `segue concat` spec must point at the offending value. Beyond the RFC it rejects duplicate keys (one would be
/// silently lost) and nesting deeper than `maximumDepth` (so a hostile file cannot exhaust the
/// stack); it accepts a UTF-8 byte order mark at the start, as the RFC allows, since some
/// editors write one.
///
///     let root = try JSONReader.parse(Array(data))   // throws JSONIssue: position and message
public struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Parses `bytes` as one JSON value followed by nothing but whitespace.
    public static func parse(_ bytes: [UInt8]) throws(JSONIssue) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        guard reader.offset < bytes.count else { throw reader.issue("empty file: expected a JSON object") }
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if let byte = reader.peek {
            throw reader.issue("unexpected \(Self.describe(byte)) after the end of the JSON value")
        }
        return value
    }

    // MARK: Moving through the bytes

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    private var position: JSONPosition { JSONPosition(line: line, column: column) }

    private func issue(_ message: String) -> JSONIssue { JSONIssue(position: position, message: message) }

    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Continuation bytes belong to the scalar whose lead byte was already counted.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(JSONIssue) -> JSONNode {
        let start = position
        guard let byte = peek else { throw issue("unexpected end of file: expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONNode(value: .object(try readObject(depth: depth + 1)), position: start)
        case UInt8(ascii: "["):
            return JSONNode(value: .array(try readArray(depth: depth + 1)), position: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try readString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (number, text) = try readNumber()
            return JSONNode(value: .number(number, text: text), position: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONNode(value: try readLiteral(), position: start)
        case UInt8(ascii: "'"):
            throw issue("strings need double quotes, not single quotes")
        case UInt8(ascii: "/"):
            throw issue("comments are not allowed in JSON")
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw issue("a number must start with a digit or '-', not \(Self.describe(byte))")
        default:
            throw issue("unexpected \(Self.describe(byte)): expected a value")
        }
    }

    private mutating func readObject(depth: Int) throws(JSONIssue) -> JSONObject {
        let open = position
        guard depth <= Self.maximumDepth else { throw issue("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var members: [JSONObject.Member] = []
        var seen: [String: JSONPosition] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            advance()
            return JSONObject(members: members)
        }
        while true {
            skipWhitespace()
            guard let byte = peek else { throw issue("unexpected end of file: the '{' at \(open) is never closed") }
            guard byte == UInt8(ascii: "\"") else {
                throw issue("expected a key in double quotes, found \(Self.describe(byte))")
            }
            let keyPosition = position
            let key = try readString()
            if let first = seen[key] {
                throw JSONIssue(
                    position: keyPosition, message: "duplicate key \(key.quotedForMessage) (first at \(first))")
            }
            seen[key] = keyPosition
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw issue("expected ':' after the key \(key.quotedForMessage), found \(describePeek)")
            }
            advance()
            skipWhitespace()
            members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: try readValue(depth: depth)))
            skipWhitespace()
            if try readSeparator(closing: UInt8(ascii: "}"), open: open) { return JSONObject(members: members) }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONIssue) -> [JSONNode] {
        let open = position
        guard depth <= Self.maximumDepth else { throw issue("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            advance()
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            if try readSeparator(closing: UInt8(ascii: "]"), open: open) { return elements }
        }
    }

    /// Reads the `,` between members or elements, or the closing bracket (returning true).
    private mutating func readSeparator(closing: UInt8, open: JSONPosition) throws(JSONIssue) -> Bool {
        let opening = closing == UInt8(ascii: "}") ? "{" : "["
        let closingText = closing == UInt8(ascii: "}") ? "}" : "]"
        guard let byte = peek else {
            throw issue("unexpected end of file: the '\(opening)' at \(open) is never closed")
        }
        if byte == closing {
            advance()
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                throw issue(
                    "found \(Self.describe(byte)) where '\(closingText)' should close the '\(opening)' at \(open)")
            }
            throw issue("expected ',' or '\(closingText)', found \(Self.describe(byte))")
        }
        let comma = position
        advance()
        skipWhitespace()
        if peek == UInt8(ascii: "}") || peek == UInt8(ascii: "]") {
            throw JSONIssue(position: comma, message: "trailing comma: JSON allows none before '\(closingText)'")
        }
        return false
    }

    // MARK: Scalars

    private mutating func readLiteral() throws(JSONIssue) -> JSONNode.Value {
        let start = position
        var word = ""
        while let byte = peek, byte.isASCIILetter {
            if word.utf8.count < 40 { word.unicodeScalars.append(Unicode.Scalar(byte)) }
            advance()
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "nan", "Infinity", "infinity", "inf":
            throw JSONIssue(position: start, message: "JSON has no \(word.quotedForMessage): numbers must be finite")
        default:
            throw JSONIssue(
                position: start, message: "unexpected word \(word.quotedForMessage): strings need double quotes")
        }
    }

    private mutating func readNumber() throws(JSONIssue) -> (Double, String) {
        let start = position
        let first = offset
        if peek == UInt8(ascii: "-") {
            advance()
            if let byte = peek, byte.isASCIILetter {
                throw JSONIssue(position: start, message: "JSON has no '-Infinity': numbers must be finite")
            }
        }
        guard let lead = peek, lead.isDigit else {
            throw issue("invalid number: expected a digit, found \(describePeek)")
        }
        advance()
        if lead == UInt8(ascii: "0"), let next = peek, next.isDigit {
            throw JSONIssue(position: start, message: "invalid number: leading zeros are not allowed")
        }
        while let byte = peek, byte.isDigit { advance() }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let byte = peek, byte.isDigit else {
                throw issue("invalid number: expected a digit after '.', found \(describePeek)")
            }
            while let byte = peek, byte.isDigit { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let byte = peek, byte.isDigit else {
                throw issue("invalid number: expected a digit in the exponent, found \(describePeek)")
            }
            while let byte = peek, byte.isDigit { advance() }
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
            throw JSONIssue(position: start, message: "number \(shown) is too large")
        }
        return (value, text)
    }

    private mutating func readString() throws(JSONIssue) -> String {
        let open = position
        advance()
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw JSONIssue(position: open, message: "unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case 0x0A, 0x0D:
                throw JSONIssue(
                    position: open,
                    message: "unterminated string: it must end on the line it starts (write a line break as \\n)")
            case 0..<0x20:
                throw issue(
                    "control character U+\(Self.hex(UInt32(byte), digits: 4)) in a string: write it as an escape")
            case 0x80...:
                try readUTF8Scalar(into: &utf8)
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONIssue) {
        let start = position
        advance()
        guard let byte = peek else { throw issue("unexpected end of file in an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONIssue(position: start, message: "invalid escape '\\\(Self.describeBare(byte))' in a string")
        }
        advance()
        let unit = try readHexUnit(escapeAt: start)
        var scalarValue = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit) {
            // A high surrogate must be followed by an escaped low one; together they make one scalar.
            guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw JSONIssue(
                    position: start, message: "lone surrogate '\\u\(Self.hex(UInt32(unit), digits: 4))' in a string")
            }
            let lowStart = position
            advance()
            advance()
            let low = try readHexUnit(escapeAt: lowStart)
            guard (0xDC00..<0xE000).contains(low) else {
                throw JSONIssue(
                    position: start, message: "lone surrogate '\\u\(Self.hex(UInt32(unit), digits: 4))' in a string")
            }
            scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(unit) {
            throw JSONIssue(
                position: start, message: "lone surrogate '\\u\(Self.hex(UInt32(unit), digits: 4))' in a string")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw JSONIssue(position: start, message: "invalid escape in a string")
        }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Four hex digits after `\u`.
    private mutating func readHexUnit(escapeAt start: JSONPosition) throws(JSONIssue) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = byte.hexDigitValue else {
                throw JSONIssue(position: start, message: "invalid escape: '\\u' needs four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
            advance()
        }
        return unit
    }

    /// Copies one well-formed multi-byte UTF-8 scalar (no overlong forms, surrogates or values
    /// past U+10FFFF), or reports the first bad byte.
    private mutating func readUTF8Scalar(into utf8: inout [UInt8]) throws(JSONIssue) {
        let lead = bytes[offset]
        let count: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0:
            count = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            count = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: count = 3
        case 0xF0:
            count = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: count = 4
        case 0xF4:
            count = 4
            secondRange = 0x80...0x8F
        default: throw issue("invalid UTF-8 (byte 0x\(Self.hex(UInt32(lead), digits: 2)))")
        }
        let start = position
        for index in 1..<count {
            let at = offset + index
            let range = index == 1 ? secondRange : 0x80...0xBF
            guard at < bytes.count, range.contains(bytes[at]) else {
                throw JSONIssue(
                    position: start,
                    message:
                        "invalid UTF-8 (byte 0x\(Self.hex(UInt32(lead), digits: 2)) starts a sequence it does not complete)"
                )
            }
        }
        for _ in 0..<count {
            utf8.append(bytes[offset])
            advance()
        }
    }

    // MARK: Describing bytes in messages

    private var describePeek: String { peek.map(Self.describe) ?? "the end of the file" }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x80 { return "byte 0x\(hex(UInt32(byte), digits: 2)) (not ASCII)" }
        if byte < 0x20 || byte == 0x7F { return "control character U+\(hex(UInt32(byte), digits: 4))" }
        return "'\(describeBare(byte))'"
    }

    private static func describeBare(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "U+\(hex(UInt32(byte), digits: 4))"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
    fileprivate var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
