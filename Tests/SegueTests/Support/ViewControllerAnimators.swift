@testable import Segue

/// VCTransitionsLibrary's animation controllers written as layer transitions straight from their
/// Objective-C sources, to check the built-in files against: each file must parse to this value,
/// and the engine must draw it as `LayerReference` does, forwards and in the source's own
/// reverse path.
///
/// The sources place views in points on a 320-point-wide screen; positions here are fractions of
/// the frame (320 → 1, −160 → −0.5). `animateWithDuration` without options eases in and out;
/// `UIViewAnimationOptionCurveEaseOut` is an ease-out.
enum ViewControllerAnimators {
    static let all: [LayerTransition] = [
        crossfadeViews, pan, portal, turn, cubeViews, natgeo, cards, foldViews, explode,
    ]

    static func translate(_ from: [Double], _ to: [Double], _ curve: TimingCurve) -> Behaviour {
        Behaviour(.translation, from: .vector(from), to: .vector(to), curve: .timing(curve))
    }

    static func scale(_ from: Double, _ to: Double, _ curve: TimingCurve) -> Behaviour {
        Behaviour(.scale, from: .number(from), to: .number(to), curve: .timing(curve))
    }

    static let leftHalf = LayerRect(x: 0, y: 0, width: 0.5, height: 1)
    static let rightHalf = LayerRect(x: 0.5, y: 0, width: 0.5, height: 1)

    /// CECrossfadeAnimationController: "to" sent to the back, "from"'s alpha animated to 0; the
    /// reverse flag is not read, so a dismissal is the same.
    static let crossfadeViews: LayerTransition = {
        let layers = [
            Layer(source: .to),
            Layer(
                source: .from,
                behaviours: [
                    Behaviour(.opacity, from: .number(1), to: .number(0), curve: .timing(.easeInOut))
                ]),
        ]
        return LayerTransition(
            name: "crossfade-views",
            summary:
                "VCTransitionsLibrary's crossfade: the old view fades out over the new one, easing in and out; a dismissal does the same.",
            layers: layers, dismissal: layers)
    }()

    /// CEPanAnimationController: forwards, "to" starts at x = 320 in front and "from" goes to
    /// −160; reversed, "to" starts at −160 behind and "from" goes to 320.
    static let pan = LayerTransition(
        name: "pan",
        summary:
            "VCTransitionsLibrary's pan: the new view slides in from the right over the old one, which moves half its width left; a dismissal slides the old view off to the right, uncovering the new one as it comes back from the left.",
        layers: [
            Layer(source: .from, behaviours: [translate([0, 0], [-0.5, 0], .easeInOut)]),
            Layer(source: .to, behaviours: [translate([1, 0], [0, 0], .easeInOut)]),
        ],
        dismissal: [
            Layer(source: .to, behaviours: [translate([-0.5, 0], [0, 0], .easeInOut)]),
            Layer(source: .from, behaviours: [translate([0, 0], [1, 0], .easeInOut)]),
        ])

    /// CEPortalAnimationController: forwards, a snapshot of "to" at scale 0.8 at the back grows to
    /// its frame while "from"'s halves move out by their width; reversed, "from" shrinks to 0.8
    /// while "to"'s halves come in from beyond the edges. Both ease out.
    static let portal = LayerTransition(
        name: "portal",
        summary:
            "VCTransitionsLibrary's portal: the old view parts down the middle like two doors sliding apart while the new view grows from 80% behind them; a dismissal slides the doors of the new view shut over the old view as it shrinks.",
        layers: [
            Layer(source: .to, behaviours: [scale(0.8, 1, .easeOut)]),
            Layer(source: .from, region: leftHalf, behaviours: [translate([0, 0], [-0.5, 0], .easeOut)]),
            Layer(source: .from, region: rightHalf, behaviours: [translate([0, 0], [0.5, 0], .easeOut)]),
        ],
        dismissal: [
            Layer(source: .from, behaviours: [scale(1, 0.8, .easeOut)]),
            Layer(source: .to, region: leftHalf, behaviours: [translate([-0.5, 0], [0, 0], .easeOut)]),
            Layer(source: .to, region: rightHalf, behaviours: [translate([0.5, 0], [0, 0], .easeOut)]),
        ])

    /// A rotation of `from`° to `to`° about `axis` in a keyframe at [start, start + 0.5] of a
    /// keyframe animation paced ease-in-out, on while `vertical` is `axis == .y`.
    static func turning(_ axis: Behaviour.Axis, _ from: Double, _ to: Double, start: Double) -> Behaviour {
        Behaviour(
            .rotation(axis), from: .number(from),
            keyframes: [BehaviourKeyframe(start: start, duration: 0.5, value: .number(to))],
            condition: Behaviour.Condition("vertical", applies: axis == .y))
    }

    /// CETurnAnimationController: with the container's m34 = −0.002 (500 points, 1.5625 widths of a
    /// 320-point screen, about its centre), "from" turns to factor · 90° in the keyframe at 0–0.5
    /// and "to", on top, from factor · −90° to 0 in the keyframe at 0.5–1, in one
    /// `animateKeyframesWithDuration` with options 0 (calculation linear, paced ease-in-out);
    /// factor is −1 forwards and 1 reversed. `init` sets `CEDirectionVertical`, a turn about y, so
    /// `vertical` is true unless set; `CEDirectionHorizontal` turns about x. Core Animation's
    /// positive turn about x takes the top away from the viewer, Segue's brings it closer, so x
    /// angles change sign; about y both bring the left side closer.
    static let turn = LayerTransition(
        name: "turn",
        summary:
            "VCTransitionsLibrary's turn: the old view turns away about its vertical centre line (or, with --param vertical=false, its horizontal one) in perspective, then the new view turns in; a dismissal turns the other way.",
        parameters: [
            EffectParameter(
                name: "vertical", type: .bool, defaultValue: .bool(true), range: nil,
                summary:
                    "Turn about the vertical centre line, the y axis (the library's default, CEDirectionVertical); false turns about the horizontal one (CEDirectionHorizontal)."
            )
        ],
        layers: [
            Layer(source: .from, behaviours: [turning(.y, 0, -90, start: 0), turning(.x, 0, 90, start: 0)]),
            Layer(source: .to, behaviours: [turning(.y, 90, 0, start: 0.5), turning(.x, -90, 0, start: 0.5)]),
        ],
        dismissal: [
            Layer(source: .from, behaviours: [turning(.y, 0, 90, start: 0), turning(.x, 0, -90, start: 0)]),
            Layer(source: .to, behaviours: [turning(.y, -90, 0, start: 0.5), turning(.x, 90, 0, start: 0.5)]),
        ])
}
