import Foundation
import Testing

@testable import Segue

/// Inputs the fuzz targets found crashing, kept so that they never crash again.
struct FuzzRegressionTests {
    /// `scripts/fuzz.sh effect` (23 November 2026): a global initializer followed by `, = …` had an
    /// empty declarator, which the initializer deferral indexed into.
    @Test func aGlobalInitializerFollowedByAnEmptyDeclaratorIsNoTrap() throws {
        let source = """
            float s = pow(2.0, progress), = 1.0;
            vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), s); }
            """
        _ = GlobalInitializers.deferringInitializers(in: source)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-fuzz-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("empty-declarator.glsl"), atomically: true, encoding: .utf8)
        // Loading the folder must not trap; the file either loads or is listed as broken.
        let library = try EffectLibrary(directories: [folder.path], environment: [:])
        #expect(library.brokenFiles.count + (library.transitionNames.contains("empty-declarator") ? 1 : 0) == 1)
    }

    @Test func theFuzzersCrashingInputIsNoTrap() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(
            contentsOf: root.appendingPathComponent("Fuzz/corpus/effect/regression-initializer-without-declarator"))
        let source = String(decoding: data, as: UTF8.self)
        _ = GlobalInitializers.deferringInitializers(in: source)
        _ = try? EffectFileLoader.load(source: source, file: "fuzz.glsl")
    }
}
