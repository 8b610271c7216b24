import Segue
import Testing

/// `@alias` names: the short names that came before GPUImage's class names keep working.
struct EffectAliasTests {
    static let library = try! EffectLibrary(environment: [:])

    /// Each old short name and the GPUImage2 class it now names.
    static let renamed: [(String, String)] = [
        ("Brightness", "BrightnessAdjustment"), ("Contrast", "ContrastAdjustment"),
        ("Saturation", "SaturationAdjustment"),
        ("Exposure", "ExposureAdjustment"), ("Gamma", "GammaAdjustment"), ("ColorInvert", "ColorInversion"),
        ("Grayscale", "Luminance"), ("Sepia", "SepiaToneFilter"),
    ]

    /// GPUImage (1)'s names, without its prefix, for the operations GPUImage2 renamed.
    static let gpuImageNames: [(String, String)] = [
        ("CrosshatchFilter", "Crosshatch"), ("HalftoneFilter", "Halftone"), ("PolkaDotFilter", "PolkaDot"),
        ("PerlinNoiseFilter", "PerlinNoiseGenerator"),
    ]

    @Test(arguments: renamed + gpuImageNames)
    func anOldNameIsTheSameEffectUnderTheNameAskedFor(alias: String, name: String) throws {
        let viaAlias = try Self.library.effect(named: alias)
        let canonical = try Self.library.effect(named: name)
        #expect(viaAlias.name == alias)
        #expect(canonical.name == name)
        #expect(viaAlias.source == canonical.source && viaAlias.file == canonical.file)
        #expect(viaAlias.parameters == canonical.parameters)
        #expect(canonical.aliases == [alias])
        #expect(Self.library.aliases[alias] == name)
        #expect(Self.library.effects[alias] == nil)
    }

    @Test func anUnknownNameListsAliasesAmongTheChoices() {
        #expect {
            try Self.library.effect(named: "Brightnes")
        } throws: { error in
            guard case EffectError.unknownEffect(_, _, let available) = error else { return false }
            return available.contains("Brightness") && available.contains("BrightnessAdjustment")
        }
    }

    @Test func aUserFileNamedLikeAnAliasReplacesItWithANotice() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "Brightness.glsl",
            """
            // @name Brightness
            // @kind filter
            vec4 effect(vec2 uv) { return getInputColor(uv); }
            """)
        let library = try directory.library()
        #expect(library.aliases["Brightness"] == nil)
        #expect(try library.effect(named: "Brightness").file.hasSuffix("Brightness.glsl"))
        #expect(library.notices.contains { $0.contains("overrides Brightness, an alias of BrightnessAdjustment") })
        #expect(try library.effect(named: "BrightnessAdjustment").file == "Shaders/Filters/BrightnessAdjustment.glsl")
    }

    @Test func aUserAliasNamesItsOwnEffectAndFollowsAnOverride() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "Tint.glsl",
            """
            // @name Tint
            // @alias Tinge, Hue2
            // @kind filter
            vec4 effect(vec2 uv) { return getInputColor(uv); }
            """)
        // A user file replacing a built-in keeps the built-in's aliases pointing at the new file.
        try directory.write(
            "BrightnessAdjustment.glsl",
            """
            // @name BrightnessAdjustment
            // @kind filter
            vec4 effect(vec2 uv) { return getInputColor(uv); }
            """)
        let library = try directory.library()
        #expect(try library.effect(named: "Tinge").name == "Tinge")
        #expect(try library.effect(named: "Hue2").file.hasSuffix("Tint.glsl"))
        #expect(try library.effect(named: "Brightness").file.hasSuffix("/BrightnessAdjustment.glsl"))
        #expect(try !library.effect(named: "Brightness").isBuiltIn)
    }

    @Test(arguments: [
        ("// @name A\n// @alias B\n// @alias B\n// @kind filter\n", "t.glsl:3: @alias B is declared twice"),
        ("// @name A\n// @alias A\n// @kind filter\n", "t.glsl:2: @alias A is the file's own @name"),
        (
            "// @alias B\n// @kind filter\n// @variant V\n",
            "t.glsl:1: @alias names another name of the file's @name; this file has none"
        ),
        (
            "// @name A\n// @alias 9lives\n// @kind filter\n",
            "t.glsl:2: @alias takes one or more names, e.g. @alias Brightness"
        ),
    ])
    func badAliasLinesAreReportedOnTheirLine(header: String, message: String) throws {
        let directory = try ShaderDirectory()
        let path = try directory.write("t.glsl", header + "vec4 effect(vec2 uv) { return getInputColor(uv); }\n")
        var library = try EffectLibrary(environment: [:])
        #expect {
            try library.addFile(path)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
