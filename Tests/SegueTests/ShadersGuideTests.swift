import Foundation
import Segue
import Testing

/// SHADERS.md's examples are real: the native examples pass `shader check`, and the filter
/// example is the built-in it claims to be.
struct ShadersGuideTests {
    static let guide = try! String(
        contentsOf: ReadmeExampleTests.root.appendingPathComponent("SHADERS.md"), encoding: .utf8)

    /// The ```glsl blocks of the guide.
    static var examples: [String] {
        guide.components(separatedBy: "```glsl\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func filterExampleIsTheBuiltIn() throws {
        let builtIn = try String(
            contentsOf: ReadmeExampleTests.root.appendingPathComponent("Shaders/Filters/Vignette.glsl"), encoding: .utf8
        )
        #expect(Self.examples.first == builtIn)
    }

    @Test(.requiresGPU) func everyExamplePassesShaderCheck() throws {
        let directory = try ShaderDirectory()
        let engine = try TestEngine.engine()
        #expect(Self.examples.count == 6)
        for (index, example) in Self.examples.enumerated() {
            let report = engine.checkShader(file: try directory.write("example\(index).glsl", example))
            #expect(report.passed, "\(report.line)")
        }
    }
}
