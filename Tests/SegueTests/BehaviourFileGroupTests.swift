import Foundation
import Testing

@testable import Segue

/// The behaviour file's Core Animation keys: `transform` behaviours, keyframes, groups with a
/// `sublayerTransform`, gradient and solid shadows, `viewWidth` and `"perspective": "none"`. No GPU.
struct BehaviourFileGroupTests {
    static func read(_ text: String) throws -> LayerTransition {
        try LayerTransition(behaviourFile: Array(text.utf8), file: "t.json")
    }

    @Test func aGroupHoldsLayersAndAPerspective() throws {
        let transition = try Self.read(
            ##"""
            {"name": "t", "perspective": "none", "viewWidth": 375,
             "layers": [{"sublayers": [{"source": "from", "anchor": [0, 0.5]}, {"source": "to"}],
                         "sublayerTransform": [{"m34": -0.005}],
                         "behaviours": [{"type": "translate", "from": [0, 0], "to": [0.5, 0]}]}]}
            """##)
        #expect(transition.perspective == .infinity && transition.viewWidth == 375)
        let group = transition.layers[0]
        #expect(group.source == .group && group.sublayers.count == 2)
        #expect(group.sublayers[0].anchor == SIMD2(0, 0.5))
        #expect(group.sublayerTransform == Transform3D.identity.settingM34(-0.005))
    }

    @Test func aTransformIsTheSourcesCallsInOrder() throws {
        let transition = try Self.read(
            ##"""
            {"name": "t", "layers": [{"source": "from", "behaviours": [
              {"type": "transform", "from": [], "to": [{"perspective": 500}, {"rotate": [80, 0, 1, 0]},
                                                      {"translate": [0, 0, -30]}, {"scale": [0.5, 0.5, 1]}]}]}]}
            """##)
        let expected = Transform3D.identity.settingM34(-1.0 / 500).rotated(degrees: 80, x: 0, y: 1, z: 0)
            .translated(x: 0, y: 0, z: -30).scaled(x: 0.5, y: 0.5, z: 1)
        #expect(transition.layers[0].behaviours[0].from == .transform(.identity))
        #expect(transition.layers[0].behaviours[0].to == .transform(expected))
    }

    @Test func keyframesAreReadInOrderWithTheirCalculation() throws {
        let transition = try Self.read(
            ##"""
            {"name": "t", "layers": [{"source": "to", "behaviours": [
              {"type": "translate", "from": [0, 1], "calculation": "cubic", "curve": "easeInOut",
               "keyframes": [{"start": 0.6, "duration": 0.2, "to": [0, 0.9]}, {"start": 0.8, "duration": 0.2, "to": [0, 0]}]}]}]}
            """##)
        let behaviour = transition.layers[0].behaviours[0]
        #expect(behaviour.calculation == .cubic && behaviour.curve == .timing(.easeInOut))
        #expect(
            behaviour.keyframes == [
                BehaviourKeyframe(start: 0.6, duration: 0.2, value: .vector([0, 0.9])),
                BehaviourKeyframe(start: 0.8, duration: 0.2, value: .vector([0, 0])),
            ])
        #expect(behaviour.to == .vector([0, 0]))
    }

    /// The keys hold, then move: "from" until the first keyframe's start, each keyframe's value at
    /// its end; a cubic curve passes through every key, smoothly.
    @Test(arguments: Behaviour.KeyframeCalculation.allCases)
    func keyframesHoldAndArriveOnTime(_ calculation: Behaviour.KeyframeCalculation) throws {
        let behaviour = Behaviour(
            .opacity, from: .number(1),
            keyframes: [
                BehaviourKeyframe(start: 0.2, duration: 0.3, value: .number(0.5)),
                BehaviourKeyframe(start: 0.7, duration: 0.3, value: .number(0)),
            ], calculation: calculation, curve: .timing(.linear))
        let timeline = try LayerTimeline(
            LayerTransition(name: "t", layers: [Layer(source: .from, behaviours: [behaviour])]))
        func opacity(_ p: Double) -> Double { timeline.states(at: p, dismissing: false, parameters: [:])[0].opacity }
        for (p, value) in [(0.0, 1.0), (0.2, 1), (0.5, 0.5), (0.7, 0.5), (1, 0)] {
            #expect(abs(opacity(p) - value) < 1e-12, "\(calculation) at \(p)")
        }
        if calculation == .linear {
            #expect(opacity(0.1) == 1 && abs(opacity(0.6) - 0.5) < 1e-12 && abs(opacity(0.35) - 0.75) < 1e-12)
        } else {
            // Smooth through 0.5 at 0.5: a little past it on each side it is still falling.
            #expect(opacity(0.45) > 0.5 && opacity(0.55) < 0.5)
        }
    }

    @Test func aRepeatedGroupAndPositionsRead() throws {
        let transition = try Self.read(
            ##"""
            {"name": "t", "params": [{"name": "n", "type": "int", "default": 2, "min": 1, "max": 6}],
             "layers": [{"repeat": {"count": "$n"}, "flatten": false,
                         "sublayers": [{"source": "from", "region": [0, 0, 0.5, 1],
                                        "behaviours": [{"type": "position", "from": "rest", "to": [1, 0.5]}]}]}]}
            """##)
        let group = transition.layers[0]
        #expect(group.repetition == LayerRepetition(count: .parameter("n"), maximum: 6))
        #expect(!group.flattensSublayers)
        #expect(group.sublayers[0].behaviours[0].from == .rest)
        #expect(group.sublayers[0].behaviours[0].to == .vector([1, 0.5]))
    }

    /// Copy i of n shows its fraction of strip i, and copies past n are hidden.
    @Test func copiesTakeTheirStripAndHidePastTheCount() throws {
        var layer = Layer(source: .from, region: LayerRect(x: 0.5, y: 0, width: 0.5, height: 1))
        layer.repetition = LayerRepetition(count: .parameter("n"), maximum: 4)
        let timeline = try LayerTimeline(LayerTransition(name: "t", layers: [layer]))
        let states = timeline.states(at: 0, dismissing: false, parameters: ["n": .int(3)])
        #expect(states.count == 4)
        #expect(states[1].region == LayerRect(x: 0.5, y: 0, width: 0.5 / 3, height: 1))
        #expect(states.map(\.opacity) == [1, 1, 1, 0])
    }

    @Test func shadowsAreGradientsBetweenPointsOrAColourAllOver() throws {
        let transition = try Self.read(
            ##"""
            {"name": "t", "layers": [{"source": "to", "shadow": {"start": [0, 0.2], "end": [1, 0], "color": "#000000"}},
                                     {"source": "from", "shadow": {"color": "#000000cc"}}]}
            """##)
        let gradient = try #require(transition.layers[0].shadow?.gradient)
        #expect(gradient.start == SIMD2(0, 0.2) && gradient.end == SIMD2(1, 0))
        #expect(transition.layers[1].shadow?.gradient == nil)
        #expect(transition.layers[1].shadow?.color == SIMD4(0, 0, 0, Float(0xcc) / 255))
    }

    @Test(arguments: [
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "transform", "from": [], "to": [{"spin": 1}]}]}]}"##,
            "t.json:1:100: unknown transform step 'spin'; valid steps: translate, scale, rotate, m34, perspective"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "transform", "from": [], "to": [{"rotate": [90, 0, 0, 0]}]}]}]}"##,
            "t.json:1:110: 'rotate' needs an axis that is not [0, 0, 0]"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "transform", "from": 0, "to": []}]}]}"##,
            "t.json:1:88: 'from' of 'transform' must be a list of steps such as [{\"rotate\": [90, 0, 1, 0]}], not a number"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "transform", "from": [], "to": [{"translate": [1, 2]}]}]}]}"##,
            "t.json:1:113: 'translate' must be [x, y, z] in points, not an array of 2 numbers"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "to": 0, "keyframes": [{"to": 0}]}]}]}"##,
            "t.json:1:86: a behaviour with 'keyframes' takes no 'to': its last keyframe is the end"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "keyframes": [{"start": 0.5, "to": 0}]}]}]}"##,
            "t.json:1:110: window past 1: start 0.5 + the default duration 1 ends at 1.5; it must end by 1"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "keyframes": [{"start": 0.5, "duration": 0.1, "to": 0}, {"start": 0.2, "duration": 0.1, "to": 1}]}]}]}"##,
            "t.json:1:152: keyframes must be in order of 'start': 0.2 comes after 0.5"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "to": 0, "calculation": "cubic"}]}]}"##,
            "t.json:1:95: 'calculation' applies only to a behaviour with 'keyframes'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "calculation": "spline", "keyframes": [{"to": 0}]}]}]}"##,
            "t.json:1:101: unknown calculation 'spline'; valid: linear, cubic"
        ),
        (
            ##"{"name": "t", "layers": [{"sublayers": [], "behaviours": []}]}"##,
            "t.json:1:40: 'sublayers' must hold at least one layer"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "sublayers": [{"source": "from"}]}]}"##,
            "t.json:1:27: a layer with 'sublayers' is a group and takes no 'source'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "sublayerTransform": []}]}"##,
            "t.json:1:43: 'sublayerTransform' applies only to a layer with 'sublayers'"
        ),
        (
            ##"{"name": "t", "layers": [{"sublayers": [{"source": "from", "opacity": 1}]}]}"##,
            "t.json:1:60: unknown key 'opacity' in a layer; valid keys: source, region, anchor, shadow, behaviours, sublayers, sublayerTransform, when, unless, repeat, flatten, grid, effects"
        ),
        (
            ##"{"name": "t", "layers": [{"sublayers": [{"source": "from"}], "shadow": {}}]}"##,
            "t.json:1:62: a group takes no 'shadow'; give it to the sublayers"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"clearEdge": "left", "start": [0, 0], "end": [1, 1]}}]}"##,
            "t.json:1:75: a shadow takes 'clearEdge' or 'start' and 'end', not both"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"start": [0.5, 0.5], "end": [0.5, 0.5]}}]}"##,
            "t.json:1:82: a gradient's 'end' must differ from its 'start'"
        ),
        (
            ##"{"name": "t", "perspective": "far", "layers": [{"source": "to"}]}"##,
            "t.json:1:30: 'perspective' must be a number greater than 0 or \"none\", not a string"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 1, "to": 0, "units": "points"}]}]}"##,
            "t.json:1:104: 'units' applies only to 'translate' behaviours, not 'fade'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "translate", "from": [0, 0], "to": [1, 0], "units": "px"}]}]}"##,
            "t.json:1:119: unknown units 'px'; valid: frame, points"
        ),
        (
            ##"{"name": "t", "params": [{"name": "v", "type": "bool", "default": false}], "layers": [{"source": "to", "when": "$v", "unless": "$v"}]}"##,
            "t.json:1:128: a layer takes 'when' or 'unless', not both"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "repeat": {"count": 0}}]}"##,
            "t.json:1:63: 'count' must be a whole number from 1 to 16, not 0"
        ),
        (
            ##"{"name": "t", "params": [{"name": "n", "type": "int", "default": 2}], "layers": [{"source": "to", "repeat": {"count": "$n"}}]}"##,
            "t.json:1:119: 'count' takes an int parameter with a 'min' of at least 1 and a 'max' of at most 16; '$n' is not one"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "repeat": {"times": 2}}]}"##,
            "t.json:1:54: unknown key 'times' in a repeat; valid keys: count"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "flatten": false}]}"##,
            "t.json:1:43: 'flatten' applies only to a layer with 'sublayers'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "position", "from": "rest", "to": "here"}]}]}"##,
            "t.json:1:101: 'to' of 'position' must be [x, y] or \"rest\" or a $parameter, not a string"
        ),
        (
            ##"{"name": "t", "viewWidth": -320, "layers": [{"source": "to"}]}"##,
            "t.json:1:28: 'viewWidth' must be greater than 0, not -320"
        ),
    ])
    func mistakesInTheNewKeysNameTheirPlace(text: String, message: String) {
        #expect(BehaviourFileTests.error(text) == message)
    }
}

/// A transition drawing more layers than one pass holds is refused with one clear line; one at
/// the limit draws every layer (llvmpipe once dropped layers past its 80-deep nesting silently).
@Suite(.requiresGPU)
struct TooManyLayersTests {
    @Test func moreThanTwoHundredAndFiftySixDrawnLayersAreRefused() throws {
        var pieces = Layer(sublayers: [Layer(source: .from)])
        pieces.repetition = LayerRepetition(count: .fixed(15), maximum: 15)
        let transition = LayerTransition(
            name: "many", layers: [Layer(source: .to)] + Array(repeating: pieces, count: 18))
        let image = try Image(width: 8, height: 8)
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "many", name: "layers", value: "271 drawn layers",
                expected: "at most 256, all drawn in one pass (copies count one each)")
        ) {
            _ = try TestEngine.engine().makeTransition(transition, from: image, to: image)
        }
    }

    /// 255 strips of white over black, each a pixel wide, each moved: every one is drawn.
    @Test func twoHundredAndFiftySixLayersAllDraw() throws {
        let white = try Image(width: 255, height: 4, pixels: [UInt8](repeating: 255, count: 255 * 4 * 4))
        var black = try Image(width: 255, height: 4)
        for i in stride(from: 3, to: black.pixels.count, by: 4) { black.pixels[i] = 255 }
        let strips = (0..<255).map { i in
            Layer(
                source: .from, region: LayerRect(x: Double(i) / 255, y: 0, width: 1.0 / 255, height: 1),
                behaviours: [Behaviour(.translation, from: .vector([0, 0]), to: .vector([0, 0.5]))])
        }
        let transition = LayerTransition(name: "strips", layers: [Layer(source: .to)] + strips)
        let frame = try TestEngine.engine().makeTransition(transition, from: white, to: black).render(progress: 0)
        let topRow = (0..<255).map { frame.pixels[$0 * 4] }
        #expect(topRow.allSatisfy { $0 == 255 }, "strips missing: \(topRow.indices.filter { topRow[$0] != 255 })")
    }
}
