import SegueGL
import Testing

@_spi(Benchmarks) @testable import Segue

/// Renderers of one engine share compiled programs (`ProgramCache`), and each still draws with
/// its own uniform values, which GL keeps per program.
@Suite(.requiresGPU)
struct SharedProgramTests {
    @Test func aSecondRendererOfTheSameTransitionCompilesNothing() throws {
        let engine = try TestEngine.privateEngine()
        let (from, to) = (TestImages.pattern(width: 40, height: 30), TestImages.otherPattern(width: 40, height: 30))
        let before = engine.counters
        let first = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        let afterFirst = engine.counters
        let passes = try first.renderer.plan.passes.count
        #expect(afterFirst.since(before).programsLinked >= passes)
        let second = try engine.makeTransition("pixellate-dissolve", from: to, to: from)
        let delta = engine.counters.since(afterFirst)
        #expect(delta.programsLinked == 0, "\(delta)")
        #expect(delta.programsReused == passes, "\(delta)")
        #expect(try second.renderer.plan.passes.count == passes)
    }

    @Test func anotherTransitionCompilesItsOwnPrograms() throws {
        let engine = try TestEngine.privateEngine()
        let (from, to) = (TestImages.pattern(width: 40, height: 30), TestImages.otherPattern(width: 40, height: 30))
        _ = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        let before = engine.counters
        _ = try engine.makeTransition("fade", from: from, to: to)
        #expect(engine.counters.since(before).programsLinked > 0)
    }

    /// A renderer that set progress 0.3 and another that then set 0.7 on the same program: the
    /// first must set 0.3 again, though its own record says the uniform already holds it.
    @Test(arguments: ["pixellate-dissolve", "fade", "page-flip", "explode", "fold-views"])
    func interleavedRenderersEachDrawTheirOwnValues(name: String) throws {
        let (from, to) = (TestImages.pattern(width: 48, height: 32), TestImages.otherPattern(width: 48, height: 32))
        let reference = try TestEngine.privateEngine()
        let alone = try reference.makeTransition(name, from: from, to: to)
        let expected = try [0.3, 0.7].map { try alone.render(progress: $0).pixels }
        #expect(expected[0] != expected[1])

        let engine = try TestEngine.privateEngine()
        let first = try engine.makeTransition(name, from: from, to: to)
        let second = try engine.makeTransition(name, from: from, to: to)
        for _ in 0..<3 {
            #expect(try first.render(progress: 0.3).pixels == expected[0])
            #expect(try second.render(progress: 0.7).pixels == expected[1])
        }
    }

    /// Two 4:2:0 streams of different sizes share the conversion's programs, whose uniforms hold
    /// the frame size: interleaved, each still gives the frames it gives alone.
    @Test func interleavedYUVStreamsOfTwoSizesEachGiveTheirOwnFrames() throws {
        let sizes = [(61, 35), (40, 30)]
        func frames(of transitions: [TransitionRenderer]) throws -> [[UInt8]] {
            let streams = try transitions.map { try FrameStream(renderer: $0.renderer, format: .yuv420p(.bt709)) }
            var planes: [[UInt8]] = Array(repeating: [], count: streams.count)
            for round in 0..<2 {
                for (index, stream) in streams.enumerated() {
                    let transition = transitions[index]
                    _ = try stream.submit(preparing: { try transition.graph.setProgress(0.2 + 0.3 * Double(round)) }) {
                        planes[index] += Array($0)
                    }
                }
            }
            for (index, stream) in streams.enumerated() { try stream.drain { planes[index] += Array($0) } }
            return planes
        }
        func transitions(on engine: Engine) throws -> [TransitionRenderer] {
            try sizes.map { width, height in
                try engine.makeTransition(
                    "fade", from: TestImages.pattern(width: width, height: height),
                    to: TestImages.otherPattern(width: width, height: height))
            }
        }
        let shared = try TestEngine.privateEngine()
        let together = try frames(of: try transitions(on: shared))
        for (index, size) in sizes.enumerated() {
            let engine = try TestEngine.privateEngine()
            let alone = try transitions(on: engine)[index]
            let stream = try FrameStream(renderer: alone.renderer, format: .yuv420p(.bt709))
            var planes: [UInt8] = []
            for round in 0..<2 {
                _ = try stream.submit(preparing: { try alone.graph.setProgress(0.2 + 0.3 * Double(round)) }) {
                    planes += Array($0)
                }
            }
            try stream.drain { planes += Array($0) }
            let differing = zip(together[index], planes).filter { $0 != $1 }.count
            #expect(together[index].count == planes.count && differing == 0, "\(size): \(differing) bytes differ")
        }
    }

    /// The cache keeps at most its capacity, dropping the least recently used program; a program
    /// it dropped still draws for the renderer holding it.
    @Test func theCacheIsBounded() throws {
        let engine = try TestEngine.privateEngine()
        let cache = ProgramCache(capacity: 2)
        let sources = (0..<3).map { index in
            """
            #version 300 es
            precision highp float;
            out vec4 colour;
            void main() { colour = vec4(\(index).0 / 3.0); }
            """
        }
        let programs = try engine.context.perform {
            try sources.map {
                try cache.program(
                    for: .init(fragmentSource: $0, stage: .fragment, targets: [.rgba8]), context: engine.context)
            }
        }
        let before = engine.counters
        try engine.context.perform {
            #expect(cache.count == 2)
            let again = try cache.program(
                for: .init(fragmentSource: sources[2], stage: .fragment, targets: [.rgba8]), context: engine.context)
            #expect(again === programs[2])
            _ = try cache.program(
                for: .init(fragmentSource: sources[0], stage: .fragment, targets: [.rgba8]), context: engine.context)
        }
        let delta = engine.counters.since(before)
        #expect(delta.programsReused == 1 && delta.programsLinked == 1, "\(delta)")
    }
}
