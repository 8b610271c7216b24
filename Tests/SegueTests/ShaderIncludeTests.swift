import Foundation
import Segue
import Testing

/// `// @include NAME`: a snippet beside the file or built in, in place of the line (after the
/// header for a header's), with its errors at its own lines, watched by hot reload.
@Suite(.requiresGPU)
struct ShaderIncludeTests {
    static let tinted = """
        // @name Tinted
        // @kind transition
        // @include tint
        // @param float strength = 1 [0, 1] How much of the tint shows.

        vec4 effect(vec2 uv) { return mix(getFromColor(uv), tint(getToColor(uv)), progress * strength); }
        """

    static func image() -> Image { TestImages.pattern(width: 9, height: 7) }

    @Test func aSnippetBesideTheFileIsIncludedAfterTheHeader() throws {
        let folder = try ShaderDirectory()
        try folder.write("tint.glsli", "// Red only.\nvec4 tint(vec4 c) { return vec4(c.r, 0.0, 0.0, c.a); }\n")
        try folder.write("Tinted.glsl", Self.tinted)
        let engine = try Engine(library: folder.library())
        let transition = try engine.makeTransition("Tinted", from: Self.image(), to: Self.image())
        // The @param after the @include line is still the header's.
        #expect(transition.parameters.map(\.name) == ["strength"])
        let frame = try transition.render(progress: 1)
        let expected = Self.image()[3, 2]
        #expect(frame[3, 2] == RGBA(expected.r, 0, 0, expected.a))
    }

    @Test func aBuiltInSnippetServesAUsersFile() throws {
        let folder = try ShaderDirectory()
        try folder.write(
            "Columns.glsl",
            """
            // @name Columns
            // @kind transition

            // @include xfade
            vec4 effect(vec2 uv) { return ffPixel(uv).x < 4 ? getToColor(uv) : getFromColor(uv); }
            """)
        let transition = try Engine(library: folder.library()).makeTransition(
            "Columns", from: Self.image(), to: TestImages.otherPattern(width: 9, height: 7))
        let frame = try transition.render(progress: 0.5)
        #expect(frame[2, 3] == TestImages.otherPattern(width: 9, height: 7)[2, 3])
        #expect(frame[6, 3] == Self.image()[6, 3])
    }

    @Test func aMissingSnippetIsReportedAtTheIncludeLine() throws {
        let folder = try ShaderDirectory()
        let file = try folder.write("Tinted.glsl", Self.tinted)
        let broken = try #require(folder.library().brokenFiles.first { $0.file == file })
        #expect(broken.diagnostic.line == 3)
        #expect(
            broken.diagnostic.message
                == "@include tint: there is no tint.glsli beside the file nor among the built-in snippets")
    }

    @Test(arguments: ["../tint", "tint.glsli", ""])
    func anIncludeNamesASnippetNotAPath(name: String) throws {
        let folder = try ShaderDirectory()
        let file = try folder.write(
            "Tinted.glsl", Self.tinted.replacingOccurrences(of: "@include tint", with: "@include \(name)"))
        let broken = try #require(folder.library().brokenFiles.first { $0.file == file })
        #expect(broken.diagnostic.message == "@include takes a snippet's name, e.g. @include xfade")
    }

    @Test func aCompileErrorInASnippetIsReportedAtTheSnippetsLine() throws {
        let folder = try ShaderDirectory()
        let snippet = try folder.write(
            "tint.glsli", "// Red only.\n\nvec4 tint(vec4 c) {\n    return vec4(c.r, 0.0, 0.0, undefinedThing);\n}\n")
        try folder.write("Tinted.glsl", Self.tinted)
        let engine = try Engine(library: folder.library())
        #expect {
            try engine.makeTransition("Tinted", from: Self.image(), to: Self.image())
        } throws: { error in
            guard case EffectError.shaderCompile(let diagnostics) = error else { return false }
            return diagnostics.contains { $0.file == snippet && $0.line == 4 }
        }
    }

    @Test func aParseErrorInASnippetIsReportedAtTheSnippetsLine() throws {
        let folder = try ShaderDirectory()
        let snippet = try folder.write(
            "stages.glsli",
            "// Two stages.\n// @stage first\n// @samples none\nvec4 effect(vec2 uv) { return getInputColor(uv); }\n")
        try folder.write(
            "Staged.glsl", "// @name Staged\n// @kind filter\n\nfloat unused() { return 0.0; }\n// @include stages\n")
        let broken = try #require(folder.library().brokenFiles.first)
        #expect(broken.diagnostic.file == snippet && broken.diagnostic.line == 3)
        #expect(broken.diagnostic.message.hasPrefix("@samples takes a positive count"))
    }

    @Test func aSnippetIncludesNothingItself() throws {
        let folder = try ShaderDirectory()
        let snippet = try folder.write("tint.glsli", "// @include other\nvec4 tint(vec4 c) { return c; }\n")
        try folder.write("Tinted.glsl", Self.tinted)
        let broken = try #require(folder.library().brokenFiles.first)
        #expect(broken.diagnostic.file == snippet && broken.diagnostic.line == 1)
    }

    @Test func hotReloadWatchesTheSnippets() throws {
        let folder = try ShaderDirectory()
        let snippet = try folder.write("tint.glsli", "vec4 tint(vec4 c) { return vec4(c.r, 0.0, 0.0, c.a); }\n")
        let file = try folder.write("Tinted.glsl", Self.tinted)
        let transition = try Engine(library: folder.library()).makeTransition(
            "Tinted", from: Self.image(), to: Self.image())
        let reloader = try ShaderReloader(transition: transition)
        #expect(try reloader.watchedFiles == [file, snippet].sorted())
        try HotReloadTests.rewrite(snippet, "vec4 tint(vec4 c) { return vec4(0.0, c.g, 0.0, c.a); }\n")
        #expect(reloader.reloadChanged() == .reloaded([snippet]))
        let expected = Self.image()[3, 2]
        #expect(try transition.render(progress: 1)[3, 2] == RGBA(0, expected.g, 0, expected.a))
        #expect(reloader.reloadChanged() == .unchanged)
    }
}
