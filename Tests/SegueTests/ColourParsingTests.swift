import Segue
import Testing

/// Every way a colour parameter may be written gives the same straight RGBA.
struct ColourParsingTests {
    @Test(arguments: [
        ("#f00", SIMD4<Float>(1, 0, 0, 1)), ("#ff0000", SIMD4(1, 0, 0, 1)),
        ("#ff000080", SIMD4(1, 0, 0, Float(0x80) / 255)),
        ("1,0,0", SIMD4(1, 0, 0, 1)), ("1, 0, 0, 0.5", SIMD4(1, 0, 0, 0.5)), ("red", SIMD4(1, 0, 0, 1)),
        ("RED", SIMD4(1, 0, 0, 1)),
        ("white", SIMD4(1, 1, 1, 1)), ("black", SIMD4(0, 0, 0, 1)), ("transparent", SIMD4(0, 0, 0, 0)),
        ("grey", SIMD4(Float(0x80) / 255, Float(0x80) / 255, Float(0x80) / 255, 1)),
        ("0.0,0.0,0.0,1.0", SIMD4(0, 0, 0, 1)),
    ])
    func acceptedForms(text: String, rgba: SIMD4<Float>) {
        #expect(ParameterType.color.parse(text) == .vec4(rgba), "\(text)")
    }

    @Test(arguments: ["#12345", "#ggg", "1,0", "2,0,0", "-1,0,0,1", "reddish", "", "1,0,0,1,1"])
    func refusedForms(text: String) {
        #expect(ParameterType.color.parse(text) == nil, "\(text)")
    }

    /// The 16 basic CSS colours, plus orange and the grey spellings.
    @Test func cssNames() {
        for name in [
            "black", "silver", "gray", "grey", "white", "maroon", "red", "purple", "fuchsia", "green", "lime", "olive",
            "yellow", "navy", "blue", "teal", "aqua", "orange", "transparent",
        ] {
            #expect(ParameterType.color.parse(name) != nil, "\(name)")
        }
    }

    /// A value's text form reads back as the same value, for every type that has one.
    @Test func textRoundTrips() {
        let values: [(ParameterType, ParameterValue)] = [
            (.float, .float(0.3)), (.int, .int(-4)), (.bool, .bool(true)), (.vec2, .vec2(SIMD2(0.5, 0.25))),
            (.vec3, .vec3(SIMD3(1, 2, 3))), (.vec4, .vec4(SIMD4(0.1, 0.2, 0.3, 0.4))), (.ivec2, .ivec2(SIMD2(1, 2))),
            (.color, .color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)),
        ]
        for (type, value) in values {
            #expect(type.parse(value.text) == value, "\(type) \(value.text)")
        }
    }
}
