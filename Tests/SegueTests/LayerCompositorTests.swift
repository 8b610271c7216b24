import Testing

@testable import Segue

/// The layer compositor against closed forms: what the issue states each classic transition is.
@Suite(.requiresGPU)
struct LayerCompositorTests {
    static let from = TestImages.pattern(width: 333, height: 177), to = TestImages.otherPattern(width: 333, height: 177)

    static let zoomFade = LayerTransition(
        name: "zf",
        layers: [
            Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.1))]),
            Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
        ])

    static let fadeOver = LayerTransition(
        name: "fo",
        layers: [
            Layer(source: .from, behaviours: [Behaviour(.opacity, from: .number(1), to: .number(0))]),
            Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
        ])

    @Test(arguments: [zoomFade, fadeOver])
    func endsExactlyOnItsImages(_ transition: LayerTransition) throws {
        let renderer = try TestEngine.engine().makeTransition(transition, from: Self.from, to: Self.to)
        #expect(try renderer.render(progress: 0) == Self.from)
        #expect(try renderer.render(progress: 1) == Self.to)
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func fadeOverDarkensTheMiddle(progress: Double) throws {
        let frame = try TestEngine.engine().makeTransition(Self.fadeOver, from: Self.from, to: Self.to).render(
            progress: progress)
        let p = Float(progress)
        let expected = CPUReference.render(width: 333, height: 177) { uv in
            // Over the opaque black background, so alpha stays 1.
            var colour =
                CPUReference.nearest(Self.to, uv) * p + CPUReference.nearest(Self.from, uv) * ((1 - p) * (1 - p))
            colour.w = 1
            return colour
        }
        let comparison = ImageComparison(frame, expected, tolerance: 2)
        #expect(comparison.fractionWithin == 1, "\(comparison)")
    }

    @Test(arguments: [0.3, 0.6])
    func zoomFadeShrinksAboutTheCentre(progress: Double) throws {
        let frame = try TestEngine.engine().makeTransition(Self.zoomFade, from: Self.from, to: Self.to).render(
            progress: progress)
        let p = Float(progress)
        let scale = 1 + (0.1 - 1) * p
        let expected = CPUReference.render(width: 333, height: 177) { uv in
            let source = (uv - 0.5) / scale + 0.5
            let shrunk =
                source.x < 0 || source.x > 1 || source.y < 0 || source.y > 1
                ? CPUReference.Color(0, 0, 0, 1) : CPUReference.bilinear(Self.from, source)
            return CPUReference.nearest(Self.to, uv) * p + shrunk * (1 - p)
        }
        let comparison = ImageComparison(frame, expected)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test func aFrameAfterTheFirstUploadsAndCreatesNothing() throws {
        let engine = try TestEngine.privateEngine()  // counters are per engine; others draw on the shared one
        // Drawn as quads: the fading "to" would otherwise be a blend or a copy of its image.
        let renderer = try engine.makeTransition(
            Self.zoomFade, from: Self.from, to: Self.to, options: PlanOptions(copies: false))
        var frame = try renderer.render(progress: 0)
        let before = engine.counters
        for index in 0..<50 { try renderer.render(progress: Double(index) / 49, into: &frame) }
        let delta = engine.counters.since(before)
        #expect(delta.uploads == 0 && delta.objectsCreated == 0 && delta.programsLinked == 0)
        // One draw per layer kind: zoom-fade's shrinking "from", then its fading "to".
        #expect(delta.drawCalls == 50 * 2)
    }

    @Test(arguments: [0.0, 0.3, 0.8, 1.0])
    func aDismissalPlaysThePresentationBackwards(progress: Double) throws {
        let engine = try TestEngine.engine()
        let dismissal = try engine.makeTransition(Self.zoomFade, from: Self.from, to: Self.to, reversed: true)
        let presentation = try engine.makeTransition(Self.zoomFade, from: Self.to, to: Self.from)
        #expect(try dismissal.render(progress: progress) == presentation.render(progress: 1 - progress))
        let crossfade = try engine.makeTransition("crossfade", from: Self.from, to: Self.to, reversed: true)
        #expect(try crossfade.render(progress: 0) == Self.from)
        #expect(try crossfade.render(progress: 1) == Self.to)
    }

    @Test func reverseOnDismissMirrorsTheWindow() throws {
        // Fades out over the first half when presented; over the second half of the presentation's
        // time when dismissed, which a dismissal reaches at its first half.
        func fading(mirrored: Bool) -> LayerTransition {
            LayerTransition(
                name: "stagger",
                layers: [
                    Layer(source: .to),
                    Layer(
                        source: .from,
                        behaviours: [
                            Behaviour(
                                .opacity, from: .number(1), to: .number(0), start: 0, duration: 0.5,
                                reverseOnDismiss: mirrored)
                        ]),
                ])
        }
        let engine = try TestEngine.engine()
        let plain = try engine.makeTransition(fading(mirrored: false), from: Self.from, to: Self.to, reversed: true)
        let mirrored = try engine.makeTransition(fading(mirrored: true), from: Self.from, to: Self.to, reversed: true)
        // Dismissing from "from" (shown as the presentation's "to") to "to": the presentation's
        // top layer is the dismissal's "to" image, fading in at presentation time 1 − p.
        #expect(try plain.render(progress: 0.25) == Self.from)  // presentation at 0.75: window [0, 0.5] is over
        #expect(try mirrored.render(progress: 0.25) != Self.from)  // mirrored window [0.5, 1] is under way
        #expect(try mirrored.render(progress: 0.75) == Self.to)  // presentation at 0.25: before [0.5, 1]
    }
}
