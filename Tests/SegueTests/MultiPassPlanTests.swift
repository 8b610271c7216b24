import Segue
import Testing

/// How the planner expands a multi-pass effect into its stages and fuses them with their
/// neighbours (no GPU: plans only).
struct MultiPassPlanTests {
    static func node(_ name: String) throws -> EffectNode {
        EffectNode(try EffectLibrary(environment: [:]).effect(named: name))
    }

    /// image → SaturationAdjustment → GaussianBlur → ContrastAdjustment → SepiaToneFilter → output.
    static func chain() throws -> FrameOutput {
        let output = FrameOutput()
        ImageSource(try Image(width: 8, height: 8)) --> (try node("SaturationAdjustment"))
            --> (try node("GaussianBlur"))
            --> (try node("ContrastAdjustment")) --> (try node("SepiaToneFilter")) --> output
        return output
    }

    @Test func colourOperationsFuseIntoTheBlursStages() throws {
        let plan = try Engine.plan(try Self.chain(), width: 64, height: 48)
        // The saturation is computed at each tap of the horizontal stage; the vertical stage
        // reads that stage's texture and the colour operations after it run at its result.
        #expect(plan.passes.count == 2)
        #expect(plan.passes[0].nodes.map(\.effect.name) == ["SaturationAdjustment", "GaussianBlur.horizontal"])
        #expect(
            plan.passes[1].nodes.map(\.effect.name) == [
                "GaussianBlur.vertical", "ContrastAdjustment", "SepiaToneFilter",
            ])
        let unfused = try Engine.plan(try Self.chain(), width: 64, height: 48, options: PlanOptions(fuse: false))
        #expect(unfused.passes.count == 5)
    }

    @Test func stagesReadTheNodesInputAndEarlierStages() throws {
        let output = FrameOutput()
        ImageSource(try Image(width: 8, height: 8)) --> (try Self.node("UnsharpMask")) --> output
        let plan = try Engine.plan(output, width: 64, height: 48)
        // The sharpening reads the vertical stage once, so it computes it in its own pass; the
        // horizontal stage, read at 25 points, is a texture.
        #expect(
            plan.passes.map { $0.nodes.map(\.effect.name) } == [
                ["UnsharpMask.horizontal"], ["UnsharpMask.vertical", "UnsharpMask.sharpen"],
            ])
    }

    @Test func aMultiPassEffectIsOneNameWithItsParameters() throws {
        let library = try EffectLibrary(environment: [:])
        let canny = try library.effect(named: "CannyEdgeDetection")
        #expect(canny.kind == .filter)
        #expect(canny.inputs == ["input"])
        #expect(canny.parameters.map(\.name) == ["blurRadiusInPixels", "upperThreshold", "lowerThreshold"])
        #expect(canny.parameters.map(\.defaultValue) == [.float(2), .float(0.4), .float(0.1)])
        // The stages are not effects of their own.
        #expect(throws: EffectError.self) { try library.effect(named: "CannyEdgeDetection.gradient") }
    }

    @Test func aNodeReadTwiceIsExpandedOnce() throws {
        let blur = try Self.node("GaussianBlur")
        let blend = try Self.node("AddBlend")
        let output = FrameOutput()
        ImageSource(try Image(width: 8, height: 8)) --> blur
        blur --> blend
        blur --> blend
        blend --> output
        let plan = try Engine.plan(output, width: 32, height: 32)
        let names = plan.passes.flatMap { $0.nodes.map(\.effect.name) }
        #expect(names.filter { $0 == "GaussianBlur.horizontal" }.count == 1)
    }

    @Test func aLargeBlurRunsOnASmallerImage() throws {
        let blur = try Self.node("GaussianBlur")
        try blur.set("blurRadiusInPixels", Float(20))
        let output = FrameOutput()
        ImageSource(try Image(width: 8, height: 8)) --> blur --> output
        let plan = try Engine.plan(output, width: 1920, height: 1080)
        // GPUImage2's rule: radius 20 > 8, so sigma 8 on an image 20 / 8 = 2.5 times smaller,
        // shrunk by a stage of its own, then scaled back up by the final pass.
        #expect(
            plan.passes.map { $0.nodes.map(\.effect.name) } == [
                ["GaussianBlur.reduce"], ["GaussianBlur.horizontal"], ["GaussianBlur.vertical"], ["Copy"],
            ])
        #expect(plan.passes.map(\.size.width) == [768, 768, 768, 1920])
        #expect(plan.passes.map(\.size.height) == [432, 432, 432, 1080])
    }

    @Test func aColourOperationAfterALargeBlurScalesItUp() throws {
        let blur = try Self.node("GaussianBlur")
        try blur.set("blurRadiusInPixels", Float(64))
        let output = FrameOutput()
        ImageSource(try Image(width: 8, height: 8)) --> (try Self.node("SaturationAdjustment")) --> blur
            --> (try Self.node("Vignette")) --> output
        let plan = try Engine.plan(output, width: 1920, height: 1080)
        // Nodes of different sizes are not fused: the saturation is drawn at full size before
        // the image is shrunk 8 times, and the vignette reads the small result bilinearly.
        #expect(
            plan.passes.map { $0.nodes.map(\.effect.name) } == [
                ["SaturationAdjustment"], ["GaussianBlur.reduce"], ["GaussianBlur.horizontal"],
                ["GaussianBlur.vertical"], ["Vignette"],
            ])
        #expect(plan.passes.map(\.size.width) == [1920, 240, 240, 240, 1920])
    }

    /// A chain of colour filters is arithmetic at every one of a blur's reads: the rule counts the
    /// effects an evaluation computes, so four of them are drawn once before the blur, not 25 times.
    @Test func aChainBeforeABlurIsDrawnOnce() throws {
        let output = FrameOutput()
        var previous: GraphNode = ImageSource(try Image(width: 8, height: 8))
        for name in [
            "SaturationAdjustment", "ContrastAdjustment", "SepiaToneFilter", "Vignette", "GaussianBlur", "Sharpen",
        ] {
            let node = try Self.node(name)
            previous --> node
            previous = node
        }
        previous --> output
        let plan = try Engine.plan(output, width: 64, height: 48)
        #expect(
            plan.passes.map { $0.nodes.map(\.effect.name) } == [
                ["SaturationAdjustment", "ContrastAdjustment", "SepiaToneFilter", "Vignette"],
                ["GaussianBlur.horizontal"], ["GaussianBlur.vertical"], ["Sharpen"],
            ])
    }
}
