import Foundation
import Testing

@testable import Segue

/// Grids of tiles and their seeded random numbers (`"grid"`, `{"random": [low, high]}`): how
/// many tiles an aspect gives, where they sit, what the seed changes, and each misuse's one line.
struct LayerGridTests {
    static let explode = ViewControllerAnimators.explode

    /// Ten squares across, and as many rows as reach the bottom: 18 at 9:16 (the last cut by
    /// the edge), 6 at 16:9 (5.625 rows), exactly 10 for a square.
    @Test(arguments: [(360, 640, 180), (640, 360, 60), (500, 500, 100), (333, 177, 60)])
    func theGridCoversTheFrameWithSquares(width: Int, height: Int, tiles: Int) throws {
        let timeline = try LayerTimeline(Self.explode, aspect: Double(height) / Double(width))
        #expect(timeline.drawn.count == 1 + tiles)
        let states = timeline.states(at: 0, dismissing: false, parameters: ["seed": .int(1)])
        let first = states[timeline.drawn[1]].region
        #expect(abs(first.width - 0.1) < 1e-12 && abs(first.height * Double(height) - 0.1 * Double(width)) < 1e-9)
        // Column by column: the second tile is below the first.
        let second = states[timeline.drawn[2]].region
        #expect(second.x == first.x && abs(second.y - first.height) < 1e-12)
    }

    /// The same seed draws the same numbers; another seed others; each within its range.
    @Test func randomNumbersFollowTheSeed() throws {
        let timeline = try LayerTimeline(Self.explode, aspect: 16.0 / 9)
        func translations(_ seed: Int32) -> [SIMD2<Double>] {
            timeline.states(at: 1, dismissing: false, parameters: ["seed": .int(seed)]).map(\.translationInPoints)
        }
        #expect(translations(1) == translations(1))
        #expect(translations(1) != translations(2))
        let pieces = translations(3).dropFirst()
        #expect(pieces.allSatisfy { abs($0.x) <= 100 && abs($0.y) <= 100 })
        #expect(Set(pieces.map(\.x)).count == pieces.count, "each tile draws its own")
        for copy in 0..<1000 {
            let u = SeededRandom.unit(7, copy, 2)
            #expect(u >= 0 && u < 1)
        }
    }

    @Test(.requiresGPU) func theSeedChangesTheFramesAndOnlyTheSeed() throws {
        let (from, to) = (TestImages.pattern(width: 160, height: 120), TestImages.otherPattern(width: 160, height: 120))
        func frame(_ seed: Int) throws -> Image {
            let transition = try TestEngine.engine().makeTransition("explode", from: from, to: to)
            try transition.set("seed", .int(Int32(seed)))
            return try transition.render(progress: 0.4)
        }
        #expect(try frame(5).pixels == frame(5).pixels)
        #expect(try frame(5).pixels != frame(6).pixels)
    }

    @Test(arguments: [
        (
            ##"{"name": "t", "layers": [{"source": "from", "grid": {"columns": 0}}]}"##,
            "t.json:1:65: 'columns' must be a whole number from 1 to 16, not 0"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "from", "grid": {"columns": 10, "seed": "$s"}}]}"##,
            "t.json:1:77: unknown parameter '$s' in 'seed'; none are declared"
        ),
        (
            ##"{"name": "t", "params": [{"name": "s", "type": "float", "default": 1}], "layers": [{"source": "from", "grid": {"columns": 10, "seed": "$s"}}]}"##,
            "t.json:1:135: 'seed' takes an int parameter; '$s' is a float"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "from", "repeat": {"count": 2}, "grid": {"columns": 10}}]}"##,
            "t.json:1:45: a layer is either repeated or cut into a 'grid', not both"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "from", "behaviours": [{"type": "fade", "from": 1, "to": {"random": [0, 1]}}]}]}"##,
            "t.json:1:45: random values are drawn per tile: a layer with them needs a 'grid'"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "from", "grid": {"columns": 2}, "behaviours": [{"type": "fade", "from": 1, "to": {"random": [1, 0]}}]}]}"##,
            "t.json:1:129: 'random' needs low ≤ high, not [1, 0]"
        ),
        (
            ##"{"name": "t", "layers": [{"source": "from", "grid": {"columns": 2}, "behaviours": [{"type": "fade", "from": 1, "to": {"chance": [0, 1]}}]}]}"##,
            "t.json:1:118: 'to' of 'fade' must be a number, a $parameter or {\"random\": [low, high]}, not an object"
        ),
        (
            ##"{"name": "t", "layers": [{"sublayers": [{"source": "to"}], "sublayerTransform": [{"scale": [{"random": [0, 1]}, 1, 1]}]}]}"##,
            "t.json:1:81: 'sublayerTransform' takes no random values"
        ),
    ])
    func mistakesInGridsNameTheirPlace(text: String, message: String) {
        #expect(BehaviourFileTests.error(text) == message)
    }
}
