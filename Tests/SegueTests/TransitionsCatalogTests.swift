import Segue
import Testing

/// The built-in transitions exist under their documented names, with documented parameters.
struct TransitionsCatalogTests {
    static let library = try! EffectLibrary(environment: [:])

    /// ffmpeg 5.1's xfade transitions, in its order.
    static let xfade51 = """
        fade wipeleft wiperight wipeup wipedown slideleft slideright slideup slidedown circlecrop rectcrop distance
        fadeblack fadewhite radial smoothleft smoothright smoothup smoothdown circleopen circleclose vertopen vertclose
        horzopen horzclose dissolve pixelize diagtl diagtr diagbl diagbr hlslice hrslice vuslice vdslice hblur fadegrays
        wipetl wipetr wipebl wipebr squeezeh squeezev zoomin fadefast fadeslow
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// The transitions later ffmpeg versions added.
    static let xfadeLater = """
        hlwind hrwind vuwind vdwind coverleft coverright coverup coverdown revealleft revealright revealup revealdown
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    static let classic = [
        "crossfade", "zoom", "flip", "fold", "cube", "push", "cover", "reveal",
        "fade-through", "circle-open", "swirl", "ripple", "pixellate-dissolve",
    ]

    @Test func thereAreAtLeastSixtyTransitions() {
        #expect(Self.library.transitionNames.count >= 60, "\(Self.library.transitionNames.count) transitions")
    }

    @Test func everyXfadeTransitionAndTheClassicSetExist() {
        #expect(Self.xfade51.count == 46)
        #expect(Self.xfadeLater.count == 12)
        let names = Set(Self.library.transitionNames)
        for name in Self.xfade51 + Self.xfadeLater + Self.classic {
            #expect(names.contains(name), "missing transition \(name)")
        }
    }

    @Test func everyTransitionAndParameterIsDocumented() {
        for effect in Self.library.effects.values where effect.kind == .transition {
            #expect(!effect.summary.isEmpty, "\(effect.file) has no @summary")
            for parameter in effect.parameters {
                #expect(!parameter.summary.isEmpty, "\(effect.file): parameter \(parameter.name) has no summary")
            }
        }
    }

    /// Directions are one int parameter, 0 left, 1 right, 2 up, 3 down, wherever they exist.
    @Test(arguments: ["push", "cover", "reveal", "flip"])
    func directionIsAnIntFromZeroToThree(name: String) throws {
        let effect = try Self.library.effect(named: name)
        let direction = try #require(effect.parameters.first { $0.name == "direction" })
        #expect(direction.type == .int)
        #expect(direction.range == 0...3)
        #expect(direction.summary.contains("0 left") && direction.summary.contains("3 down"))
    }
}
