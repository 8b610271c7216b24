import Foundation
import Segue
import Testing

/// The CPU layer compositor checked against hand-worked cases, so that it can be trusted as the
/// reference for the GPU compositor; and the built-in behaviour files checked with it.
@Suite struct LayerReferenceTests {
    static let black = SIMD4<Float>(0, 0, 0, 1)

    /// A one-layer transition over `background`.
    func single(_ layer: Layer, background: SIMD4<Float> = black) -> LayerTransition {
        LayerTransition(name: "test", background: background, layers: [layer])
    }

    func render(_ layer: Layer, _ image: Image, background: SIMD4<Float> = black, progress: Double = 0) -> Image {
        LayerReference.render(single(layer, background: background), from: image, to: image, progress: progress)
    }

    /// Whether the layer drew anything at (x, y) over black, for a white colour layer.
    func covered(_ image: Image, _ x: Int, _ y: Int) -> Bool { image[x, y].r > 127 }

    static let white = Layer.Source.color(SIMD4(1, 1, 1, 1))

    @Test func identityLayerReproducesTheImage() {
        let image = TestImages.pattern(width: 333, height: 177)
        #expect(render(Layer(source: .from), image).pixels == image.pixels)
        // A whole-pixel translation only shifts it.
        let shifted = render(
            Layer(
                source: .from,
                behaviours: [Behaviour(.translation, from: .vector([3.0 / 333, 2.0 / 177]), to: .vector([0, 0]))]),
            image)
        #expect(shifted[10, 10] == image[7, 8] && shifted[2, 10] == RGBA(0, 0, 0, 255))
    }

    @Test func fadeIsTheMix() {
        let from = TestImages.pattern(width: 64, height: 40)
        let to = TestImages.otherPattern(width: 64, height: 40)
        let transition = LayerTransition(
            name: "fade",
            layers: [
                Layer(source: .from),
                Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
            ])
        let result = LayerReference.render(transition, from: from, to: to, progress: 0.3)
        for index in result.pixels.indices where index % 4 != 3 {
            // Often exactly halfway between two levels, so either rounding is right.
            let expected = 0.7 * Double(from.pixels[index]) + 0.3 * Double(to.pixels[index])
            #expect(abs(Double(result.pixels[index]) - expected) <= 0.5 + 1e-9)
        }
    }

    @Test func halfScaleAboutTheCentre() {
        // 2×2 blocks: at half size each output pixel falls midway between a block's two texels.
        var image = try! Image(width: 100, height: 60)
        for y in 0..<60 { for x in 0..<100 { image[x, y] = RGBA(UInt8(x / 2 * 5), UInt8(y / 2 * 8), 77) } }
        let result = render(
            Layer(source: .from, behaviours: [Behaviour(.scale, from: .number(0.5), to: .number(0.5))]), image)
        // The frame now covers [25, 75) × [15, 45); pixel (i, j) shows texel (2(i − 25), 2(j − 15)).
        for (i, j) in [(25, 15), (30, 20), (74, 44), (50, 30)] {
            #expect(result[i, j] == image[2 * (i - 25), 2 * (j - 15)])
        }
        for (i, j) in [(24, 30), (75, 30), (50, 14), (50, 45), (0, 0)] {
            #expect(result[i, j] == RGBA(0, 0, 0, 255))
        }
    }

    @Test func quarterTurnAboutTheCentreLineIsEdgeOn() {
        // At an odd width the hinge runs through pixel centres: a layer seen edge-on must still vanish.
        for width in [333, 200] {
            let image = TestImages.pattern(width: width, height: 90)
            let page = Layer(
                source: .from, region: LayerRect(x: 0, y: 0, width: 0.5, height: 1), anchor: SIMD2(1, 0.5),
                behaviours: [Behaviour(.rotation(.y), from: .number(90), to: .number(90))])
            let result = render(page, image, background: SIMD4(1, 0, 0, 1))
            #expect(result.pixels == (try! Image(width: width, height: 90, color: RGBA(255, 0, 0, 255))).pixels)
        }
    }

    @Test func turningAboutYMakesTheNearSideLarger() {
        let image = try! Image(width: 200, height: 120)
        let layer = Layer(
            source: Self.white,
            behaviours: [
                Behaviour(.scale, from: .number(0.5), to: .number(0.5)),
                Behaviour(.rotation(.y), from: .number(30), to: .number(30)),
            ])
        let result = render(layer, image)
        let columns = (0..<200).filter { x in (0..<120).contains { covered(result, x, $0) } }
        func height(_ x: Int) -> Int { (0..<120).filter { covered(result, x, $0) }.count }
        // Positive angles bring the left side towards the viewer.
        #expect(height(columns.first! + 1) > height(columns.last! - 1) + 4)
        #expect(columns.count < 100, "foreshortened")
    }

    @Test func clockwiseTurnMovesTheTopRightCornerDown() {
        let image = try! Image(width: 200, height: 200)
        let still = render(
            Layer(source: Self.white, behaviours: [Behaviour(.scale, from: .number(0.5), to: .number(0.5))]), image)
        let turned = render(
            Layer(
                source: Self.white,
                behaviours: [
                    Behaviour(.scale, from: .number(0.5), to: .number(0.5)),
                    Behaviour(.rotation(.z), from: .number(10), to: .number(10)),
                ]), image)
        // Unturned, the top-right corner is (150, 50); turned 10° clockwise about (100, 100) it is
        // near (157.9, 59.4), and the top edge at x = 148 drops to y ≈ 57.7.
        #expect(covered(still, 148, 52) && !covered(turned, 148, 52))
        #expect(covered(turned, 148, 60) && covered(turned, 155, 62))
        // The top-left corner rises: (59.4, 42.1).
        #expect(!covered(still, 62, 46) && covered(turned, 62, 46))
    }

    @Test func shadowGradientAtTheEdges() {
        let image = try! Image(width: 100, height: 100)
        for edge in LayerShadow.Edge.allCases {
            let layer = Layer(
                source: Self.white, shadow: LayerShadow(clearEdge: edge, color: SIMD4(0, 0, 0, 1)),
                behaviours: [Behaviour(.shadowOpacity, from: .number(0.5), to: .number(0.5))])
            let result = render(layer, image)
            // Next to the clear edge g = 0.005; at the opposite edge g = 0.995, times 0.5.
            let (clear, dark): ((Int, Int), (Int, Int)) =
                switch edge {
                case .left: ((0, 50), (99, 50))
                case .right: ((99, 50), (0, 50))
                case .top: ((50, 0), (50, 99))
                case .bottom: ((50, 99), (50, 0))
                }
            #expect(result[clear.0, clear.1] == RGBA(254, 254, 254, 255), "\(edge)")
            #expect(result[dark.0, dark.1] == RGBA(128, 128, 128, 255), "\(edge)")  // 255 × (1 − 0.4975) = 128.1
            // Pixel 50's centre is at 0.505 from the left or top, 0.495 from the right or bottom.
            // 255 × (1 − 0.5 × 0.505) = 190.6, 255 × (1 − 0.5 × 0.495) = 191.9.
            let middle: UInt8 = edge == .left || edge == .top ? 191 : 192
            #expect(result[50, 50] == RGBA(middle, middle, middle, 255), "\(edge)")
        }
    }

    @Test func springSettlesExactlyAtTheEnd() {
        for (damping, velocity) in [(0.3, 0.0), (0.7, 2.0), (1.0, 0.0), (2.0, 0.0), (1.0, 4.0)] {
            let curve = BehaviourCurve.spring(damping: damping, velocity: velocity)
            #expect(LayerReferenceCurves.value(curve, at: 0) == 0)
            #expect(LayerReferenceCurves.value(curve, at: 1) == 1 && LayerReferenceCurves.value(curve, at: 1.5) == 1)
            let peak = stride(from: 0.0, through: 1, by: 0.001).map { LayerReferenceCurves.value(curve, at: $0) }.max()!
            if damping < 1 { #expect(peak > 1.001, "ζ = \(damping) overshoots") }
            if damping >= 1 && velocity == 0 { #expect(peak <= 1, "ζ = \(damping) does not") }
            // At rest from 1 on (at 1 itself it is on the threshold), and close to 1 just before.
            let omega = LayerReferenceCurves.springFrequency(damping: damping, velocity: velocity)
            for t in stride(from: 1.001, through: 2, by: 0.01) {
                let state = LayerReferenceCurves.springDisplacement(
                    damping: damping, omega: omega, velocity: velocity, at: t)
                #expect(abs(state.offset) < 0.001 && abs(state.speed) < 0.001, "ζ = \(damping) at \(t)")
            }
            #expect(abs(LayerReferenceCurves.value(curve, at: 0.99999) - 1) < 0.001)
            // …and the frequency is no stiffer than needed: not at rest a little before 1.
            let before = stride(from: 0.95, to: 1, by: 0.0005).contains { t in
                let state = LayerReferenceCurves.springDisplacement(
                    damping: damping, omega: omega, velocity: velocity, at: t)
                return abs(state.offset) >= 0.001 || abs(state.speed) >= 0.001
            }
            #expect(before, "ζ = \(damping)")
        }
    }

    @Test func cubicBezierMatchesCSS() {
        // Values solved independently (Newton's method on the x polynomial).
        // CSS `ease`.
        #expect(
            abs(LayerReferenceCurves.bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, at: 0.5) - 0.8024033875848571) < 1e-7)
        #expect(abs(LayerReferenceCurves.value(.timing(.easeIn), at: 0.5) - 0.31535681257253945) < 1e-7)
        #expect(abs(LayerReferenceCurves.value(.timing(.easeOut), at: 0.25) - 0.3781381308251098) < 1e-7)
        #expect(abs(LayerReferenceCurves.value(.timing(.easeInOut), at: 0.25) - 0.12916193104731982) < 1e-7)
        #expect(abs(LayerReferenceCurves.value(.timing(.easeInOut), at: 0.5) - 0.5) < 1e-7)
        for x in stride(from: 0.05, to: 1, by: 0.1) {
            let easeIn = LayerReferenceCurves.value(.timing(.easeIn), at: x)
            let easeOut = LayerReferenceCurves.value(.timing(.easeOut), at: 1 - x)
            #expect(abs(easeIn - (1 - easeOut)) < 1e-7, "ease-in and ease-out mirror each other")
        }
    }

    @Test func reverseOnDismissMirrorsTheWindow() {
        let plain = Behaviour(.opacity, from: .number(0), to: .number(1), start: 0.2, duration: 0.3)
        var mirrored = plain
        mirrored.reverseOnDismiss = true
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            let forward = LayerReferenceState.easedFraction(of: plain, progress: p, reversed: false)
            // Played backwards, a plain behaviour retraces the forward one…
            #expect(
                abs(
                    LayerReferenceState.easedFraction(of: plain, progress: p, reversed: true)
                        - LayerReferenceState.easedFraction(of: plain, progress: 1 - p, reversed: false)) < 1e-12)
            // …while a mirrored one runs backwards over the same stretch of the dismissal's progress.
            #expect(
                abs(LayerReferenceState.easedFraction(of: mirrored, progress: p, reversed: true) - (1 - forward))
                    < 1e-12)
        }
        // At 0.6 backwards: p' = 0.4, (0.4 − 0.2) / 0.3 plain; the mirrored window [0.5, 0.8] not begun.
        #expect(abs(LayerReferenceState.easedFraction(of: plain, progress: 0.6, reversed: true) - 2.0 / 3) < 1e-12)
        #expect(LayerReferenceState.easedFraction(of: mirrored, progress: 0.6, reversed: true) == 0)
    }

    @Test func behavioursCombine() {
        let layer = Layer(
            source: .from,
            behaviours: [
                Behaviour(.opacity, from: .number(0.5), to: .number(0.5)),
                Behaviour(.opacity, from: .number(0.5), to: .number(0.5)),
                Behaviour(.scale, from: .number(2), to: .number(2)),
                Behaviour(.scale, from: .vector([1, 3]), to: .vector([1, 3])),
                Behaviour(.translation, from: .vector([0.1, 0.2]), to: .vector([0.1, 0.2])),
                Behaviour(.translation, from: .vector([0.3, -0.1]), to: .vector([0.3, -0.1])),
                Behaviour(.rotation(.y), from: .number(10), to: .number(10)),
                Behaviour(.rotation(.y), from: .number(5), to: .number(5)),
                Behaviour(.rotation(.z), from: .number(7), to: .number(7)),
                Behaviour(.shadowOpacity, from: .number(0.5), to: .number(0.5)),
                Behaviour(.shadowOpacity, from: .number(0.4), to: .number(0.4)),
            ])
        let state = LayerReferenceState(layer, progress: 0.5, reversed: false, parameters: [:], declared: [])
        #expect(state.opacity == 0.25 && state.scale == (2, 6) && state.shadowOpacity == 0.2)
        #expect(abs(state.translation.x - 0.4) < 1e-12 && abs(state.translation.y - 0.1) < 1e-12)
        #expect(state.rotation == (0, 15, 7) && state.frame == .frame)
        let defaults = LayerReferenceState(
            Layer(source: .to, region: LayerRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4)),
            progress: 0.5, reversed: false, parameters: [:], declared: [])
        #expect(
            defaults.opacity == 1 && defaults.scale == (1, 1) && defaults.translation == (0, 0)
                && defaults.rotation == (0, 0, 0))
        #expect(defaults.shadowOpacity == 1 && defaults.frame == LayerRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4))
    }

    @Test func moveInterpolatesCentreAndSize() {
        let move = Behaviour(.frame, from: .vector([0, 0, 0.2, 0.2]), to: .parameter("to"), start: 0.2, duration: 0.5)
        let declared = [EffectParameterForTests.vec4("to", SIMD4(0.4, 0.6, 0.6, 0.4))]
        let state = LayerReferenceState(
            Layer(source: .from, behaviours: [move]), progress: 0.45, reversed: false, parameters: [:],
            declared: declared)
        // Centre (0.1, 0.1) → (0.7, 0.8) and size (0.2, 0.2) → (0.6, 0.4), halfway.
        let expected = [0.2, 0.3, 0.4, 0.3]
        let actual = [state.frame.x, state.frame.y, state.frame.width, state.frame.height]
        #expect(zip(expected, actual).allSatisfy { abs($0 - $1) < 1e-6 }, "\(actual)")
        // A value set by the caller wins over the default.
        let set = LayerReferenceState(
            Layer(source: .from, behaviours: [move]), progress: 1, reversed: false,
            parameters: ["to": .vec4(SIMD4(0, 0, 1, 1))], declared: declared)
        #expect(set.frame == .frame)
    }
}

/// The built-in behaviour files (as their Swift mirrors) through the reference: exact endpoints,
/// and the closed forms the issue gives for zoom-fade and fade-over.
@Suite struct BuiltInLayerTransitionTests {
    @Test(arguments: BuiltInLayerTransitions.all.map(\.name))
    func endpointsAreExact(_ name: String) throws {
        let transition = BuiltInLayerTransitions.all.first { $0.name == name }!
        for (size, from, to) in try TestImages.transitionPairs() {
            #expect(
                LayerReference.render(transition, from: from, to: to, progress: 0).pixels == from.pixels,
                "\(name) \(size) at 0")
            #expect(
                LayerReference.render(transition, from: from, to: to, progress: 1).pixels == to.pixels,
                "\(name) \(size) at 1")
            // A dismissal starts on "to" and ends on "from".
            #expect(
                LayerReference.render(transition, from: from, to: to, progress: 0, reversed: true).pixels == to.pixels,
                "\(name) \(size) reversed at 0")
            #expect(
                LayerReference.render(transition, from: from, to: to, progress: 1, reversed: true).pixels
                    == from.pixels, "\(name) \(size) reversed at 1")
        }
    }

    /// p·to + (1 − p)·(the shrunken "from", black outside it), the shrunken image read bilinearly.
    @Test func zoomFadeClosedForm() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            for p in [0.25, 0.5, 0.75] {
                let scale = 1 + (Double(Float(0.1)) - 1) * p
                let w = Double(from.width)
                let h = Double(from.height)
                let expected = closedForm(from, to) { x, y in
                    let point = (x: (w / 2 + (x - w / 2) / scale) / w, y: (h / 2 + (y - h / 2) / scale) / h)
                    let under =
                        (0..<1).contains(point.x) && (0..<1).contains(point.y)
                        ? LayerSampling.bilinear(from, point) : LayerReferenceColor(0, 0, 0, 1)
                    let over = LayerSampling.texel(to, Int(x), Int(y))
                    return (
                        p * over.r + (1 - p) * under.r, p * over.g + (1 - p) * under.g, p * over.b + (1 - p) * under.b
                    )
                }
                let result = LayerReference.render(BuiltInLayerTransitions.zoomFade, from: from, to: to, progress: p)
                #expect(
                    ImageComparison(result, expected, tolerance: 1).fractionWithin == 1, "zoom-fade \(size) at \(p)")
            }
        }
    }

    @Test func fadeOverClosedForm() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            for p in [0.25, 0.5, 0.75] {
                let expected = closedForm(from, to) { x, y in
                    let a = LayerSampling.texel(from, Int(x), Int(y))
                    let b = LayerSampling.texel(to, Int(x), Int(y))
                    let k = (1 - p) * (1 - p)
                    return (p * b.r + k * a.r, p * b.g + k * a.g, p * b.b + k * a.b)
                }
                let result = LayerReference.render(BuiltInLayerTransitions.fadeOver, from: from, to: to, progress: p)
                #expect(
                    ImageComparison(result, expected, tolerance: 1).fractionWithin == 1, "fade-over \(size) at \(p)")
            }
        }
    }

    /// Halfway, both turning pages are edge-on: the left half shows "to", the right half "from".
    @Test func pageFlipHalfway() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let result = LayerReference.render(BuiltInLayerTransitions.pageFlip, from: from, to: to, progress: 0.5)
            let half = Double(from.width) / 2
            let expected = closedForm(from, to) { x, y in
                let c = LayerSampling.texel(x < half ? to : from, Int(x), Int(y))
                return (c.r, c.g, c.b)
            }
            #expect(result.pixels == expected.pixels, "page-flip \(size)")
            // Before halfway the lifted page is drawn over the left half, shaded; it is not "to" there.
            let early = LayerReference.render(BuiltInLayerTransitions.pageFlip, from: from, to: to, progress: 0.25)
            #expect(ImageComparison(early, expected).fractionWithin < 0.9, "page-flip \(size) at 0.25")
        }
    }

    /// An image whose pixel (x, y) is `shade` at its centre, opaque.
    func closedForm(_ from: Image, _ to: Image, _ shade: (Double, Double) -> (Double, Double, Double)) -> Image {
        var image = try! Image(width: from.width, height: from.height)
        for y in 0..<from.height {
            for x in 0..<from.width {
                let c = shade(Double(x) + 0.5, Double(y) + 0.5)
                image[x, y] = RGBA(
                    LayerReference.quantize(c.0), LayerReference.quantize(c.1), LayerReference.quantize(c.2), 255)
            }
        }
        return image
    }
}
