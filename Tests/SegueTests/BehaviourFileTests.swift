import Foundation
import Testing

@testable import Segue

/// Behaviour files (JSON) read into `LayerTransition`, and every way one can be wrong, each
/// reported as one line at the right line and column. No GPU.
struct BehaviourFileTests {
    static func read(_ text: String) throws(EffectError) -> LayerTransition {
        try LayerTransition(behaviourFile: Array(text.utf8), file: "t.json")
    }

    /// The one error line `text` gives, or a note that it read.
    static func error(_ text: String) -> String {
        error(bytes: Array(text.utf8))
    }

    static func error(bytes: [UInt8]) -> String {
        do throws(EffectError) {
            _ = try LayerTransition(behaviourFile: bytes, file: "t.json")
            return "(no error)"
        } catch {
            return error.description
        }
    }

    /// A file with one layer from "from" holding `behaviour`.
    static func behaviour(_ behaviour: String, params: String = "[]") -> String {
        """
        {"name": "t", "params": \(params),
         "layers": [{"source": "from", "behaviours": [\(behaviour)]}]}
        """
    }

    static let example = """
        {
          "name": "zoom-fade",
          "summary": "The old view shrinks into the distance while the new one fades in over it.",
          "background": "#000000",
          "perspective": 1.5625,
          "params": [{"name": "endScale", "type": "float", "default": 0.1, "min": 0.01, "max": 1,
                      "summary": "Size of the old view at the end."}],
          "layers": [
            {"source": "from", "region": [0, 0, 1, 1], "anchor": [0.5, 0.5],
             "behaviours": [{"type": "scale", "from": 1, "to": "$endScale",
                             "start": 0, "duration": 1, "curve": "linear"}]},
            {"source": "to",
             "behaviours": [{"type": "fade", "from": 0, "to": 1}]}
          ]
        }
        """

    // MARK: Reading

    @Test func theExampleReadsIntoTheExactModel() throws {
        let transition = try Self.read(Self.example)
        let expected = LayerTransition(
            name: "zoom-fade",
            summary: "The old view shrinks into the distance while the new one fades in over it.",
            background: SIMD4(0, 0, 0, 1),
            perspective: 1.5625,
            parameters: [
                EffectParameter(
                    name: "endScale", type: .float, defaultValue: .float(0.1), range: 0.01...1,
                    summary: "Size of the old view at the end.")
            ],
            layers: [
                Layer(
                    source: .from, region: .frame, anchor: SIMD2(0.5, 0.5),
                    behaviours: [
                        Behaviour(.scale, from: .number(1), to: .parameter("endScale"), curve: .timing(.linear))
                    ]),
                Layer(source: .to, behaviours: [Behaviour(.opacity, from: .number(0), to: .number(1))]),
            ],
            file: "t.json"
        )
        #expect(transition == expected)
    }

    @Test func leftOutKeysTakeTheirDefaults() throws {
        let transition = try Self.read(##"{"name": "plain", "layers": [{"source": "to"}]}"##)
        #expect(transition.summary == "")
        #expect(transition.background == SIMD4(0, 0, 0, 1))
        #expect(transition.perspective == LayerTransition.defaultPerspective)
        #expect(transition.parameters.isEmpty)
        #expect(
            transition.layers == [
                Layer(source: .to, region: .frame, anchor: SIMD2(0.5, 0.5), shadow: nil, behaviours: [])
            ])

        let behaviour = try Self.read(Self.behaviour(##"{"type": "rotate", "from": 0, "to": 90}"##)).layers[0]
            .behaviours[0]
        #expect(
            behaviour
                == Behaviour(
                    .rotation(.z), from: .number(0), to: .number(90), start: 0, duration: 1,
                    curve: .timing(.linear), reverseOnDismiss: false))
    }

    @Test func everyBehaviourTypeMapsOntoItsProperty() throws {
        let file = Self.behaviour(
            """
            {"type": "fade", "from": 1, "to": 0.5},
            {"type": "scale", "from": [1, 2], "to": 0.5},
            {"type": "translate", "from": [0, 0], "to": [-1, 0.25]},
            {"type": "rotate", "axis": "y", "from": 0, "to": -180},
            {"type": "rotate", "axis": "x", "from": 0, "to": 45},
            {"type": "move", "from": [0, 0, 1, 1], "to": [0.25, 0.5, 0.5, 0.25]}
            """)
        let behaviours = try Self.read(file).layers[0].behaviours
        #expect(behaviours.map(\.property) == [.opacity, .scale, .translation, .rotation(.y), .rotation(.x), .frame])
        #expect(
            behaviours.map(\.from) == [
                .number(1), .vector([1, 2]), .vector([0, 0]), .number(0), .number(0), .vector([0, 0, 1, 1]),
            ])
        #expect(
            behaviours.map(\.to) == [
                .number(0.5), .number(0.5), .vector([-1, 0.25]), .number(-180), .number(45),
                .vector([0.25, 0.5, 0.5, 0.25]),
            ])
    }

    @Test func windowsCurvesAndDismissal() throws {
        let file = Self.behaviour(
            ##"{"type": "fade", "from": 0, "to": 1, "start": 0.25, "duration": 0.5, "curve": "easeOut", "reverseOnDismiss": true}"##
        )
        let behaviour = try Self.read(file).layers[0].behaviours[0]
        #expect(
            behaviour
                == Behaviour(
                    .opacity, from: .number(0), to: .number(1), start: 0.25, duration: 0.5,
                    curve: .timing(.easeOut), reverseOnDismiss: true))
        // Decimal windows that add up to 1 only in decimal still end by 1.
        #expect(
            try Self.read(Self.behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": 0.7, "duration": 0.3}"##))
                .layers.count == 1)
        #expect(
            try Self.read(Self.behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": 0.1, "duration": 0.9}"##))
                .layers.count == 1)
    }

    @Test(arguments: [
        ("linear", BehaviourCurve.timing(.linear)),
        ("easeIn", .timing(.easeIn)),
        ("easeOut", .timing(.easeOut)),
        ("easeInOut", .timing(.easeInOut)),
        ("cubic-bezier(0.2, 0, 0, 1)", .timing(.cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))),
        ("cubic-bezier(0.3,-0.5,0.7,1.5)", .timing(.cubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))),
        ("spring(0.7, 0)", .spring(damping: 0.7, velocity: 0)),
        ("spring(0.5,-2.5)", .spring(damping: 0.5, velocity: -2.5)),
        ("spring(1, 3)", .spring(damping: 1, velocity: 3)),
    ])
    func everyCurveForm(text: String, curve: BehaviourCurve) throws {
        let file = Self.behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "\##(text)"}"##)
        #expect(try Self.read(file).layers[0].behaviours[0].curve == curve)
    }

    @Test func parametersOfEveryTypeAndTheirUses() throws {
        let params = """
            [{"name": "amount", "type": "float", "default": 0.5},
             {"name": "turns", "type": "int", "default": 2, "min": 0, "max": 8},
             {"name": "offset", "type": "vec2", "default": [0.5, -0.5]},
             {"name": "target", "type": "vec4", "default": [0, 0, 0.5, 0.5]},
             {"name": "tint", "type": "color", "default": "#ff000080"},
             {"name": "flip", "type": "bool", "default": true}]
            """
        let file = Self.behaviour(
            """
            {"type": "fade", "from": "$amount", "to": 1},
            {"type": "rotate", "from": 0, "to": "$turns"},
            {"type": "translate", "from": [0, 0], "to": "$offset"},
            {"type": "scale", "from": "$offset", "to": "$amount"},
            {"type": "move", "from": [0, 0, 1, 1], "to": "$target"}
            """, params: params)
        let transition = try Self.read(file)
        #expect(
            transition.parameters.map(\.defaultValue) == [
                .float(0.5), .int(2), .vec2(SIMD2(0.5, -0.5)), .vec4(SIMD4(0, 0, 0.5, 0.5)),
                .vec4(SIMD4(1, 0, 0, Float(0x80) / 255)), .bool(true),
            ])
        #expect(transition.parameters.map(\.type) == [.float, .int, .vec2, .vec4, .color, .bool])
        #expect(transition.parameters[1].range == 0...8)
        let values = transition.layers[0].behaviours.flatMap { [$0.from, $0.to] }
        #expect(
            values == [
                .parameter("amount"), .number(1), .number(0), .parameter("turns"), .vector([0, 0]),
                .parameter("offset"),
                .parameter("offset"), .parameter("amount"), .vector([0, 0, 1, 1]), .parameter("target"),
            ])
    }

    @Test func sourcesColoursAndShadows() throws {
        let transition = try Self.read(
            """
            {"name": "t", "background": "#fff",
             "layers": [{"source": "#336699"}, {"source": "#11223344"},
                        {"source": "from", "region": [0, 0, 0.5, 1], "anchor": [1, 0.5],
                         "shadow": {"clearEdge": "right"}, "behaviours": [{"type": "shadow", "from": 0, "to": 1}]},
                        {"source": "to", "shadow": {"clearEdge": "top", "color": "#ff0000"}}]}
            """)
        #expect(transition.background == SIMD4(1, 1, 1, 1))
        #expect(
            transition.layers[0].source == .color(SIMD4(Float(0x33) / 255, Float(0x66) / 255, Float(0x99) / 255, 1)))
        #expect(
            transition.layers[1].source
                == .color(SIMD4(Float(0x11) / 255, Float(0x22) / 255, Float(0x33) / 255, Float(0x44) / 255)))
        #expect(transition.layers[2].region == LayerRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(transition.layers[2].anchor == SIMD2(1, 0.5))
        #expect(transition.layers[2].shadow == LayerShadow(clearEdge: .right, color: SIMD4(0, 0, 0, Float(0x80) / 255)))
        #expect(transition.layers[2].behaviours[0].property == .shadowOpacity)
        #expect(transition.layers[3].shadow == LayerShadow(clearEdge: .top, color: SIMD4(1, 0, 0, 1)))
    }

    @Test func aByteOrderMarkAndEscapesAreRead() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF]
            + Array(
                ##"{"name": "t", "summary": "caf\u00e9 \ud83d\ude00 \"q\" \/", "layers": [{"source": "to"}]}"##.utf8)
        let transition = try LayerTransition(behaviourFile: bytes, file: "bom.json")
        #expect(transition.summary == "café 😀 \"q\" /")
        #expect(transition.file == "bom.json")
        // A BOM does not shift columns: the first character is still column 1.
        #expect(
            Self.error(bytes: [0xEF, 0xBB, 0xBF] + Array("[]".utf8))
                == "t.json:1:1: a behaviour file must be a JSON object, not an empty array")
    }

    // MARK: Syntax errors

    @Test(arguments: [
        ("", "t.json:1:1: empty file: expected a JSON object"),
        ("  \n ", "t.json:2:2: empty file: expected a JSON object"),
        ("{\"name\": \"t\",\n \"layers\": [],\n}", "t.json:2:14: trailing comma: JSON allows none before '}'"),
        ("{\"layers\": [1, 2,]}", "t.json:1:17: trailing comma: JSON allows none before ']'"),
        (
            "{\"name\": \"zoom\n}",
            "t.json:1:10: unterminated string: it must end on the line it starts (write a line break as \\n)"
        ),
        ("{\"name\": \"zoom", "t.json:1:10: unterminated string"),
        ("{\"layers\": [{\"source\": \"to\"}}", "t.json:1:29: found '}' where ']' should close the '[' at 1:12"),
        ("{\"layers\": [1 2]}", "t.json:1:15: expected ',' or ']', found '2'"),
        ("{\"a\": 1", "t.json:1:8: unexpected end of file: the '{' at 1:1 is never closed"),
        ("{\"a\" 1}", "t.json:1:6: expected ':' after the key 'a', found '1'"),
        ("{name: 1}", "t.json:1:2: expected a key in double quotes, found 'n'"),
        ("{\"a\": 'x'}", "t.json:1:7: strings need double quotes, not single quotes"),
        ("{\"a\": 1} // done", "t.json:1:10: unexpected '/' after the end of the JSON value"),
        ("{// note\n}", "t.json:1:2: expected a key in double quotes, found '/'"),
        ("{\"a\": /* x */ 1}", "t.json:1:7: comments are not allowed in JSON"),
        ("{\"a\": 1}}", "t.json:1:9: unexpected '}' after the end of the JSON value"),
        ("{\"a\": NaN}", "t.json:1:7: JSON has no 'NaN': numbers must be finite"),
        ("{\"a\": Infinity}", "t.json:1:7: JSON has no 'Infinity': numbers must be finite"),
        ("{\"a\": -Infinity}", "t.json:1:7: JSON has no '-Infinity': numbers must be finite"),
        ("{\"a\": yes}", "t.json:1:7: unexpected word 'yes': strings need double quotes"),
        ("{\"a\": 1e999}", "t.json:1:7: number 1e999 is too large"),
        ("{\"a\": -1e400}", "t.json:1:7: number -1e400 is too large"),
        ("{\"a\": 012}", "t.json:1:7: invalid number: leading zeros are not allowed"),
        ("{\"a\": 1.}", "t.json:1:9: invalid number: expected a digit after '.', found '}'"),
        ("{\"a\": 1e}", "t.json:1:9: invalid number: expected a digit in the exponent, found '}'"),
        ("{\"a\": -}", "t.json:1:8: invalid number: expected a digit, found '}'"),
        ("{\"a\": .5}", "t.json:1:7: a number must start with a digit or '-', not '.'"),
        ("{\"a\": +1}", "t.json:1:7: a number must start with a digit or '-', not '+'"),
        ("{\"a\": \"\\x\"}", "t.json:1:8: invalid escape '\\x' in a string"),
        ("{\"a\": \"\\u12\"}", "t.json:1:8: invalid escape: '\\u' needs four hex digits"),
        ("{\"a\": \"\\ud83d\"}", "t.json:1:8: lone surrogate '\\uD83D' in a string"),
        ("{\"a\": \"\\ude00\"}", "t.json:1:8: lone surrogate '\\uDE00' in a string"),
        ("{\"a\": \"tab\there\"}", "t.json:1:11: control character U+0009 in a string: write it as an escape"),
        ("{\"a\": 1, \"a\": 2}", "t.json:1:10: duplicate key 'a' (first at 1:2)"),
        ("{\"a\": [1,\n  2,\n  3\n}", "t.json:4:1: found '}' where ']' should close the '[' at 1:7"),
        ("{\"é\": 1, \"x\" 2}", "t.json:1:14: expected ':' after the key 'x', found '2'"),
    ])
    func syntaxErrorsNameTheirPlace(text: String, message: String) {
        #expect(Self.error(text) == message)
    }

    @Test func badUTF8IsRefusedWhereItIs() {
        #expect(
            Self.error(bytes: Array("{\"a\": \"x".utf8) + [0xC3, 0x28] + Array("\"}".utf8))
                == "t.json:1:9: invalid UTF-8 (byte 0xC3 starts a sequence it does not complete)")
        #expect(
            Self.error(bytes: Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8))
                == "t.json:1:8: invalid UTF-8 (byte 0xFF)")
        // An overlong '/' and an encoded surrogate.
        #expect(
            Self.error(bytes: Array("{\"a\": \"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8))
                == "t.json:1:8: invalid UTF-8 (byte 0xC0)")
        #expect(
            Self.error(bytes: Array("{\"a\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8))
                == "t.json:1:8: invalid UTF-8 (byte 0xED starts a sequence it does not complete)")
        #expect(
            Self.error(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8))
                == "t.json:1:1: unexpected byte 0xEF (not ASCII): expected a value")
        #expect(
            Self.error(bytes: Array("{\"a\": 1}".utf8) + [0])
                == "t.json:1:9: unexpected control character U+0000 after the end of the JSON value")
    }

    @Test func nestingDeeperThan64LevelsIsRefusedWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.error(deep) == "t.json:1:65: nesting deeper than 64 levels")
        let allowed = "{\"a\": " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        #expect(Self.error(allowed).hasPrefix("t.json:1:2: unknown key 'a' in a behaviour file"))
        let objects = String(repeating: "{\"a\":", count: 70) + "1" + String(repeating: "}", count: 70)
        #expect(Self.error(objects) == "t.json:1:321: nesting deeper than 64 levels")
    }

    @Test func hugeAndOddInputsGiveOneLineAndNeverCrash() {
        let longNumber = "{\"a\": " + String(repeating: "9", count: 400) + "}"
        #expect(Self.error(longNumber) == "t.json:1:7: number 999999999999999999999999… is too large")
        let manyDigits =
            "{\"name\": \"t\", \"perspective\": 0." + String(repeating: "1", count: 10_000)
            + ", \"layers\": [{\"source\": \"to\"}]}"
        #expect(Self.error(manyDigits) == "(no error)")
        let hostileKey = "{\"name\": \"t\", \"bad\\nkey\\u0007'\": 1}"
        #expect(Self.error(hostileKey).split(separator: "\n").count == 1)
        #expect(
            Self.error(hostileKey).hasPrefix(
                "t.json:1:15: unknown key 'bad\\nkey\\u{7}\\'' in a behaviour file; valid keys:"))
        for text in [
            "null", "true", "\"x\"", "1", "-0", "[", "{", "}", "]", ",", ":", "\"", "\\", "{\"", "{\"a\"", "{\"a\":",
            "{\"a\":1,", "[1,", "\u{0}",
        ] {
            let message = Self.error(text)
            #expect(message.hasPrefix("t.json:1:") && !message.contains("\n"), "\(text): \(message)")
        }
        #expect(Self.error("null") == "t.json:1:1: a behaviour file must be a JSON object, not null")
    }

    /// Every truncation of the example, and every byte of it replaced by awkward ones, reads or
    /// gives one error line; none crashes.
    @Test func truncatedAndMangledFilesNeverCrash() {
        let bytes = Array(Self.example.utf8)
        var variants = (0..<bytes.count).map { Array(bytes[..<$0]) }
        for index in bytes.indices {
            for replacement: [UInt8] in [
                [0x22], [0x7B], [0x5D], [0x2C], [0x30], [0x00], [0xC3], [0xF0, 0x9F], [0x5C, 0x75],
            ] {
                variants.append(Array(bytes[..<index]) + replacement + Array(bytes[(index + 1)...]))
            }
        }
        for variant in variants {
            let message = Self.error(bytes: variant)
            #expect(message == "(no error)" || (message.hasPrefix("t.json:") && !message.contains("\n")))
        }
    }

    // MARK: Errors in the content

    @Test(arguments: [
        // Unknown keys name the valid ones.
        (
            ##"{"name": "t", "layer": []}"##,
            "t.json:1:15: unknown key 'layer' in a behaviour file; valid keys: name, summary, background, perspective, viewWidth, exactEnds, params, layers, dismissal"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "when": "$flag"}"##),
            "t.json:2:92: unknown parameter '$flag' in 'when'; none are declared"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "unless": "flag"}"##),
            "t.json:2:94: 'unless' names a bool parameter as \"$name\", not 'flag'"
        ),
        (
            ##"{"name": "t", "params": [{"name": "n", "type": "float", "default": 1}], "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 0, "to": 1, "when": "$n"}]}]}"##,
            "t.json:1:161: 'when' takes a bool parameter; '$n' is a float"
        ),
        (
            ##"{"name": "t", "params": [{"name": "b", "type": "bool", "default": true}], "layers": [{"source": "to", "behaviours": [{"type": "fade", "from": 0, "to": 1, "when": "$b", "unless": "$b"}]}]}"##,
            "t.json:1:179: a behaviour takes 'when' or 'unless', not both"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to"}], "dismissal": []}"##,
            "t.json:1:58: 'dismissal' must hold at least one layer"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to"}], "dismissal": [{"source": "back"}]}"##,
            "t.json:1:70: unknown source 'back'; valid sources: from, to, or a colour as #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to"}], "dismissal": [{"source": "to", "behaviours": [{"type": "fade", "from": 0, "to": "$gone"}]}]}"##,
            "t.json:1:125: unknown parameter '$gone' in 'to' of 'fade'; none are declared"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "opacity": 1}]}"##,
            "t.json:1:43: unknown key 'opacity' in a layer; valid keys: source, region, anchor, shadow, behaviours, sublayers, sublayerTransform, when, unless, repeat, flatten, grid, effects"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "ease": "linear"}"##),
            "t.json:2:84: unknown key 'ease' in a behaviour; valid keys: type, from, to, start, duration, curve, axis, reverseOnDismiss, when, unless, keyframes, calculation, units, parameter"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 1, "range": [0, 1]}], "layers": [{"source": "to"}]}"##,
            "t.json:1:71: unknown key 'range' in a parameter; valid keys: name, type, default, min, max, summary"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"edge": "left"}}]}"##,
            "t.json:1:54: unknown key 'edge' in a shadow; valid keys: clearEdge, start, end, color"
        ),
        // Unknown names name the valid ones.
        (
            behaviour(##"{"type": "spin", "from": 0, "to": 1}"##),
            "t.json:2:56: unknown behaviour type 'spin'; valid types: fade, scale, translate, rotate, shadow, move, transform, position, effect"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "bouncy"}"##),
            "t.json:2:93: unknown curve 'bouncy'; valid forms: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2), spring(damping,velocity)"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "ease-in"}"##),
            "t.json:2:93: unknown curve 'ease-in'; valid forms: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2), spring(damping,velocity)"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "bounce(1)"}"##),
            "t.json:2:93: unknown curve 'bounce(1)'; valid forms: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2), spring(damping,velocity)"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "middle"}]}"##,
            "t.json:1:37: unknown source 'middle'; valid sources: from, to, or a colour as #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": "$amount"}"##),
            "t.json:2:81: unknown parameter '$amount' in 'to' of 'fade'; none are declared"
        ),
        (
            behaviour(
                ##"{"type": "fade", "from": 0, "to": "$amout"}"##,
                params:
                    ##"[{"name": "amount", "type": "float", "default": 1}, {"name": "b", "type": "bool", "default": false}]"##
            ),
            "t.json:2:81: unknown parameter '$amout' in 'to' of 'fade'; declared: $amount, $b"
        ),
        (
            behaviour(##"{"type": "rotate", "axis": "w", "from": 0, "to": 1}"##),
            "t.json:2:74: unknown axis 'w'; valid axes: x, y, z"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"clearEdge": "middle"}}]}"##,
            "t.json:1:67: unknown edge 'middle' for 'clearEdge'; valid edges: left, right, top, bottom"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "vec3", "default": [1, 2, 3]}], "layers": [{"source": "to"}]}"##,
            "t.json:1:48: unknown parameter type 'vec3'; valid types: float, vec2, vec4, color, bool, int"
        ),
        // Missing keys point at the object that lacks them.
        (##"{"layers": [{"source": "to"}]}"##, "t.json:1:1: missing key 'name' in a behaviour file"),
        (##"{"name": "t"}"##, "t.json:1:1: missing key 'layers' in a behaviour file"),
        (##"{"name": "t", "layers": [{"region": [0, 0, 1, 1]}]}"##, "t.json:1:26: missing key 'source' in a layer"),
        (behaviour(##"{"from": 0, "to": 1}"##), "t.json:2:47: missing key 'type' in a behaviour"),
        (behaviour(##"{"type": "fade", "to": 1}"##), "t.json:2:47: missing key 'from' in a behaviour"),
        (behaviour(##"{"type": "fade", "from": 1}"##), "t.json:2:47: missing key 'to' in a behaviour"),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float"}], "layers": [{"source": "to"}]}"##,
            "t.json:1:26: missing key 'default' in a parameter"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"start": [0, 0]}}]}"##,
            "t.json:1:53: missing key 'end' in a shadow"
        ),
        // Values of the wrong shape or type.
        (
            behaviour(##"{"type": "scale", "from": [1, 2, 3], "to": 1}"##),
            "t.json:2:73: 'from' of 'scale' must be a number or [sx, sy], a $parameter or {\"random\": [low, high]}, not an array of 3 numbers"
        ),
        (
            behaviour(##"{"type": "translate", "from": 0, "to": [1, 0]}"##),
            "t.json:2:77: 'from' of 'translate' must be [x, y], a $parameter or {\"random\": [low, high]}, not a number"
        ),
        (
            behaviour(##"{"type": "fade", "from": "half", "to": 1}"##),
            "t.json:2:72: 'from' of 'fade' must be a number, a $parameter or {\"random\": [low, high]}, not a string"
        ),
        (
            behaviour(##"{"type": "move", "from": [0, 0, 1, 1], "to": [0, 0, 1]}"##),
            "t.json:2:92: 'to' of 'move' must be [x, y, width, height] or a $parameter, not an array of 3 numbers"
        ),
        (
            behaviour(##"{"type": "move", "from": [0, 0, 1, 1], "to": [0, 0, -1, 1]}"##),
            "t.json:2:92: 'to' of 'move' has a negative size: width -1, height 1"
        ),
        (
            behaviour(##"{"type": "translate", "from": [0, "x"], "to": [1, 0]}"##),
            "t.json:2:81: 'from' must be [x, y], but this element is a string"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": "0"}"##),
            "t.json:2:93: 'start' must be a number, not a string"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "reverseOnDismiss": 1}"##),
            "t.json:2:104: 'reverseOnDismiss' must be true or false, not a number"
        ),
        (behaviour(##"{"type": 3, "from": 0, "to": 1}"##), "t.json:2:56: 'type' must be a string, not a number"),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": 1}"##),
            "t.json:2:93: 'curve' must be a string, not a number"
        ),
        (##"{"name": "t", "layers": {"source": "to"}}"##, "t.json:1:25: 'layers' must be an array, not an object"),
        (##"{"name": "t", "layers": []}"##, "t.json:1:25: 'layers' must hold at least one layer"),
        (##"{"name": "t", "layers": [["to"]]}"##, "t.json:1:26: a layer must be an object, not an array of 1 element"),
        (
            ##"{"name": "t", "layers": [{"source": "to", "behaviours": [1]}]}"##,
            "t.json:1:58: a behaviour must be an object, not a number"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "anchor": [0.5]}]}"##,
            "t.json:1:53: 'anchor' must be [x, y], not an array of 1 number"
        ),
        (##"{"name": "t", "layers": [{"source": 1}]}"##, "t.json:1:37: 'source' must be a string, not a number"),
        (
            ##"{"name": "", "layers": [{"source": "to"}]}"##,
            "t.json:1:10: 'name' must be a non-empty name without spaces"
        ),
        (
            ##"{"name": "zoom fade", "layers": [{"source": "to"}]}"##,
            "t.json:1:10: 'name' must be a non-empty name without spaces"
        ),
        (
            ##"{"name": ["t"], "layers": [{"source": "to"}]}"##,
            "t.json:1:10: 'name' must be a string, not an array of 1 element"
        ),
        (
            ##"{"name": "t", "summary": "two\nlines", "layers": [{"source": "to"}]}"##,
            "t.json:1:26: 'summary' must be one line without control characters"
        ),
        (
            ##"{"name": "t", "perspective": 0, "layers": [{"source": "to"}]}"##,
            "t.json:1:30: 'perspective' must be greater than 0 (or \"none\"), not 0"
        ),
        // Colours.
        (
            ##"{"name": "t", "background": "#12345", "layers": [{"source": "to"}]}"##,
            "t.json:1:29: invalid colour '#12345' for 'background': expected #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "#12g"}]}"##,
            "t.json:1:37: invalid colour '#12g' for 'source': expected #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "shadow": {"clearEdge": "left", "color": "blak"}}]}"##,
            "t.json:1:84: invalid colour 'blak' for 'color': expected #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        // Regions and windows.
        (
            ##"{"name": "t", "layers": [{"source": "to", "region": [0.5, 0, 0.6, 1]}]}"##,
            "t.json:1:53: 'region' [0.5, 0, 0.6, 1] must lie in the frame (0 to 1) with a positive size: x + width is 1.1"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "region": [0, 0.25, 1, 0.8]}]}"##,
            "t.json:1:53: 'region' [0, 0.25, 1, 0.8] must lie in the frame (0 to 1) with a positive size: y + height is 1.05"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "region": [-0.1, 0, 0.5, 1]}]}"##,
            "t.json:1:53: 'region' [-0.1, 0, 0.5, 1] must lie in the frame (0 to 1) with a positive size: x is -0.1"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "region": [0, 0, 0, 1]}]}"##,
            "t.json:1:53: 'region' [0, 0, 0, 1] must lie in the frame (0 to 1) with a positive size: width is 0"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "to", "region": [0, 0, 1]}]}"##,
            "t.json:1:53: 'region' must be [x, y, width, height], not an array of 3 numbers"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": 0.8, "duration": 0.5}"##),
            "t.json:2:110: window past 1: start 0.8 + duration 0.5 ends at 1.3; it must end by 1"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": 0.5}"##),
            "t.json:2:93: window past 1: start 0.5 + the default duration 1 ends at 1.5; it must end by 1"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "start": -0.1}"##),
            "t.json:2:93: 'start' must be in [0, 1], not -0.1"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "duration": 0}"##),
            "t.json:2:96: 'duration' must be greater than 0 and at most 1, not 0"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "duration": 1.5}"##),
            "t.json:2:96: 'duration' must be greater than 0 and at most 1, not 1.5"
        ),
        // Curves.
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "spring(0, 1)"}"##),
            "t.json:2:93: invalid curve 'spring(0, 1)': damping must be greater than 0, not 0"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "spring(0.5)"}"##),
            "t.json:2:93: invalid curve 'spring(0.5)': spring takes 2 numbers (damping, velocity), got 1"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "spring(0.5, inf)"}"##),
            "t.json:2:93: invalid curve 'spring(0.5, inf)': 'inf' is not a finite number"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "cubic-bezier(2, 0, 0, 1)"}"##),
            "t.json:2:93: invalid curve 'cubic-bezier(2, 0, 0, 1)': x1 is 2.0 but must be in [0,1] so that time moves forward"
        ),
        (
            behaviour(##"{"type": "fade", "from": 0, "to": 1, "curve": "cubic-bezier(0, 0, 1)"}"##),
            "t.json:2:93: invalid curve 'cubic-bezier(0, 0, 1)': cubic-bezier takes 4 numbers, got 3"
        ),
        // Parameters: their declarations, and their uses.
        (
            behaviour(
                ##"{"type": "rotate", "from": 0, "to": "$offset"}"##,
                params: ##"[{"name": "offset", "type": "vec2", "default": [0, 0]}]"##),
            "t.json:2:83: 'to' of 'rotate' needs a number (a float or int parameter), but '$offset' is a vec2"
        ),
        (
            behaviour(
                ##"{"type": "translate", "from": [0, 0], "to": "$amount"}"##,
                params: ##"[{"name": "amount", "type": "float", "default": 1}]"##),
            "t.json:2:91: 'to' of 'translate' needs [x, y] (a vec2 parameter), but '$amount' is a float"
        ),
        (
            behaviour(
                ##"{"type": "move", "from": [0, 0, 1, 1], "to": "$tint"}"##,
                params: ##"[{"name": "tint", "type": "color", "default": "#fff"}]"##),
            "t.json:2:92: 'to' of 'move' needs [x, y, width, height] (a vec4 parameter), but '$tint' is a color"
        ),
        (
            behaviour(
                ##"{"type": "scale", "from": 1, "to": "$on"}"##,
                params: ##"[{"name": "on", "type": "bool", "default": true}]"##),
            "t.json:2:82: 'to' of 'scale' needs a number or [sx, sy] (a float, int or vec2 parameter), but '$on' is a bool"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 2, "min": 0, "max": 1}], "layers": [{"source": "to"}]}"##,
            "t.json:1:68: default 2 of 'a' lies outside [0, 1]"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": "1"}], "layers": [{"source": "to"}]}"##,
            "t.json:1:68: default of 'a' must be a number for a float parameter, not a string"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "int", "default": 1.5}], "layers": [{"source": "to"}]}"##,
            "t.json:1:66: default of 'a' must be a 32-bit integer, not 1.5"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "int", "default": 3000000000}], "layers": [{"source": "to"}]}"##,
            "t.json:1:66: default of 'a' must be a 32-bit integer, not 3000000000"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 1e300}], "layers": [{"source": "to"}]}"##,
            "t.json:1:68: default of 'a' is too large for a float"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "vec2", "default": [1, 2, 3]}], "layers": [{"source": "to"}]}"##,
            "t.json:1:67: default of 'a' must be [x, y] for a vec2 parameter, not an array of 3 numbers"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "color", "default": "#12345"}], "layers": [{"source": "to"}]}"##,
            "t.json:1:68: invalid colour '#12345' for 'default': expected #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "bool", "default": 0}], "layers": [{"source": "to"}]}"##,
            "t.json:1:67: default of 'a' must be true or false for a bool parameter, not a number"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "vec2", "default": [0, 0], "min": 0, "max": 1}], "layers": [{"source": "to"}]}"##,
            "t.json:1:75: 'min' and 'max' apply only to float and int parameters, and 'a' is a vec2"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 0, "min": 0}], "layers": [{"source": "to"}]}"##,
            "t.json:1:71: 'a' needs both 'min' and 'max', or neither"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 0, "min": 1, "max": 0}], "layers": [{"source": "to"}]}"##,
            "t.json:1:81: 'max' 0 of 'a' is less than its 'min' 1"
        ),
        (
            ##"{"name": "t", "params": [{"name": "a", "type": "float", "default": 0}, {"name": "a", "type": "int", "default": 0}], "layers": [{"source": "to"}]}"##,
            "t.json:1:81: duplicate parameter 'a' (first at 1:35)"
        ),
        (
            ##"{"name": "t", "params": [{"name": "2x", "type": "float", "default": 0}], "layers": [{"source": "to"}]}"##,
            "t.json:1:35: parameter name '2x' must be letters, digits and '_', not starting with a digit"
        ),
        // Rules over a layer's behaviours.
        (
            behaviour(##"{"type": "shadow", "from": 0, "to": 1}"##),
            "t.json:2:56: a 'shadow' behaviour needs a 'shadow' object on its layer"
        ),
        (
            behaviour(
                ##"{"type": "move", "from": [0, 0, 1, 1], "to": [0, 0, 0.5, 0.5]},{"type": "move", "from": [0, 0, 1, 1], "to": [0, 0, 1, 1]}"##
            ),
            "t.json:2:119: a layer may have only one 'move' behaviour (the first is at 2:56)"
        ),
        (
            behaviour(##"{"type": "fade", "axis": "x", "from": 0, "to": 1}"##),
            "t.json:2:64: 'axis' applies only to 'rotate' behaviours, not 'fade'"
        ),
    ])
    func contentErrorsNameTheKeyAndItsPlace(text: String, message: String) {
        let error = Self.error(text)
        // Types that tests running beside this one registered are listed after the built-in ones.
        #expect(error == message || (message.contains("valid types:") && error.hasPrefix(message + ", ")), "\(error)")
    }

    @Test func errorsInAMultilineFilePointAtTheirLine() {
        let file = """
            {
              "name": "slide",
              "layers": [
                {"source": "from",
                 "behaviours": [
                   {"type": "translate", "from": [0, 0], "to": [-1, 0]},
                   {"type": "translate", "from": [0, 0], "to": [1, 0], "start": 0.8, "duration": 0.5}
                 ]}
              ]
            }
            """
        #expect(
            Self.error(file) == "t.json:7:86: window past 1: start 0.8 + duration 0.5 ends at 1.3; it must end by 1")
    }

    @Test func theErrorCaseCarriesItsParts() {
        do throws(EffectError) {
            _ = try LayerTransition(behaviourFile: Array("{\n  \"name\": 1}".utf8), file: "Shaders/Behaviours/x.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error
                    == .malformedBehaviourFile(
                        file: "Shaders/Behaviours/x.json", line: 2, column: 11,
                        message: "'name' must be a string, not a number"))
        }
    }

    @Test func everyExampleInTheGuideReads() throws {
        let guide = try String(contentsOf: ReadmeExampleTests.root.appendingPathComponent("LAYERS.md"), encoding: .utf8)
        let blocks = guide.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 4)
        for block in blocks {
            // A behaviour on its own is read as the one behaviour of a layer.
            let file =
                block.hasPrefix(#"{"type""#)
                ? #"{"name": "t", "layers": [{"source": "from", "behaviours": ["# + block + "]}]}" : block
            #expect(throws: Never.self, "\(block)") {
                try LayerTransition(behaviourFile: Array(file.utf8), file: "LAYERS.md")
            }
        }
        #expect(try Self.read(blocks[0]) == Self.read(Self.example))
    }

    @Test func aFileThatCannotBeReadKeepsTheSystemsReason() {
        do throws(EffectError) {
            _ = try LayerTransition(contentsOfBehaviourFile: "/nonexistent/zoom.json")
            Issue.record("expected an error")
        } catch {
            #expect(error == .unreadableFile(path: "/nonexistent/zoom.json", reason: "No such file or directory"))
        }
    }
}
