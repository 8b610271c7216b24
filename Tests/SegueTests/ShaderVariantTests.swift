import Foundation
import Segue
import Testing

/// `@variant`: one file declares a family of effects, each with some parameters fixed.
struct ShaderVariantTests {
    static let family = """
        // @kind transition
        // @summary A test family.
        // @param int direction = 0 [0, 3] 0 left, 1 right, 2 up, 3 down.
        // @param float softness = 0.1 [0, 1] Width of the edge.
        // @variant edgeleft direction=0 The edge goes left.
        // @variant edgeright direction=1 softness=0.25
        vec4 effect(vec2 uv) {
            float x = direction == 0 ? 1.0 - uv.x : uv.x;
            float edge = progress * (1.0 + softness);
            return mix(getFromColor(uv), getToColor(uv), 1.0 - smoothstep(edge - softness, edge, x));
        }

        """

    /// The library after adding one file of `source` called `name`.
    private func load(_ source: String, name: String = "family.glsl") throws -> (EffectLibrary, String) {
        let directory = try ShaderDirectory()
        let file = try directory.write(name, source)
        var library = try EffectLibrary(environment: [:])
        try library.addFile(file)
        return (library, file)
    }

    /// The `file:line: message` a file fails to load with.
    private func error(_ source: String) throws -> String {
        do {
            _ = try load(source)
        } catch let error as EffectError {
            return error.description
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func eachVariantIsAnEffectWithItsPresetsRemoved() throws {
        let (library, file) = try load(Self.family)
        let left = try library.effect(named: "edgeleft")
        let right = try library.effect(named: "edgeright")
        #expect(left.summary == "The edge goes left.")
        #expect(right.summary == "A test family.")
        #expect(left.parameters.map(\.name) == ["progress", "softness"])
        #expect(right.parameters.map(\.name) == ["progress"])
        #expect(left.file == file && right.file == file)
    }

    @Test func presetsBecomeConstantsOnTheirParamLines() throws {
        let (library, _) = try load(Self.family)
        let lines = try library.effect(named: "edgeright").source.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "const int direction = 1;")
        #expect(lines[3] == "const float softness = 0.25;")
        #expect(lines.count == Self.family.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func aFileWithVariantsAndANameAlsoDefinesTheBase() throws {
        let (library, _) = try load("// @name edge\n" + Self.family)
        #expect(try library.effect(named: "edge").parameters.map(\.name) == ["progress", "direction", "softness"])
        #expect(try library.effect(named: "edgeleft").kind == .transition)
    }

    @Test func aFileWithVariantsAndNoNameDefinesOnlyTheVariants() throws {
        let (library, _) = try load(Self.family)
        #expect(library.effects["family"] == nil && library.effects["edgeleft"] != nil)
    }

    @Test func errorsPointAtTheVariantLine() throws {
        let family = Self.family
        #expect(
            try error(family.replacingOccurrences(of: "direction=0 The", with: "angle=0 The"))
                .hasSuffix(
                    "family.glsl:5: @variant edgeleft presets 'angle', which is not a @param of this file; known: direction, softness"
                ))
        #expect(
            try error(family.replacingOccurrences(of: "direction=0 The", with: "direction=left The"))
                .hasSuffix("family.glsl:5: @variant edgeleft: 'left' for direction is not an integer"))
        #expect(
            try error(family.replacingOccurrences(of: "direction=0 The", with: "direction=7 The"))
                .hasSuffix("family.glsl:5: @variant edgeleft: direction=7 lies outside its range"))
        #expect(
            try error(family.replacingOccurrences(of: "@variant edgeright", with: "@variant edgeleft"))
                .hasSuffix("family.glsl:6: @variant edgeleft is declared twice (also line 5)"))
        #expect(
            try error(family.replacingOccurrences(of: "direction=0 The", with: "direction=0 direction=1 The"))
                .hasSuffix("family.glsl:5: @variant edgeleft presets direction twice"))
        #expect(
            try error(family.replacingOccurrences(of: "edgeleft direction=0 The edge goes left.", with: ""))
                .hasSuffix("family.glsl:5: @variant needs a name, e.g. @variant wipeleft direction=0"))
        #expect(
            try error("// @name edgeleft\n" + family).hasSuffix("family.glsl:6: @variant edgeleft has the file's @name")
        )
        #expect(
            try error(family.replacingOccurrences(of: "softness=0.25", with: "progress=0.5"))
                .hasSuffix(
                    "family.glsl:6: @variant edgeright presets 'progress', which is not a @param of this file; known: direction, softness"
                ))
    }

    @Test func aUserDirectoryIsReadWithItsSubfolders() throws {
        let directory = try ShaderDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Transitions/mine"), withIntermediateDirectories: true)
        let file = try directory.write("Transitions/mine/family.glsl", Self.family)
        try directory.write("Transitions/README.md", "not an effect")
        let library = try directory.library()
        #expect(try library.effect(named: "edgeleft").file == file)
        #expect(try library.effect(named: "edgeright").file == file)
    }

    @Test(.requiresGPU) func everyVariantPassesShaderCheck() throws {
        let directory = try ShaderDirectory()
        let report = try TestEngine.engine().checkShader(file: directory.write("family.glsl", Self.family))
        #expect(report.passed, "\(report.line)")
        #expect(report.effect == "edgeleft edgeright, transition")
    }

    @Test func builtInFamiliesReportTheirFileUnderShaders() throws {
        let library = try EffectLibrary(environment: [:])
        #expect(try library.effect(named: "wipeleft").file == "Shaders/Transitions/xfade/wipe.glsl")
        #expect(try library.effect(named: "Vignette").file == "Shaders/Filters/Vignette.glsl")
    }
}
