@testable import Segue

/// The animators that use Core Animation's transforms, written from their sources: lengths in
/// points of a 320-point-wide screen, `Transform3D` built with the same calls in the same order.
extension ViewControllerAnimators {
    static let identity = BehaviourValue.transform(.identity)
    static let blackShadow = LayerShadow(color: SIMD4(0, 0, 0, Float(0xcc) / 255))

    static func transform(
        _ from: Transform3D, _ to: Transform3D, start: Double = 0, duration: Double = 1,
        _ curve: TimingCurve = .easeInOut
    ) -> Behaviour {
        Behaviour(
            .transform, from: .transform(from), to: .transform(to), start: start, duration: duration,
            curve: .timing(curve))
    }

    static func shadow(_ from: Double, _ to: Double) -> Behaviour {
        Behaviour(.shadowOpacity, from: .number(from), to: .number(to), curve: .timing(.easeInOut))
    }

    /// A translation that stays put: where a layer sits once `setAnchorPoint` moved its edge to the centre.
    static func held(_ offset: [Double]) -> Behaviour {
        Behaviour(.translation, from: .vector(offset), to: .vector(offset))
    }

    /// CECubeAnimationController, in direction `dir` (−1 forwards, 1 reversed): each view turned
    /// ±90° about the axis, m34 = −1/200 set after the rotation, hinged at the edge `setAnchorPoint`
    /// puts at the centre (no frame restored, so the view moves by half its size); the container
    /// slides from dir · half a side to −dir · half; shadows of black at 0.8 cross over.
    static func cubeFaces(dir: Double, vertical: Bool) -> Layer {
        let axis: (x: Double, y: Double) = vertical ? (1, 0) : (0, 1)
        let fromAngle = (vertical ? -dir : dir) * 90
        let toAngle = (vertical ? dir : -dir) * 90
        func turned(_ degrees: Double) -> Transform3D {
            Transform3D.identity.rotated(degrees: degrees, x: axis.x, y: axis.y, z: 0).settingM34(-1.0 / 200)
        }
        let toEdge = dir == 1 ? 0.0 : 1.0
        let fromEdge = dir == 1 ? 1.0 : 0.0
        func along(_ value: Double) -> [Double] { vertical ? [0, value] : [value, 0] }
        func anchor(_ edge: Double) -> SIMD2<Double> { vertical ? SIMD2(0.5, edge) : SIMD2(edge, 0.5) }
        let from = Layer(
            source: .from, anchor: anchor(fromEdge), shadow: blackShadow,
            behaviours: [held(along(0.5 - fromEdge)), transform(.identity, turned(fromAngle)), shadow(0, 1)])
        let to = Layer(
            source: .to, anchor: anchor(toEdge), shadow: blackShadow,
            behaviours: [held(along(0.5 - toEdge)), transform(turned(toAngle), .identity), shadow(1, 0)])
        var group = Layer(
            sublayers: [from, to], behaviours: [translate(along(dir * 0.5), along(-dir * 0.5), .easeInOut)])
        group.condition = Behaviour.Condition("vertical", applies: vertical)
        return group
    }

    static let cubeViews = LayerTransition(
        name: "cube-views",
        summary:
            "VCTransitionsLibrary's cube: the two views turn together as two faces of a cube, each hinged on the edge they share, darkening as they turn away (--param vertical=true turns up); a dismissal turns the other way.",
        perspective: .infinity,
        parameters: [
            EffectParameter(
                name: "vertical", type: .bool, defaultValue: .bool(false), range: nil,
                summary:
                    "Turn about a horizontal edge (the library's CubeAnimationWayVertical) instead of a vertical one.")
        ],
        layers: [cubeFaces(dir: -1, vertical: false), cubeFaces(dir: -1, vertical: true)],
        dismissal: [cubeFaces(dir: 1, vertical: false), cubeFaces(dir: 1, vertical: true)])

    /// CENatGeoAnimationController's four transforms, each starting from m34 = −1/500
    /// (sourceFirst and destinationLast are that alone: their other calls move by 0).
    static let perspective500 = Transform3D.identity.settingM34(-1.0 / 500)
    static let sourceLast = perspective500.rotated(degrees: 80, x: 0, y: 1, z: 0).translated(x: 0, y: 0, z: -30)
        .translated(x: 170, y: 0, z: 0)
    static let destinationFirst = perspective500.rotated(degrees: 5, x: 0, y: 0, z: 1)
        .translated(x: 320, y: -40, z: 150).rotated(degrees: -45, x: 0, y: 1, z: 0)
        .rotated(degrees: 10, x: 1, y: 0, z: 0)

    /// CENatGeoAnimationController, both branches of `animateTransition:` one
    /// `animateKeyframesWithDuration` with `CalculationModeCubic` (paced ease-in-out, as UIKit's
    /// keyframe animations are by default).
    ///
    /// Forwards, the container adds "from" then "to" (on top). "from" is anchored at its left edge
    /// (its frame restored) and goes from sourceFirst to sourceLast in the keyframe at relative
    /// 0.2–1.0; "to" goes from destinationFirst to destinationLast in the keyframe at 0–1.
    ///
    /// Reversed, the source's `fromLayer` is the view it reveals (Segue's "to", `--to`) and its
    /// `toLayer` the view dismissed (Segue's "from"); the container adds the dismissed view, then
    /// the revealed one on top. The revealed view goes from sourceLast back to sourceFirst in the
    /// keyframe at 0–0.8 and the dismissed one from destinationLast to destinationFirst at 0–1.
    /// The reverse branch sets no anchor of its own: the revealed view is the presentation's
    /// "from", whose layer still has the anchor (0, 0.5) that branch gave it (the completion
    /// resets transforms, not anchors), so it closes about its left edge; the dismissed view keeps
    /// the centre.
    static let natgeo = LayerTransition(
        name: "natgeo",
        summary:
            "VCTransitionsLibrary's natgeo: the old view swings open about its left edge like a book's cover while the new one flies in from the right, tilted, and settles flat; a dismissal swings the cover shut while the old view flies back out.",
        perspective: .infinity,
        layers: [
            Layer(
                source: .from, anchor: SIMD2(0, 0.5),
                behaviours: [keyed(.transform, from: .transform(perspective500), [(0.2, 0.8, .transform(sourceLast))])]
            ),
            Layer(
                source: .to,
                behaviours: [
                    keyed(.transform, from: .transform(destinationFirst), [(0, 1, .transform(perspective500))])
                ]),
        ],
        dismissal: [
            Layer(
                source: .from,
                behaviours: [
                    keyed(.transform, from: .transform(perspective500), [(0, 1, .transform(destinationFirst))])
                ]),
            Layer(
                source: .to, anchor: SIMD2(0, 0.5),
                behaviours: [keyed(.transform, from: .transform(sourceLast), [(0, 0.8, .transform(perspective500))])]),
        ])

    /// CECardsAnimationController's two transforms: m34 = −1/900, then scale 0.95 and a 15° tilt
    /// about x; and m34 = −1/900 with scale 0.8 (its move up by 8% of the height is a translation
    /// keyed alongside, as the behaviour file's units are the frame's).
    static let perspective900 = Transform3D.identity.settingM34(1.0 / -900)
    static let firstCard = perspective900.scaled(x: 0.95, y: 0.95, z: 1).rotated(degrees: 15, x: 1, y: 0, z: 0)
    static let secondCard = perspective900.scaled(x: 0.8, y: 0.8, z: 1)

    static func keyed(
        _ property: Behaviour.Property, from: BehaviourValue, _ keys: [(Double, Double, BehaviourValue)],
        units: Behaviour.Units = .frame
    ) -> Behaviour {
        var behaviour = Behaviour(
            property, from: from, keyframes: keys.map { BehaviourKeyframe(start: $0.0, duration: $0.1, value: $0.2) },
            calculation: .cubic)
        behaviour.units = units
        return behaviour
    }

    /// Keyframes, cubic, the whole easing in and out. Forwards: "from" is pushed back (two
    /// overlapping keyframes) and dims to 0.6; "to" waits below the frame, rises 30 points, then
    /// settles. Reversed: "from" slides down in the first half while "to", behind it at scale 0.6
    /// and alpha 0.6, comes forward through the tilt to its place.
    static let cards = LayerTransition(
        name: "cards",
        summary:
            "VCTransitionsLibrary's cards: the old view tips back, shrinks and dims like a card pushed into a stack while the new one slides up from below; a dismissal slides the old view down and brings the card underneath forward.",
        perspective: .infinity,
        layers: [
            Layer(
                source: .from,
                behaviours: [
                    keyed(
                        .transform, from: identity,
                        [(0, 0.4, .transform(firstCard)), (0.2, 0.4, .transform(secondCard))]),
                    keyed(
                        .translation, from: .vector([0, 0]),
                        [(0, 0.4, .vector([0, 0])), (0.2, 0.4, .vector([0, -0.08]))]),
                    keyed(.opacity, from: .number(1), [(0, 0.4, .number(0.6))]),
                ]),
            Layer(
                source: .to,
                behaviours: [
                    keyed(
                        .translation, from: .vector([0, 1]),
                        [(0.6, 0.2, .vector([0, 1])), (0.8, 0.2, .vector([0, 0]))]),
                    keyed(
                        .translation, from: .vector([0, 0]),
                        [(0.6, 0.2, .vector([0, -30])), (0.8, 0.2, .vector([0, 0]))],
                        units: .points),
                ]),
        ],
        dismissal: [
            Layer(
                source: .to,
                behaviours: [
                    keyed(
                        .transform, from: .transform(Transform3D.identity.scaled(x: 0.6, y: 0.6, z: 1)),
                        [(0.35, 0.35, .transform(firstCard)), (0.75, 0.25, identity)]),
                    keyed(.opacity, from: .number(0.6), [(0.35, 0.35, .number(1))]),
                ]),
            Layer(
                source: .from, behaviours: [keyed(.translation, from: .vector([0, 0]), [(0, 0.5, .vector([0, 1]))])]),
        ])
}

extension ViewControllerAnimators {
    /// One fold of CEFoldAnimationController: each view cut into a left and a right panel (half a
    /// fold wide), anchored at their outer edges, with the gradient shadows of
    /// `addShadowToView:reverse:` (left panels from (0, 0.2) to (1, 0), right ones from (1, 0) to
    /// (0, 1), clear to black). The old panels go from where they are to the edge `out` (x = 1
    /// forwards, 0 reversed), turning ±90° with m34 = −0.005 set before the turn; the new panels
    /// come from the other edge, turned ±90° without it. All ease in and out.
    static func fold(out: Double) -> Layer {
        let left = LayerRect(x: 0, y: 0, width: 0.5, height: 1)
        let right = LayerRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let leftShadow = LayerShadow(start: SIMD2(0, 0.2), end: SIMD2(1, 0), color: SIMD4(0, 0, 0, 1))
        let rightShadow = LayerShadow(start: SIMD2(1, 0), end: SIMD2(0, 1), color: SIMD4(0, 0, 0, 1))
        let perspective = Transform3D.identity.settingM34(-0.005)
        func position(_ from: BehaviourValue, _ to: BehaviourValue) -> Behaviour {
            Behaviour(.position, from: from, to: to, curve: .timing(.easeInOut))
        }
        func turned(_ degrees: Double, from base: Transform3D) -> Transform3D {
            base.rotated(degrees: degrees, x: 0, y: 1, z: 0)
        }
        let panels = [
            Layer(
                source: .from, region: left, anchor: SIMD2(0, 0.5), shadow: leftShadow,
                behaviours: [
                    position(.rest, .vector([out, 0.5])), transform(.identity, turned(90, from: perspective)),
                    shadow(0, 1),
                ]),
            Layer(
                source: .from, region: right, anchor: SIMD2(1, 0.5), shadow: rightShadow,
                behaviours: [
                    position(.rest, .vector([out, 0.5])), transform(.identity, turned(-90, from: perspective)),
                    shadow(0, 1),
                ]),
            Layer(
                source: .to, region: left, anchor: SIMD2(0, 0.5), shadow: leftShadow,
                behaviours: [
                    position(.vector([1 - out, 0.5]), .rest), transform(turned(90, from: .identity), .identity),
                    shadow(1, 0),
                ]),
            Layer(
                source: .to, region: right, anchor: SIMD2(1, 0.5), shadow: rightShadow,
                behaviours: [
                    position(.vector([1 - out, 0.5]), .rest), transform(turned(-90, from: .identity), .identity),
                    shadow(1, 0),
                ]),
        ]
        var folds = Layer(sublayers: panels)
        folds.repetition = LayerRepetition(count: .parameter("folds"), maximum: 8)
        folds.flattensSublayers = false
        return Layer(sublayers: [folds], sublayerTransform: perspective)
    }

    /// CEFoldAnimationController: the container's sublayerTransform has m34 = −0.005, and the
    /// panels of every fold are its direct sublayers (a transform layer here, so that they are not
    /// flattened before the container's perspective).
    static let foldViews: LayerTransition = {
        var transition = LayerTransition(
            name: "fold-views",
            summary:
                "VCTransitionsLibrary's fold: the old view folds up like a paper fan towards the right edge as the new one unfolds from the left, in perspective, the creases shaded (--param folds=N sets the number of folds); a dismissal folds the other way.",
            perspective: .infinity,
            parameters: [
                EffectParameter(
                    name: "folds", type: .int, defaultValue: .int(2), range: 1...8,
                    summary: "How many folds (each two panels) the views are cut into.")
            ],
            layers: [fold(out: 1)], dismissal: [fold(out: 0)])
        transition.exactEnds = false
        return transition
    }()
}
