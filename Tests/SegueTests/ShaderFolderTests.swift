import Foundation
import Segue
import Testing

/// A shader folder is a library: one broken file leaves the others working.
struct ShaderFolderTests {
    static let from = TestImages.pattern(width: 48, height: 32)
    static let to = TestImages.otherPattern(width: 48, height: 32)

    static let fade =
        "uniform float gain; // = 0.5\nvec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress) * vec4(vec3(gain * 2.0), 1.0); }\n"
    /// Line 3 is not GLSL a loader can read: two uniforms of an unsupported type.
    static let broken =
        "// a file with a mistake on line 3\n\nuniform mat2 warp[2];\nvec4 transition(vec2 uv) { return getToColor(uv); }\n"
    static let native =
        "// @name Plain\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"
    static let badHeader = "// @name Typo\n// @kind transiton\nvec4 effect(vec2 uv) { return getFromColor(uv); }\n"

    static func folder() throws -> ShaderDirectory {
        let directory = try ShaderDirectory()
        try directory.write("a-fade.glsl", fade)
        try directory.write("b-broken.glsl", broken)
        try directory.write("c-plain.glsl", native)
        try directory.write("d-typo.glsl", badHeader)
        return directory
    }

    @Test func theFolderLoadsAndListsItsBrokenFilesWithTheirLines() throws {
        let directory = try Self.folder()
        let library = try directory.library()
        #expect(library.transitionNames.contains("a-fade") && library.transitionNames.contains("Plain"))
        #expect(library.brokenFiles.map(\.name) == ["b-broken", "Typo"])
        let first = try #require(library.brokenFiles.first)
        #expect(first.file == directory.path + "/b-broken.glsl")
        #expect(first.diagnostic.line == 3)
        #expect(
            library.brokenFiles[1].diagnostic.line == 2
                && library.brokenFiles[1].diagnostic.message.contains("@kind 'transiton'"))
        // Reported once each, in the words `segue shader check` uses.
        #expect(library.notices.filter { $0.contains("b-broken.glsl:3:") }.count == 1)
    }

    @Test func askingForTheBrokenEffectIsOneLineNamingTheFileAndReason() throws {
        let directory = try Self.folder()
        let library = try directory.library()
        let error = try #require(throws: EffectError.self) {
            try library.makeTransition("b-broken", from: ImageSource(Self.from), to: ImageSource(Self.to))
        }
        let text = "\(error)"
        #expect(text.hasPrefix(directory.path + "/b-broken.glsl:3: "), "\(text)")
        #expect(!text.contains("\n"))
        #expect(throws: EffectError.self) { try library.effect(named: "Typo") }
    }

    @Test func aLaterGoodFileOfTheSameNameReplacesTheBrokenOne() throws {
        let directory = try Self.folder()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("e"), withIntermediateDirectories: true)
        try directory.write("e/b-broken.glsl", Self.fade)
        let library = try directory.library()
        #expect(library.brokenFiles.map(\.name) == ["Typo"])
        #expect(try library.effect(named: "b-broken").format == .glTransitions)
    }

    @Test(.requiresGPU) func theGoodFilesBesideABrokenOneRenderAsTheirReferences() throws {
        let directory = try Self.folder()
        let engine = try Engine(library: try directory.library())
        let p: Float = 0.3
        let fade = try engine.makeTransition("a-fade", from: Self.from, to: Self.to)
        let fadeReference = CPUReference.render(width: 48, height: 32) { uv in
            CPUReference.mixColor(CPUReference.bilinear(Self.from, uv), CPUReference.bilinear(Self.to, uv), p)
        }
        let comparison = ImageComparison(try fade.render(progress: Double(p)), fadeReference)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
        let plain = try engine.makeTransition("Plain", from: Self.from, to: Self.to)
        let plainComparison = ImageComparison(
            try plain.render(progress: Double(p)), CPUReference.dissolve(Self.from, Self.to, mix: p))
        #expect(plainComparison.meetsReferenceTolerance, "\(plainComparison)")
    }
}
