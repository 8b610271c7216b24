import Foundation
import Segue
import Testing

/// LAYERS.md's examples: its first behaviour file renders as the reference says, and its Swift
/// example compiles (copied here verbatim) and runs.
@Suite(.requiresGPU)
struct LayersGuideTests {
    static let guide = try! String(
        contentsOf: ReadmeExampleTests.root.appendingPathComponent("LAYERS.md"), encoding: .utf8)

    func swiftExample(_ engine: Engine, from: Image, to: Image) throws -> Image {
        let shrink = LayerTransition(
            name: "shrink-and-fade",
            layers: [
                Layer(
                    source: .from,
                    behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.25), curve: .timing(.easeIn))]),
                Layer(
                    source: .to,
                    behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1), start: 0.3, duration: 0.7)]),
            ])
        let transition = try engine.makeTransition(shrink, from: from, to: to)
        let halfway = try transition.render(progress: 0.5)
        return halfway
    }

    @Test func theSwiftExampleRunsAndMatchesTheGuide() throws {
        let example = try CompiledCopy.text(after: "-> Image {\n", before: "\n        return halfway")
        #expect(Self.guide.contains(example), "LAYERS.md's Swift example differs from the compiled copy")
        let from = TestImages.pattern(width: 97, height: 61)
        let to = TestImages.otherPattern(width: 97, height: 61)
        let halfway = try swiftExample(try TestEngine.engine(), from: from, to: to)
        #expect(halfway != from && halfway != to)
    }

    @Test func theFirstBehaviourFileRendersFromAFolderAsTheReferenceSays() throws {
        let json = try #require(
            Self.guide.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```")[0])
        let directory = try ShaderDirectory()
        try directory.write("guide-zoom.json", json.replacingOccurrences(of: "\"zoom-fade\"", with: "\"guide-zoom\""))
        let engine = try Engine(library: try directory.library())
        let from = try TestImages.photo("coffee.png")
        let to = TestImages.resized(try TestImages.photo("chelsea.png"), width: from.width, height: from.height)
        let transition = try engine.makeTransition("guide-zoom", from: from, to: to)
        #expect(try transition.render(progress: 0) == from)
        #expect(try transition.render(progress: 1) == to)
        let comparison = ImageComparison(
            try transition.render(progress: 0.4),
            LayerReference.render(BuiltInLayerTransitions.zoomFade, from: from, to: to, progress: 0.4))
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }
}
