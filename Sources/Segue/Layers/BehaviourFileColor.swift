/// Colours in behaviour files: `#rgb`, `#rrggbb` or `#rrggbbaa`, read as straight RGBA in 0…1.
enum BehaviourFileColor {
    static let validForms = "#rgb, #rrggbb or #rrggbbaa"

    /// The colour `text` spells, or nil if it is not one of the valid forms.
    static func parse(_ text: String) -> SIMD4<Float>? {
        let digits = Array(text.utf8.dropFirst())
        guard text.utf8.first == UInt8(ascii: "#"), [3, 6, 8].contains(digits.count) else { return nil }
        var nibbles: [UInt8] = []
        for digit in digits {
            guard let value = nibble(digit) else { return nil }
            nibbles.append(value)
        }
        // #rgb repeats each digit, as CSS does: #f80 is #ff8800.
        if nibbles.count == 3 { nibbles = nibbles.flatMap { [$0, $0] } }
        if nibbles.count == 6 { nibbles += [0xF, 0xF] }
        return SIMD4((0..<4).map { Float(nibbles[2 * $0] << 4 | nibbles[2 * $0 + 1]) / 255 })
    }

    /// The colour in `node`, or an error naming `key` and the valid forms.
    static func read(_ node: JSONNode, key: String) throws(JSONIssue) -> SIMD4<Float> {
        let text = try BehaviourFileFields.string(node, key: key)
        guard let color = parse(text) else {
            throw JSONIssue(position: node.position, message: "invalid colour \(text.quotedForMessage) for '\(key)': expected \(validForms)")
        }
        return color
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
