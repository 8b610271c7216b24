import Segue
import Testing

/// Bad values for the GPUImage operations take the library's usual errors: the effect as the
/// caller named it, the parameter, and what was expected.
struct FilterParameterErrorTests {
    static let library = try! EffectLibrary(environment: [:])

    /// Expects `value`, as text for `parameter` of the effect `name`, to be refused with the error naming `expected`.
    static func expectRefused(
        _ value: String, for parameter: String, of name: String, expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let effect = try library.effect(named: name)
        #expect(
            throws: EffectError.invalidParameterValue(effect: name, name: parameter, value: value, expected: expected),
            sourceLocation: sourceLocation
        ) {
            try effect.parameter(named: parameter).value(from: value, effect: effect.name)
        }
    }

    @Test func aValueOutsideItsRangeSaysTheRange() throws {
        let hue = EffectNode(try Self.library.effect(named: "HueAdjustment"))
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "HueAdjustment", name: "hue", value: "400.0", expected: "a value in [0, 360]")
        ) {
            try hue.set("hue", .float(400))
        }
        try Self.expectRefused("0.5", for: "colorLevels", of: "Posterize", expected: "a value in [1, 256]")
    }

    @Test func anUnknownParameterListsTheValidOnesUnderTheNameAskedFor() throws {
        let sepia = EffectNode(try Self.library.effect(named: "Sepia"))
        #expect(throws: EffectError.unknownParameter(effect: "Sepia", name: "amount", valid: ["intensity"])) {
            try sepia.set("amount", .float(0.5))
        }
        let balance = EffectNode(try Self.library.effect(named: "WhiteBalance"))
        #expect(
            throws: EffectError.unknownParameter(
                effect: "WhiteBalance", name: "kelvin", valid: ["temperature", "tint"])
        ) {
            try balance.set("kelvin", .float(5500))
        }
    }

    @Test func vectorsColoursAndMatricesSayTheirForm() throws {
        try Self.expectRefused("1,2", for: "middle", of: "LevelsAdjustment", expected: "three numbers as x,y,z")
        try Self.expectRefused(
            "1,0,0", for: "colorMatrix", of: "ColorMatrixFilter",
            expected: "sixteen numbers, column by column, or one for a diagonal")
        try Self.expectRefused(
            "greenish", for: "colorToReplace", of: "ChromaKeying",
            expected: "a colour as #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black")
    }
}
