import Foundation
import Segue
import Testing

/// The keys for effects on layers and for behaviours written in Swift: each misuse is one
/// `file:line:column` line, found as the file is read.
@Suite
struct BehaviourFileEffectKeysTests {
    @Test(arguments: [
        (
            ##"{"name": "t", "layers": [{"source": "#000", "effects": ["Sepia"]}]}"##,
            "t.json:1:45: 'effects' apply to a layer showing a snapshot (\"from\" or \"to\"), not a group or a colour"
        ),
        (
            ##"{"name": "t", "layers": [{"sublayers": [{"source": "to"}], "effects": ["Sepia"]}]}"##,
            "t.json:1:60: 'effects' apply to a layer showing a snapshot (\"from\" or \"to\"), not a group or a colour"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": []}]}"##,
            "t.json:1:54: 'effects' must be a non-empty list of effect names or objects"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": "Sepia"}]}"##,
            "t.json:1:54: 'effects' must be a non-empty list of effect names or objects"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": ["two words"]}]}"##,
            "t.json:1:55: an effect's name must be one word, not 'two words'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": [{"effect": "Sepia"}]}]}"##,
            "t.json:1:56: unknown key 'effect' in an effect; valid keys: name, params"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": [{"name": "Sepia", "params": [1]}]}]}"##,
            "t.json:1:83: 'params' must be an object, not an array of 1 number"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": [{"name": "Sepia", "params": {"intensity": "high"}}]}]}"##,
            "t.json:1:97: 'intensity' must be a number, true or false, or 2 to 4 numbers, not a string"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "effect", "parameter": "intensity", "from": 0, "to": 1}]}]}"##,
            "t.json:1:67: an 'effect' behaviour needs 'effects' on its layer"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": ["Sepia"], "behaviours": [{"type": "effect", "from": 0, "to": 1}]}]}"##,
            "t.json:1:80: missing key 'parameter' in a behaviour"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": ["Sepia"], "behaviours": [{"type": "effect", "parameter": "a.b.c", "from": 0, "to": 1}]}]}"##,
            "t.json:1:112: 'parameter' names an effect parameter as \"name\" or \"Effect.name\", not 'a.b.c'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "fade", "parameter": "x", "from": 0, "to": 1}]}]}"##,
            "t.json:1:75: 'parameter' applies only to 'effect' behaviours, not 'fade'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "effects": ["Sepia"], "behaviours": [{"type": "effect", "parameter": "intensity", "from": [0, 1], "to": 1}]}]}"##,
            "t.json:1:133: 'from' of 'effect' must be a number, a $parameter or {\"random\": [low, high]}, not an array of 2 numbers"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "grid": {"columns": 2}, "effects": ["Sepia"], "behaviours": [{"type": "effect", "parameter": "intensity", "from": 0, "to": {"random": [0, 1]}}]}]}"##,
            "t.json:1:113: an 'effect' behaviour's values are not drawn at random: a layer's copies share its effects"
        ),
    ])
    func mistakesNameTheirPlace(text: String, message: String) {
        #expect(BehaviourFileTests.error(text) == message)
    }

    /// Blinks the layer out and back: a type with an option of its own, for the registry's tests.
    struct Blink: BehaviourFileReadable {
        static let optionKeys = ["times"]
        let times: Double

        init(options: BehaviourOptions) throws(JSONIssue) {
            times = try options.number("times", default: 1)
            guard times >= 1 else { throw options.issue("'times' must be at least 1", at: "times") }
        }

        func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) {}
        func animate(_ layer: inout LayerAttributes, context: BehaviourContext) {}
        func apply(at fraction: Double, to layer: inout LayerAttributes, context: BehaviourContext) {
            layer.opacity *= abs(cos(fraction * times * .pi))
        }
    }

    @Test func aRegisteredTypeReadsItsOwnKeysAndTheCommonOnes() throws {
        try LayerBehaviourRegistry.register(Blink.self, as: "test-blink")
        let text =
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "test-blink", "times": 3, "start": 0.5, "duration": 0.5, "curve": "easeIn"}]}]}"##
        let transition = try LayerTransition(behaviourFile: Array(text.utf8), file: "t.json")
        let behaviour = transition.layers[0].behaviours[0]
        guard case .custom(let custom) = behaviour.property else {
            Issue.record("not a custom behaviour: \(behaviour.property)")
            return
        }
        #expect(custom.typeName == "test-blink")
        #expect((custom.behaviour as? Blink)?.times == 3)
        #expect(behaviour.start == 0.5 && behaviour.duration == 0.5 && behaviour.curve == .timing(.easeIn))
        #expect(
            BehaviourFileTests.error(
                ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "test-blink", "times": 0}]}]}"##)
                == "t.json:1:90: 'times' must be at least 1")
        #expect(
            BehaviourFileTests.error(
                ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "test-blink", "from": 0}]}]}"##)
                == "t.json:1:81: unknown key 'from' in a 'test-blink' behaviour; valid keys: type, start, duration, curve, reverseOnDismiss, when, unless, times"
        )
        #expect(
            BehaviourFileTests.error(
                ##"{"name": "t", "layers": [{"source": "to", "behaviours": [{"type": "test-blinks"}]}]}"##
            ).contains("valid types: fade, scale, translate, rotate, shadow, move, transform, position, effect,"))
    }

    @Test func builtInAndMalformedNamesAreRefused() {
        #expect(throws: EffectError.self) { try LayerBehaviourRegistry.register(Blink.self, as: "fade") }
        #expect(throws: EffectError.self) { try LayerBehaviourRegistry.register(Blink.self, as: "two words") }
        #expect(throws: EffectError.self) { try LayerBehaviourRegistry.register(Blink.self, as: "") }
    }
}
