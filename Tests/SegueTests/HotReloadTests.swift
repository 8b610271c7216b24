import Foundation
import Segue
import Testing

/// Hot reload: a changed file runs on the next look; a broken one keeps the last good version.
@Suite(.requiresGPU)
struct HotReloadTests {
    static func tint(_ colour: String) -> String {
        "// @name Tint\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), \(colour), progress); }\n"
    }

    /// Rewrites a file so its modification time surely differs from the last look.
    static func rewrite(_ file: String, _ source: String) throws {
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let later = Date().addingTimeInterval(Double.random(in: 1...1000))
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: file)
    }

    @Test func changedFileRerendersAndBrokenFileKeepsTheLastGoodVersion() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write("Tint.glsl", Self.tint("vec4(1.0, 0.0, 0.0, 1.0)"))
        let engine = try Engine(library: try directory.library())
        let image = TestImages.pattern(width: 12, height: 8)
        let transition = try engine.makeTransition("Tint", from: image, to: image)
        let reloader = try ShaderReloader(transition: transition)
        #expect(try reloader.watchedFiles == [file])
        #expect(reloader.reloadChanged() == .unchanged)
        #expect(try transition.render(progress: 1)[0, 0] == RGBA(255, 0, 0))

        try Self.rewrite(file, Self.tint("vec4(0.0, 0.0, 1.0, 1.0)"))
        #expect(reloader.reloadChanged() == .reloaded([file]))
        #expect(try transition.render(progress: 1)[0, 0] == RGBA(0, 0, 255))

        try Self.rewrite(file, Self.tint("vec4(0.0, 1.0, 0.0, 1.0) * missing"))
        guard case .failed(EffectError.shaderCompile(let diagnostics)) = reloader.reloadChanged() else {
            Issue.record("a broken file did not fail")
            return
        }
        #expect(diagnostics.first?.file == file && diagnostics.first?.line == 3)
        #expect(try transition.render(progress: 1)[0, 0] == RGBA(0, 0, 255))
        let before = engine.counters
        _ = try transition.render(progress: 0.5)
        #expect(engine.counters.since(before).programsLinked == 0, "the old version must not be recompiled every frame")

        try Self.rewrite(
            file,
            "// @name Tint\n// @kind transition\n// @param float gain = 1\n"
                + "vec4 effect(vec2 uv) { return mix(getFromColor(uv), vec4(gain, gain, 0.0, 1.0), progress); }\n")
        #expect(reloader.reloadChanged() == .reloaded([file]))
        try transition.set("gain", Float(0.5))
        #expect(try transition.render(progress: 1)[0, 0] == RGBA(128, 128, 0))
    }

    @Test func malformedHeaderOnReloadIsReported() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write("Tint.glsl", Self.tint("vec4(1.0)"))
        let transition = try Engine(library: try directory.library()).makeTransition(
            "Tint", from: TestImages.pattern(width: 4, height: 4), to: TestImages.pattern(width: 4, height: 4))
        let reloader = try ShaderReloader(transition: transition)
        try Self.rewrite(file, "// @name Tint\n// @kind sideways\nvec4 effect(vec2 uv) { return vec4(1.0); }\n")
        guard case .failed(EffectError.malformedShader(let reported, let line, _)) = reloader.reloadChanged() else {
            Issue.record("no malformed-shader error")
            return
        }
        #expect(reported == file && line == 2)
    }
}
