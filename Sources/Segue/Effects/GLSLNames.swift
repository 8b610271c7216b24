/// The names and literals that effect files, their parsers and the shader generator agree on.
enum GLSLNames {
    /// The function an effect reads input `input` through at a texel: `getInputColor`, `getFromColor`.
    static func nearestReader(_ input: String) -> String {
        "get" + input.prefix(1).uppercased() + input.dropFirst() + "Color"
    }

    /// The function an effect reads input `input` through filtered: `getInputColorLinear`.
    static func linearReader(_ input: String) -> String { nearestReader(input) + "Linear" }

    /// `value` as a GLSL float literal: `1.0`, `0.25`, `1e-05`.
    static func float(_ value: Double) -> String {
        let text = String(Float(value))
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
