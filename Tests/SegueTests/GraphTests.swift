import Segue
import Testing

/// Graph validation and planning, which need no GPU.
struct GraphTests {
    let library = try! EffectLibrary(environment: [:])

    func node(_ name: String, called nodeName: String? = nil) throws -> EffectNode {
        EffectNode(try library.effect(named: name), name: nodeName)
    }

    /// The plan of `last` drawn into a new output at 4×4.
    func plan(_ last: EffectNode) throws -> RenderPlan {
        let output = FrameOutput()
        last --> output
        return try Engine.plan(output, width: 4, height: 4)
    }

    /// A DissolveBlend with a 4×4 pattern connected twice to its first input, and that pattern.
    func blendWithItsFirstInputConnectedTwice() throws -> (blend: EffectNode, source: ImageSource) {
        let blend = try node("DissolveBlend")
        let source = ImageSource(TestImages.pattern(width: 4, height: 4))
        blend.connect(source, to: 0)
        blend.connect(source, to: 0)
        return (blend, source)
    }

    @Test func cycleIsAnError() throws {
        let a = try node("Copy", called: "a")
        let b = try node("Copy", called: "b")
        let output = FrameOutput()
        a --> b --> a
        b --> output
        #expect(throws: RenderError.graphCycle(nodes: ["b", "a", "b"])) {
            _ = try Engine.plan(output, width: 8, height: 8)
        }
    }

    @Test func missingInputIsAnError() throws {
        let blend = try node("DissolveBlend")
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 4, height: 4)) --> blend --> output
        #expect(throws: RenderError.missingInput(node: "DissolveBlend", input: "second")) {
            _ = try Engine.plan(output, width: 4, height: 4)
        }
    }

    @Test func slotConnectedTwiceIsAnError() throws {
        let (blend, source) = try blendWithItsFirstInputConnectedTwice()
        blend.connect(source, to: 1)
        #expect(throws: RenderError.slotConnectedTwice(node: "DissolveBlend", input: "first")) {
            _ = try plan(blend)
        }
    }

    @Test func rewiringAfterAMistakeClearsIt() throws {
        let (blend, source) = try blendWithItsFirstInputConnectedTwice()
        blend.disconnect(0)
        blend.connect(source, to: 0)
        blend.connect(source, to: 1)
        #expect(try plan(blend).passes.count == 1)
    }

    @Test func tooManyInputsIsAnError() throws {
        let copy = try node("Copy")
        let source = ImageSource(TestImages.pattern(width: 4, height: 4))
        source --> copy
        source --> copy
        #expect(throws: RenderError.tooManyInputs(node: "Copy", slots: 1)) {
            _ = try plan(copy)
        }
    }

    @Test func unknownTransitionListsTheKnownOnes() throws {
        let source = ImageSource(TestImages.pattern(width: 4, height: 4))
        do {
            _ = try library.makeTransition("no-such-thing", from: source, to: source)
            Issue.record("no error")
        } catch {
            guard case .unknownEffect(let name, "transition", let available) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(name == "no-such-thing")
            #expect(available.contains("pixellate-dissolve"))
        }
    }

    @Test func unknownParameterListsTheValidOnes() throws {
        let pixellate = try node("Pixellate")
        #expect(
            throws: EffectError.unknownParameter(
                effect: "Pixellate", name: "size", valid: ["fractionalWidthOfAPixel", "smooth"])
        ) {
            try pixellate.set("size", parsing: "3")
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "Pixellate", name: "fractionalWidthOfAPixel", value: "2.0", expected: "a value in [0, 1]")
        ) {
            try pixellate.set("fractionalWidthOfAPixel", parsing: "2")
        }
    }

    @Test func evaluationIsInDependencyOrder() throws {
        let from = ImageSource(TestImages.pattern(width: 4, height: 4))
        let to = ImageSource(TestImages.pattern(width: 4, height: 4))
        let graph = try library.makeTransition("pixellate-dissolve", from: from, to: to)
        let plan = try Engine.plan(graph.output, width: 4, height: 4, options: PlanOptions(fuse: false))
        #expect(plan.passes.map { $0.nodes.last!.name } == ["Pixellate(from)", "Pixellate(to)", "DissolveBlend"])
        // Nearest cells are one exact read, so both sides fuse into the dissolve.
        let fused = try Engine.plan(graph.output, width: 4, height: 4)
        #expect(fused.passes.map { $0.nodes.map(\.name) } == [["Pixellate(from)", "Pixellate(to)", "DissolveBlend"]])
        // Bilinear ones are drawn one texel per cell (`@cells … if smooth`), each side a small pass.
        try graph.set("smooth", true)
        let smooth = try Engine.plan(graph.output, width: 4, height: 4)
        #expect(
            smooth.passes.map { $0.nodes.map(\.name) } == [["Pixellate(from)"], ["Pixellate(to)"], ["DissolveBlend"]])
        #expect(smooth.passes.map(\.drawsCells) == [true, true, false])
    }
}
