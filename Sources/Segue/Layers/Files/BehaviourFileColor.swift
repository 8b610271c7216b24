/// Colours in behaviour files, read as straight RGBA in 0…1: `#rgb`, `#rrggbb`, `#rrggbbaa`,
/// `r,g,b(,a)` or a CSS name, as `--param` takes them.
enum BehaviourFileColor {
    static let validForms = "#rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"

    /// The colour `text` spells, or nil: the forms `--param` takes, so that one colour is written
    /// one way everywhere.
    static func parse(_ text: String) -> SIMD4<Float>? {
        guard case .vec4(let colour)? = ParameterType.color.parse(text) else { return nil }
        return colour
    }

    /// The colour in `node`, or an error naming `key` and the valid forms.
    static func read(_ node: JSONNode, key: String) throws(JSONIssue) -> SIMD4<Float> {
        let text = try BehaviourFileFields.string(node, key: key)
        guard let color = parse(text) else {
            throw JSONIssue(
                position: node.position,
                message: "invalid colour \(text.quotedForMessage) for '\(key)': expected \(validForms)")
        }
        return color
    }
}
