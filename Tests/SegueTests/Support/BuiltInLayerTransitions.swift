@testable import Segue

/// The built-in layer transitions of `Shaders/Behaviours/`, written again as Swift values that
/// mirror the JSON files field for field: they let the files be checked against the reference
/// before the behaviour-file parser exists, and afterwards a test checks parsed file == value
/// (but for `file`, which only a parsed transition has).
///
/// Colours are converted as a `#rrggbbaa` text is: each byte over 255, in Float.
enum BuiltInLayerTransitions {
    /// Every built-in, in the order of this file.
    static let all: [LayerTransition] = [zoomFade, fadeOver, pageFlip, photoZoom, cardStack, slideFade, door]

    /// A `#rrggbb` or `#rrggbbaa` colour as straight RGBA in 0…1.
    static func hex(_ text: String) -> SIMD4<Float> {
        let digits = Array(text.dropFirst())
        func byte(_ i: Int) -> Float { Float(UInt8(String(digits[2 * i..<2 * i + 2]), radix: 16)!) / 255 }
        return SIMD4(byte(0), byte(1), byte(2), digits.count == 8 ? byte(3) : 1)
    }

    /// A behaviour between two numbers, as a file's `"from"` and `"to"` numbers write it.
    static func change(
        _ property: Behaviour.Property, _ from: Double, _ to: Double, start: Double, duration: Double,
        curve: BehaviourCurve, reverseOnDismiss: Bool = false
    ) -> Behaviour {
        Behaviour(
            property, from: .number(from), to: .number(to), start: start, duration: duration, curve: curve,
            reverseOnDismiss: reverseOnDismiss)
    }

    /// The new view fading in over the whole transition, as three of the files write it.
    static let toFadingIn = Layer(
        source: .to, behaviours: [change(.opacity, 0, 1, start: 0, duration: 1, curve: .timing(.linear))])

    /// `Shaders/Behaviours/zoom-fade.json`.
    static let zoomFade = LayerTransition(
        name: "zoom-fade",
        summary: "The old view shrinks towards its centre while the new one fades in over it.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [
            EffectParameter(
                name: "endScale", type: .float, defaultValue: .float(0.1), range: 0.01...1,
                summary: "The old view's scale at the end.")
        ],
        layers: [
            Layer(
                source: .from,
                behaviours: [
                    Behaviour(
                        .scale, from: .number(1), to: .parameter("endScale"), start: 0, duration: 1,
                        curve: .timing(.linear))
                ]),
            toFadingIn,
        ]
    )

    /// `Shaders/Behaviours/fade-over.json`.
    static let fadeOver = LayerTransition(
        name: "fade-over",
        summary: "The new view fades in over the old one as the old one fades out, over black.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [],
        layers: [
            Layer(source: .from, behaviours: [change(.opacity, 1, 0, start: 0, duration: 1, curve: .timing(.linear))]),
            toFadingIn,
        ]
    )

    /// `Shaders/Behaviours/page-flip.json`.
    static let pageFlip = LayerTransition(
        name: "page-flip",
        summary:
            "Half a page turns over the centre line in perspective: the old view's left half lifts towards the viewer, then the new view's right half comes down.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [],
        layers: [
            Layer(source: .to, region: LayerRect(x: 0, y: 0, width: 0.5, height: 1)),
            Layer(source: .from, region: LayerRect(x: 0.5, y: 0, width: 0.5, height: 1)),
            Layer(
                source: .from, region: LayerRect(x: 0, y: 0, width: 0.5, height: 1), anchor: SIMD2(1, 0.5),
                shadow: LayerShadow(clearEdge: .left, color: hex("#00000080")),
                behaviours: [
                    change(.rotation(.y), 0, 90, start: 0, duration: 0.5, curve: .timing(.linear)),
                    change(.shadowOpacity, 0, 1, start: 0, duration: 0.5, curve: .timing(.linear)),
                ]),
            Layer(
                source: .to, region: LayerRect(x: 0.5, y: 0, width: 0.5, height: 1), anchor: SIMD2(0, 0.5),
                shadow: LayerShadow(clearEdge: .right, color: hex("#00000080")),
                behaviours: [
                    change(.rotation(.y), -90, 0, start: 0.5, duration: 0.5, curve: .timing(.linear)),
                    change(.shadowOpacity, 1, 0, start: 0.5, duration: 0.5, curve: .timing(.linear)),
                ]),
        ]
    )

    /// `Shaders/Behaviours/photo-zoom.json`.
    static let photoZoom = LayerTransition(
        name: "photo-zoom",
        summary:
            "A part of the old view grows from where it sits into place while the new view fades in under it and over it, the moving piece becoming the new view's own picture where it lands.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [
            EffectParameter(
                name: "sourceRect", type: .vec4, defaultValue: .vec4(SIMD4(0.4, 0.4, 0.2, 0.2)), range: nil,
                summary: "Where the moving part starts: x, y, width, height in fractions of the frame, top-left origin."
            ),
            EffectParameter(
                name: "destinationRect", type: .vec4, defaultValue: .vec4(SIMD4(0, 0, 1, 1)), range: nil,
                summary: "Where it ends: x, y, width, height in fractions of the frame, top-left origin."),
        ],
        layers: [
            Layer(source: .from),
            toFadingIn,
            // The region comes from $sourceRect, whose Float default the file's reader widens.
            Layer(
                source: .from,
                region: LayerRect(
                    x: Double(Float(0.4)), y: Double(Float(0.4)), width: Double(Float(0.2)), height: Double(Float(0.2))),
                regionParameter: "sourceRect",
                behaviours: [
                    Behaviour(
                        .frame, from: .parameter("sourceRect"), to: .parameter("destinationRect"), start: 0,
                        duration: 1, curve: .timing(.easeInOut))
                ]),
            // "to"'s own picture at $destinationRect, so that it lands as "to" itself (the seed's
            // TransformToPositionDestination: the destination view is where the photo lands).
            Layer(
                source: .to, region: LayerRect(x: 0, y: 0, width: 1, height: 1), regionParameter: "destinationRect",
                behaviours: [
                    Behaviour(
                        .frame, from: .parameter("sourceRect"), to: .parameter("destinationRect"), start: 0,
                        duration: 1, curve: .timing(.easeInOut)),
                    change(.opacity, 0, 1, start: 0, duration: 1, curve: .timing(.linear)),
                ]),
        ]
    )

    /// `Shaders/Behaviours/card-stack.json`.
    static let cardStack = LayerTransition(
        name: "card-stack",
        summary: "The old view drops back and darkens while the new one springs up over it from below.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [],
        layers: [
            Layer(
                source: .from, behaviours: [change(.scale, 1, 0.92, start: 0, duration: 1, curve: .timing(.easeOut))]),
            Layer(
                source: .color(hex("#000000")),
                behaviours: [
                    change(.opacity, 0, 0.6, start: 0, duration: 1, curve: .timing(.easeOut))
                ]),
            Layer(
                source: .to,
                behaviours: [
                    Behaviour(
                        .translation, from: .vector([0, 1]), to: .vector([0, 0]), start: 0, duration: 1,
                        curve: .spring(damping: 0.85, velocity: 0))
                ]),
        ]
    )

    /// `Shaders/Behaviours/slide-fade.json`.
    static let slideFade = LayerTransition(
        name: "slide-fade",
        summary:
            "The old view slides left and fades out, the new one follows in from the right; dismissed, each keeps its window, so the returning view leads.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [],
        layers: [
            Layer(
                source: .to,
                behaviours: [
                    Behaviour(
                        .translation, from: .vector([0.3, 0]), to: .vector([0, 0]), start: 0.4, duration: 0.6,
                        curve: .timing(.easeOut), reverseOnDismiss: true),
                    change(.opacity, 0, 1, start: 0.4, duration: 0.6, curve: .timing(.easeOut), reverseOnDismiss: true),
                ]),
            Layer(
                source: .from,
                behaviours: [
                    Behaviour(
                        .translation, from: .vector([0, 0]), to: .vector([-0.3, 0]), start: 0, duration: 0.6,
                        curve: .timing(.easeIn), reverseOnDismiss: true),
                    change(.opacity, 1, 0, start: 0, duration: 0.6, curve: .timing(.easeIn), reverseOnDismiss: true),
                ]),
        ]
    )

    /// `Shaders/Behaviours/door.json`.
    static let door = LayerTransition(
        name: "door",
        summary:
            "The old view splits down the middle into two doors that swing open towards the viewer, revealing the new view behind.",
        background: hex("#000000"),
        perspective: 1.5625,
        parameters: [],
        layers: [
            Layer(
                source: .to,
                behaviours: [
                    change(.scale, 0.85, 1, start: 0, duration: 1, curve: .timing(.easeOut)),
                    change(.opacity, 0, 1, start: 0, duration: 1, curve: .timing(.easeOut)),
                ]),
            Layer(
                source: .from, region: LayerRect(x: 0, y: 0, width: 0.5, height: 1), anchor: SIMD2(0, 0.5),
                shadow: LayerShadow(clearEdge: .left, color: hex("#00000099")),
                behaviours: [
                    change(
                        .rotation(.y), 0, -90, start: 0, duration: 1,
                        curve: .timing(.cubicBezier(x1: 0.65, y1: 0, x2: 0.35, y2: 1))),
                    change(.shadowOpacity, 0, 1, start: 0, duration: 1, curve: .timing(.linear)),
                ]),
            Layer(
                source: .from, region: LayerRect(x: 0.5, y: 0, width: 0.5, height: 1), anchor: SIMD2(1, 0.5),
                shadow: LayerShadow(clearEdge: .right, color: hex("#00000099")),
                behaviours: [
                    change(
                        .rotation(.y), 0, 90, start: 0, duration: 1,
                        curve: .timing(.cubicBezier(x1: 0.65, y1: 0, x2: 0.35, y2: 1))),
                    change(.shadowOpacity, 0, 1, start: 0, duration: 1, curve: .timing(.linear)),
                ]),
        ]
    )
}
