import Foundation
import Testing

@testable import Segue

/// VCTransitionsLibrary's animators as built-in behaviour files: each file is its source written
/// as layers (`ViewControllerAnimators`), drawn as `LayerReference` draws that, forwards and along
/// the source's own reverse path, ending exactly on "from" and "to".
@Suite(.requiresGPU)
struct ViewControllerAnimatorTests {
    static let names = ViewControllerAnimators.all.map(\.name)
    /// Progress values to compare at. Not 0.5: there fold's symmetric panels meet exactly on a
    /// pixel centre of an odd width, where which one covers it is a tie float rounding decides.
    static let progresses = [0.0, 0.1, 0.3, 0.45, 0.7, 0.9, 1.0]

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
            for p in Self.progresses {
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
            for p in Self.progresses {
                let reference = LayerReference.render(dismissal, from: from, to: to, progress: p)
                let comparison = ImageComparison(try transition.render(progress: p), reference)
                #expect(comparison.meetsReferenceTolerance, "\(name) reversed \(size) at \(p): \(comparison)")
            }
        }
    }

    /// The turn's and the cube's `vertical` option change the axis, both ways: the turn turns
    /// about y unless it is false (the library's default, CEDirectionVertical), the cube about a
    /// vertical edge unless it is true.
    @Test(arguments: [("turn", false), ("cube-views", true)])
    func theVerticalOptionTurnsAboutTheOtherAxis(_ name: String, vertical: Bool) throws {
        let model = Self.model(name)
        for (size, from, to) in try TestImages.transitionPairs() {
            for reversed in [false, true] {
                let transition = try TestEngine.engine().makeTransition(name, from: from, to: to, reversed: reversed)
                try transition.set("vertical", vertical)
                let played = reversed ? model.dismissalTransition! : model
                for p in [0.2, 0.4, 0.7, 0.9] {
                    let reference = LayerReference.render(
                        played, from: from, to: to, progress: p, parameters: ["vertical": .bool(vertical)])
                    let comparison = ImageComparison(try transition.render(progress: p), reference)
                    #expect(
                        comparison.meetsReferenceTolerance,
                        "\(name) vertical=\(vertical) \(reversed) \(size) at \(p): \(comparison)")
                    let byDefault = LayerReference.render(played, from: from, to: to, progress: p)
                    #expect(!ImageComparison(reference, byDefault).meetsReferenceTolerance, "the axis matters")
                }
            }
        }
    }

    /// `--param folds=N` cuts the views into N folds, both ways.
    @Test func theFoldsOptionCutsThatManyFolds() throws {
        let model = Self.model("fold-views")
        for (size, from, to) in try TestImages.transitionPairs() {
            for reversed in [false, true] {
                let transition = try TestEngine.engine().makeTransition(
                    "fold-views", from: from, to: to, reversed: reversed)
                try transition.set("folds", 3)  // a literal: a Double, taken as the int parameter asks
                let played = reversed ? model.dismissalTransition! : model
                for p in [0.3, 0.7] {
                    let reference = LayerReference.render(
                        played, from: from, to: to, progress: p, parameters: ["folds": .int(3)])
                    let comparison = ImageComparison(try transition.render(progress: p), reference)
                    #expect(comparison.meetsReferenceTolerance, "folds 3 \(reversed) \(size) at \(p): \(comparison)")
                    let two = LayerReference.render(played, from: from, to: to, progress: p)
                    #expect(!ImageComparison(reference, two).meetsReferenceTolerance, "the count matters")
                }
            }
        }
    }

    /// The turn's geometry from Core Animation's own math, not Segue's model. By default (the
    /// library's CEDirectionVertical) "from" turns about its vertical centre line: a quarter of
    /// the way in, UIKit's keyframe animation (paced ease-in-out) has it at the fraction
    /// easeInOut(0.25) / 0.5 of its keyframe, turned by CATransform3DMakeRotation(−π/2 · that,
    /// 0, 1, 0) about its centre and seen through m34 = −1/(1.5625 · width) about the frame's
    /// centre, so its right side comes towards the viewer (taller than the frame) and its left
    /// side recedes (shorter, black beside and above it).
    @Test func theTurnTiltsAsCoreAnimationDoes() throws {
        let (width, height) = (320, 480)
        let from = try Image(width: width, height: height, color: RGBA(255, 0, 0, 255))
        let to = try Image(width: width, height: height, color: RGBA(0, 0, 255, 255))
        let frame = try TestEngine.engine().makeTransition("turn", from: from, to: to).render(progress: 0.25)
        let (w, h) = (Double(width), Double(height))
        let angle = -Double.pi / 2 * TimingCurve.easeInOut.value(at: 0.25) / 0.5
        let eye = 1.5625 * w
        /// Where the layer point (x, y) about the centre lands on screen.
        func screen(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let (rotatedX, z) = (x * cos(angle), -x * sin(angle))
            let scale = 1 / (1 - z / eye)  // m34 = −1/eye: w = 1 + m34 · z
            return (w / 2 + rotatedX * scale, h / 2 + y * scale)
        }
        let topRight = screen(w / 2, -h / 2)
        let topLeft = screen(-w / 2, -h / 2)
        // The right side comes past the frame's top-right corner; the left edge is inside the frame.
        #expect(topRight.x > w && topRight.y < 0, "\(topRight)")
        #expect(topLeft.x > 10 && topLeft.y > 10, "\(topLeft)")
        #expect(frame[width - 1, 0] == RGBA(255, 0, 0, 255))
        #expect(frame[Int(topLeft.x) + 2, height / 2] == RGBA(255, 0, 0, 255))
        #expect(frame[Int(topLeft.x) - 3, height / 2] == RGBA(0, 0, 0, 255))
        #expect(frame[Int(topLeft.x) + 2, Int(topLeft.y) - 3] == RGBA(0, 0, 0, 255))
        #expect(frame[Int(topLeft.x) + 2, Int(topLeft.y) + 3] == RGBA(255, 0, 0, 255))
    }

    /// natgeo's reverse path re-adds the view it reveals on top, still turned 80° away about its
    /// left edge as the presentation left it: a sliver of it shows from the first frame.
    static let startsWithAPartOfTheRevealedView: Set<String> = ["natgeo"]
    /// fold's new panels start turned edge-on at the frame's edge, on top, and the container's
    /// perspective shows them there as thin wedges, both ways (the old panels end under the new).
    static let startsWithEdgeOnPanels: Set<String> = ["fold-views"]
    /// Reversed, fold's old panels all end edge-on at the left edge, and those of the later folds
    /// are drawn over the earlier folds' new panels, so their wedges show in the last frame.
    static let endsWithEdgeOnPanels: Set<String> = ["fold-views"]

    @Test(arguments: names)
    func bothWaysStartOnFromAndEndOnTo(_ name: String) throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            for reversed in [false, true] {
                let transition = try TestEngine.engine().makeTransition(name, from: from, to: to, reversed: reversed)
                let first = try transition.render(progress: 0).pixels
                let last = try transition.render(progress: 1).pixels
                if Self.startsWithEdgeOnPanels.contains(name)
                    || (reversed && Self.startsWithAPartOfTheRevealedView.contains(name))
                {
                    #expect(first != from.pixels, "\(name) \(size) \(reversed): part of 'to' shows from the start")
                } else {
                    #expect(first == from.pixels, "\(name) \(size) \(reversed)")
                }
                if reversed && Self.endsWithEdgeOnPanels.contains(name) {
                    #expect(last != to.pixels, "\(name) \(size): a later fold's old panels show")
                } else {
                    #expect(last == to.pixels, "\(name) \(size) \(reversed)")
                }
            }
        }
    }
}
