@_spi(Benchmarks) import Segue
import Testing

/// The stylizing and geometric operations fuse as their reads allow: each with the colour
/// operations around it into one pass, while KuwaharaFilter's 64 reads a pixel keep it out of
/// a reader that samples many points, so it is drawn once rather than nine times a pixel.
struct StylizeFusionTests {
    static let library = try! EffectLibrary(environment: [:])

    static func node(_ name: String) -> EffectNode { EffectNode(try! library.effect(named: name)) }

    /// source → names… → output.
    static func chain(_ names: [String]) -> FrameOutput {
        var last: GraphNode = ImageSource(TestImages.pattern(width: 16, height: 12))
        for name in names { last = last --> node(name) }
        let output = FrameOutput()
        last --> output
        return output
    }

    static let operations = [
        "Crosshatch", "Halftone", "PolkaDot", "PolarPixellate", "MedianFilter", "KuwaharaFilter",
        "KuwaharaRadius3Filter", "TransformOperation", "Vignette", "ThresholdSketchFilter",
        "ColorLocalBinaryPattern",
    ]

    @Test(arguments: operations)
    func fusesWithTheColourOperationsAroundIt(name: String) throws {
        let plan = try Engine.plan(
            Self.chain(["BrightnessAdjustment", name, "SepiaToneFilter"]), width: 16, height: 12)
        #expect(plan.passes.map { $0.nodes.map(\.effect.name) } == [["BrightnessAdjustment", name, "SepiaToneFilter"]])
    }

    /// A generator is a source that fuses with the filters it feeds.
    @Test func perlinNoiseFusesWithTheFilterItFeeds() throws {
        let output = FrameOutput()
        Self.node("PerlinNoiseGenerator") --> Self.node("FalseColor") --> output
        #expect(try Engine.plan(output, width: 16, height: 12).passes.count == 1)
    }

    /// Inlining KuwaharaFilter into a 3×3 median would compute it nine times a pixel (576
    /// reads instead of 64 + 9): the planner draws it once.
    @Test func kuwaharaIsDrawnOnceBeforeANeighbourhoodReader() throws {
        let plan = try Engine.plan(Self.chain(["KuwaharaFilter", "MedianFilter"]), width: 16, height: 12)
        #expect(plan.passes.map { $0.nodes.map(\.effect.name) } == [["KuwaharaFilter"], ["MedianFilter"]])
    }

    /// Fused and unfused plans draw the same pixels.
    @Test(.requiresGPU, arguments: operations)
    func fusedMatchesUnfused(name: String) throws {
        let engine = try TestEngine.engine()
        let output = Self.chain(["ContrastAdjustment", name, "SepiaToneFilter"])
        let fused = try engine.makeRenderer(for: output, width: 33, height: 17).renderImage()
        let unfused = try engine.makeRenderer(for: output, width: 33, height: 17, options: PlanOptions(fuse: false))
            .renderImage()
        let comparison = ImageComparison(fused, unfused)
        #expect(comparison.meetsReferenceTolerance, "\(name): \(comparison)")
    }
}
