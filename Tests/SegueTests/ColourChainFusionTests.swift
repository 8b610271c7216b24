@_spi(Benchmarks) import Segue
import Testing

/// GPUImage's colour operations fuse: a chain of ten is one pass, and blends fuse with the
/// chains that feed them, whatever their parameter types (matrices, colours, vectors).
struct ColourChainFusionTests {
    static let library = try! EffectLibrary(environment: [:])

    /// Ten colour operations and their parameters, in chain order.
    static let chain: [ColourOperationTests.Case] = [
        .init("BrightnessAdjustment", ["brightness": "0.05"]), .init("HueAdjustment", ["hue": "40"]),
        .init("WhiteBalance", ["temperature": "5600", "tint": "20"]), .init("Vibrance", ["vibrance": "0.4"]),
        .init("LevelsAdjustment", ["minimum": "0.05", "middle": "1.2", "maximum": "0.95"]),
        .init("ColorMatrixFilter", ["colorMatrix": "0.9,0.1,0,0,0,0.8,0.2,0,0.1,0,0.9,0,0,0,0,1", "intensity": "0.7"]),
        .init("MonochromeFilter", ["intensity": "0.3"]), .init("Haze", ["distance": "0.05", "slope": "0.1"]),
        .init("RGBAdjustment", ["red": "1.1", "blue": "0.9"]), .init("SaturationAdjustment", ["saturation": "1.3"]),
    ]

    static func output(_ image: Image) throws -> FrameOutput {
        var last: GraphNode = ImageSource(image)
        for step in chain {
            let node = EffectNode(try library.effect(named: step.name))
            for (key, value) in step.parameters { try node.set(key, parsing: value) }
            last = last --> node
        }
        let output = FrameOutput()
        last --> output
        return output
    }

    @Test func tenColourOperationsPlanToOnePass() throws {
        let output = try Self.output(TestImages.pattern(width: 8, height: 8))
        let plan = try Engine.plan(output, width: 8, height: 8)
        #expect(plan.passes.count == 1)
        #expect(plan.passes[0].nodes.map(\.effect.name) == Self.chain.map(\.name))
        #expect(try Engine.plan(output, width: 8, height: 8, options: PlanOptions(fuse: false)).passes.count == 10)
    }

    /// The fused pass gives the ten references applied in turn, each result clamped as the
    /// planner clamps between fused effects.
    @Test(.requiresGPU) func theFusedChainMatchesTheReferencesInTurn() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 33, height: 17)
        let gpu = try engine.makeRenderer(for: try Self.output(image), width: 33, height: 17).renderImage()
        let transforms = Self.chain.map { ColourReference.transform($0.name, $0.parameters) }
        let input = StraightAlpha.Input(premultiplied: image)
        let reference = CPUReference.render(width: 33, height: 17) { uv in
            var colour = input.read(uv)
            for transform in transforms {
                colour = StraightAlpha.clamp01(transform(StraightAlpha.Input(constant: colour), uv))
            }
            return colour
        }
        let comparison = ImageComparison(gpu, reference)
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test func aBlendFusesWithTheChainsFeedingIt() throws {
        func node(_ name: String) throws -> EffectNode { EffectNode(try Self.library.effect(named: name)) }
        let blend = try node("OverlayBlend")
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> (try node("ContrastAdjustment"))
            --> (try node("Vibrance")) --> blend
        ImageSource(TestImages.otherPattern(width: 8, height: 8)) --> (try node("SepiaToneFilter")) --> blend
        blend --> (try node("LuminanceRangeReduction")) --> output
        let plan = try Engine.plan(output, width: 8, height: 8)
        #expect(plan.passes.count == 1)
        #expect(plan.passes[0].nodes.count == 5)
    }
}
