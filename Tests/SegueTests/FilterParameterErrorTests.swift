import Segue
import Testing

/// Bad values for the GPUImage operations take the library's usual errors: the effect as the
/// caller named it, the parameter, and what was expected.
struct FilterParameterErrorTests {
    static let library = try! EffectLibrary(environment: [:])

    @Test func aValueOutsideItsRangeSaysTheRange() throws {
        let hue = EffectNode(try Self.library.effect(named: "HueAdjustment"))
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "HueAdjustment", name: "hue", value: "400.0", expected: "a value in [0, 360]")
        ) {
            try hue.set("hue", .float(400))
        }
        let posterize = try Self.library.effect(named: "Posterize")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "Posterize", name: "colorLevels", value: "0.5", expected: "a value in [1, 256]")
        ) {
            try posterize.parameter(named: "colorLevels").value(from: "0.5", effect: posterize.name)
        }
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
        let levels = try Self.library.effect(named: "LevelsAdjustment")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "LevelsAdjustment", name: "middle", value: "1,2",
                expected: "three numbers as x,y,z")
        ) {
            try levels.parameter(named: "middle").value(from: "1,2", effect: levels.name)
        }
        let matrix = try Self.library.effect(named: "ColorMatrixFilter")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ColorMatrixFilter", name: "colorMatrix", value: "1,0,0",
                expected: "sixteen numbers, column by column, or one for a diagonal")
        ) {
            try matrix.parameter(named: "colorMatrix").value(from: "1,0,0", effect: matrix.name)
        }
        let keying = try Self.library.effect(named: "ChromaKeying")
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ChromaKeying", name: "colorToReplace", value: "greenish",
                expected: "a colour as #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black")
        ) {
            try keying.parameter(named: "colorToReplace").value(from: "greenish", effect: keying.name)
        }
    }
}
