import Testing

@testable import Segue

/// The engine's own behaviour evaluation, at the edges of windows and curves (no GPU).
struct LayerTimelineTests {
    static func states(_ behaviours: [Behaviour], at progress: Double, dismissing: Bool = false) throws -> LayerState {
        let timeline = try LayerTimeline(
            LayerTransition(name: "t", layers: [Layer(source: .from, behaviours: behaviours)]))
        return try #require(timeline.states(at: progress, dismissing: dismissing, parameters: [:]).first)
    }

    @Test(arguments: [
        BehaviourCurve.timing(.linear), .timing(.easeIn), .timing(.easeInOut),
        .timing(.cubicBezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: 1)),
        .spring(damping: 0.5, velocity: 0), .spring(damping: 1, velocity: 3), .spring(damping: 2, velocity: -1),
    ])
    func aWindowHoldsFromBeforeAndToAfter(curve: BehaviourCurve) throws {
        let fade = Behaviour(.opacity, from: .number(0.2), to: .number(0.9), start: 0.25, duration: 0.5, curve: curve)
        for p in [0.0, 0.1, 0.25] { #expect(try Self.states([fade], at: p).opacity == 0.2) }
        for p in [0.75, 0.9, 1.0] { #expect(try Self.states([fade], at: p).opacity == 0.9) }
    }

    @Test func aSpringSettlesExactlyAtItsWindowsEndAndOvershootsWhenUnderdamped() throws {
        let spring = try Spring.settling(inUnitTimeWithDampingRatio: 0.4, initialVelocity: 0)
        #expect(abs(spring.settlingDuration - 1) < 1e-6)
        let scale = Behaviour(.scale, from: .number(0), to: .number(1), curve: .spring(damping: 0.4, velocity: 0))
        let peak =
            try stride(from: 0.0, through: 1.0, by: 0.01).map { try Self.states([scale], at: $0).scale.x }.max() ?? 0
        #expect(peak > 1.05)
        #expect(try Self.states([scale], at: 1).scale == SIMD2(1, 1))
        #expect(try Self.states([scale], at: 0.999).scale.x != 1)
    }

    @Test func propertiesCombineAsTheFormatSays() throws {
        let state = try Self.states(
            [
                Behaviour(.opacity, from: .number(0.5), to: .number(0.5)),
                Behaviour(.opacity, from: .number(0.5), to: .number(0.5)),
                Behaviour(.scale, from: .number(2), to: .number(2)),
                Behaviour(.scale, from: .vector([1, 3]), to: .vector([1, 3])),
                Behaviour(.translation, from: .vector([0.1, 0]), to: .vector([0.1, 0])),
                Behaviour(.translation, from: .vector([0, 0.2]), to: .vector([0, 0.2])),
                Behaviour(.rotation(.z), from: .number(10), to: .number(10)),
                Behaviour(.rotation(.z), from: .number(5), to: .number(5)),
            ], at: 0.5)
        #expect(state.opacity == 0.25)
        #expect(state.scale == SIMD2(2, 6))
        #expect(state.translation == SIMD2(0.1, 0.2))
        #expect(state.rotation.z == 15)
    }

    @Test func aDismissalMirrorsOnlyMarkedWindows() throws {
        let marked = Behaviour(
            .opacity, from: .number(1), to: .number(0), start: 0, duration: 0.25, reverseOnDismiss: true)
        let plain = Behaviour(.opacity, from: .number(1), to: .number(0), start: 0, duration: 0.25)
        // Mirrored, the window is [0.75, 1]: at 0.5 it has not begun.
        #expect(try Self.states([marked], at: 0.5, dismissing: true).opacity == 1)
        #expect(try Self.states([plain], at: 0.5, dismissing: true).opacity == 0)
        #expect(try Self.states([marked], at: 0.5).opacity == 0)
    }

    @Test func aMoveInterpolatesCentreAndSize() throws {
        let move = Behaviour(.frame, from: .vector([0, 0, 0.2, 0.2]), to: .vector([0.5, 0.5, 0.5, 0.5]))
        let frame = try Self.states([move], at: 0.5).frame
        #expect(abs(frame.x + frame.width / 2 - 0.425) < 1e-12 && abs(frame.y + frame.height / 2 - 0.425) < 1e-12)
        #expect(abs(frame.width - 0.35) < 1e-12 && abs(frame.height - 0.35) < 1e-12)
    }
}
