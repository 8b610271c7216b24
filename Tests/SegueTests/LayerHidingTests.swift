import Testing

@testable import Segue

/// Layers that hide what is below them are drawn without blending (`LayerQuads`): the pixels
/// must be those of blending every layer, whatever the snapshots' alpha.
@Suite(.requiresGPU)
struct LayerHidingTests {
    static let opaque = TestImages.pattern(width: 151, height: 97)
    static let other = TestImages.otherPattern(width: 151, height: 97)
    /// A snapshot whose alpha runs from 0 to 255 and back, with opaque stretches.
    static let translucent: Image = {
        var image = TestImages.pattern(width: 151, height: 97, seed: 7)
        for y in 0..<image.height {
            for x in 0..<image.width {
                image[x, y].a = x < 40 ? 255 : UInt8(truncatingIfNeeded: (x * 5 + y * 3) % 256)
            }
        }
        return image
    }()

    static let progresses = [0.0, 0.3, 0.6, 1.0]

    func expectMatchesReference(_ transition: LayerTransition, from: Image, to: Image, _ label: String) throws {
        let renderer = try TestEngine.engine().makeTransition(transition, from: from, to: to)
        for p in Self.progresses {
            let frame = try renderer.render(progress: p)
            let reference = LayerReference.render(transition, from: from, to: to, progress: p)
            // Single precision and filtering: the foundation's bar, as for the built-ins between their ends.
            let comparison = ImageComparison(frame, reference)
            #expect(comparison.meetsReferenceTolerance, "\(label) at \(p): \(comparison)")
        }
    }

    /// card-stack's shape: a scaled "from", a colour fading over it, "to" sliding over both.
    static let stack = LayerTransition(
        name: "hiding-stack",
        layers: [
            Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.9))]),
            Layer(
                source: .color(SIMD4(0, 0, 0, 1)), behaviours: [Behaviour(.opacity, from: .number(0), to: .number(0.6))]
            ),
            Layer(source: .to, behaviours: [Behaviour(.translation, from: .vector([0, 1]), to: .vector([0, 0]))]),
        ])

    @Test func translucentSnapshotsUnderAndOverOpaqueLayers() throws {
        try expectMatchesReference(Self.stack, from: Self.opaque, to: Self.other, "both opaque")
        try expectMatchesReference(Self.stack, from: Self.translucent, to: Self.other, "translucent under")
        try expectMatchesReference(Self.stack, from: Self.opaque, to: Self.translucent, "translucent over")
    }

    /// A moving "to" over a moving "from", its opacity `top` throughout.
    static func over(opacity top: (from: Double, to: Double), name: String) -> LayerTransition {
        LayerTransition(
            name: name,
            layers: [
                Layer(
                    source: .from,
                    behaviours: [Behaviour(.translation, from: .vector([-0.2, 0]), to: .vector([0.2, 0.1]))]),
                Layer(
                    source: .to, region: LayerRect(x: 0.1, y: 0.2, width: 0.6, height: 0.7),
                    behaviours: [
                        Behaviour(.scale, from: .number(0.5), to: .number(0.8)),
                        Behaviour(.rotation(.z), from: .number(-10), to: .number(20)),
                        Behaviour(.opacity, from: .number(top.from), to: .number(top.to)),
                    ]),
            ])
    }

    @Test func aLayerAtFullOpacityOverAnother() throws {
        try expectMatchesReference(
            Self.over(opacity: (1, 1), name: "hiding-full"), from: Self.opaque, to: Self.other, "opacity 1")
    }

    @Test func aLayerFadingFromFullOpacityJustBelowIt() throws {
        // Hides at progress 0 only; drawn blended from there on, where "from" shows through.
        try expectMatchesReference(
            Self.over(opacity: (1, 0.99), name: "hiding-fading"), from: Self.opaque, to: Self.other, "1 to 0.99")
    }

    @Test func anOpaqueColourLayerHidesAndATranslucentOneDoesNot() throws {
        for alpha: Float in [1, 0.7] {
            let transition = LayerTransition(
                name: "hiding-colour-\(alpha)",
                layers: [
                    Layer(source: .to, behaviours: [Behaviour(.scale, from: .number(0.7), to: .number(1))]),
                    Layer(
                        source: .color(SIMD4(0.2, 0.4, 0.6, alpha)),
                        region: LayerRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                        behaviours: [Behaviour(.rotation(.z), from: .number(0), to: .number(30))]),
                ])
            try expectMatchesReference(transition, from: Self.opaque, to: Self.other, "colour alpha \(alpha)")
        }
    }

    @Test func aRegionPastTheSnapshotHidesNothingThere() throws {
        let transition = LayerTransition(
            name: "hiding-past",
            layers: [
                Layer(source: .to, behaviours: [Behaviour(.scale, from: .number(0.8), to: .number(1))]),
                Layer(
                    source: .from, region: LayerRect(x: 0.5, y: 0.5, width: 0.7, height: 0.7),
                    behaviours: [Behaviour(.translation, from: .vector([-0.3, -0.3]), to: .vector([-0.1, 0]))]),
            ])
        try expectMatchesReference(transition, from: Self.opaque, to: Self.other, "region past the snapshot")
    }

    /// With a translucent background the layer pass is not the last: it draws into a pooled
    /// target, which the pass after it reads.
    @Test func aTranslucentBackgroundDrawsThroughAPooledTarget() throws {
        var transition = Self.stack
        transition.name = "hiding-translucent-background"
        transition.background = SIMD4(0.1, 0.2, 0.3, 0.5)
        try expectMatchesReference(transition, from: Self.opaque, to: Self.other, "translucent background")
    }

    @Test func aLetterboxedSnapshotHidesNothing() throws {
        // "to" fitted inside the frame leaves transparent bars above and below it.
        let wide = TestImages.otherPattern(width: 151, height: 50)
        let renderer = try TestEngine.engine().makeTransition(
            Self.stack, from: Self.opaque, to: wide, options: PlanOptions(resize: .contain))
        let frame = try renderer.render(progress: 1)
        // What is below shows through the bars, over the opaque background.
        for x in [0, 75, 150] { #expect(frame[x, 2].a == 255 && frame[x, 94].a == 255) }
        #expect(frame[75, 10] != RGBA(0, 0, 0, 255))  // "from", darkened, inside its scaled frame
    }

    @Test func passesAfterALayerPassDrawAsBefore() throws {
        let engine = try TestEngine.privateEngine()
        let fresh = try TestEngine.privateEngine()
        let expected = try fresh.makeTransition("crossfade", from: Self.opaque, to: Self.other).render(progress: 0.4)
        let layers = try engine.makeTransition(Self.stack, from: Self.opaque, to: Self.other)
        _ = try layers.render(progress: 0.5)
        #expect(
            try engine.makeTransition("crossfade", from: Self.opaque, to: Self.other).render(progress: 0.4) == expected)
        // And the layer transition again, after another renderer drew.
        #expect(
            try layers.render(progress: 0.5)
                == fresh.makeTransition(Self.stack, from: Self.opaque, to: Self.other).render(progress: 0.5))
    }

    /// One run of "to" layers: hiding, translucent over it, hiding over both.
    static let mixedRun = LayerTransition(
        name: "hiding-mixed-run",
        layers: [
            Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(1), to: .number(0.8))]),
            Layer(
                source: .to, region: LayerRect(x: 0, y: 0, width: 0.6, height: 0.6),
                behaviours: [Behaviour(.translation, from: .vector([0.1, 0.1]), to: .vector([0.3, 0.2]))]),
            Layer(
                source: .to, region: LayerRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6),
                behaviours: [
                    Behaviour(.rotation(.z), from: .number(0), to: .number(40)),
                    Behaviour(.opacity, from: .number(0.5), to: .number(0.5)),
                ]),
            Layer(
                source: .to, region: LayerRect(x: 0.4, y: 0.4, width: 0.6, height: 0.6),
                behaviours: [Behaviour(.translation, from: .vector([-0.2, -0.1]), to: .vector([0, 0]))]),
        ])

    @Test func aRunPartlyHidingIsDrawnInPartsInOrder() throws {
        try expectMatchesReference(Self.mixedRun, from: Self.opaque, to: Self.other, "mixed run")
        try expectMatchesReference(Self.mixedRun, from: Self.opaque, to: Self.translucent, "mixed run, translucent")
        let engine = try TestEngine.privateEngine()
        let renderer = try engine.makeTransition(Self.mixedRun, from: Self.opaque, to: Self.other)
        _ = try renderer.render(progress: 0.5)
        let before = engine.counters
        _ = try renderer.render(progress: 0.6)
        // "from", then the run of "to" in three parts: unblended, blended, unblended.
        #expect(engine.counters.since(before).drawCalls == 4)
    }

    @Test func hidingCostsNoDrawNorObject() throws {
        let engine = try TestEngine.privateEngine()
        let renderer = try engine.makeTransition(Self.stack, from: Self.opaque, to: Self.other)
        var frame = try renderer.render(progress: 0)
        let before = engine.counters
        for index in 0..<10 { try renderer.render(progress: Double(index) / 9, into: &frame) }
        let delta = engine.counters.since(before)
        #expect(delta.uploads == 0 && delta.objectsCreated == 0)
        // Three runs, one draw each: "to" hides, unblended, while the colour below it blends.
        #expect(delta.drawCalls == 10 * 3)
    }
}
