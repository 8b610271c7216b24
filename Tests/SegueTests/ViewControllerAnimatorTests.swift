import Foundation
import Testing

@testable import Segue

/// VCTransitionsLibrary's animators as built-in behaviour files: each file is its source written
/// as layers (`ViewControllerAnimators`), drawn as `LayerReference` draws that, forwards and along
/// the source's own reverse path, ending exactly on "from" and "to".
@Suite(.requiresGPU)
struct ViewControllerAnimatorTests {
    static let names = ViewControllerAnimators.all.map(\.name)

    static func model(_ name: String) -> LayerTransition {
        ViewControllerAnimators.all.first { $0.name == name }!
    }

    @Test(arguments: names)
    func theFileIsItsSource(_ name: String) throws {
        let path = SourceRulesTests.root.appendingPathComponent("Shaders/Behaviours/\(name).json").path
        var parsed = try LayerTransition(contentsOfBehaviourFile: path)
        parsed.file = nil
        #expect(parsed == Self.model(name))
    }

    @Test(arguments: names)
    func forwardsMatchesTheReference(_ name: String) throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition(name, from: from, to: to)
            for p in LayerTransitionsGPUTests.progresses {
                let reference = LayerReference.render(Self.model(name), from: from, to: to, progress: p)
                let comparison = ImageComparison(try transition.render(progress: p), reference)
                #expect(comparison.meetsReferenceTolerance, "\(name) \(size) at \(p): \(comparison)")
            }
        }
    }

    /// `--reverse` plays the source's reverse path forwards: "from" is the view dismissed.
    @Test(arguments: names)
    func aDismissalPlaysTheSourcesReversePath(_ name: String) throws {
        let dismissal = try #require(Self.model(name).dismissalTransition)
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition(name, from: from, to: to, reversed: true)
            for p in LayerTransitionsGPUTests.progresses {
                let reference = LayerReference.render(dismissal, from: from, to: to, progress: p)
                let comparison = ImageComparison(try transition.render(progress: p), reference)
                #expect(comparison.meetsReferenceTolerance, "\(name) reversed \(size) at \(p): \(comparison)")
            }
        }
    }

    @Test(arguments: names)
    func bothWaysStartOnFromAndEndOnTo(_ name: String) throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            for reversed in [false, true] {
                let transition = try TestEngine.engine().makeTransition(name, from: from, to: to, reversed: reversed)
                #expect(try transition.render(progress: 0).pixels == from.pixels, "\(name) \(size) \(reversed)")
                #expect(try transition.render(progress: 1).pixels == to.pixels, "\(name) \(size) \(reversed)")
            }
        }
    }
}
