/// Compiles a graph into passes: takes a snapshot of it, decides with `FusionRule` which nodes
/// are fused into their consumers, and generates one fragment shader per pass.
///
/// An inlined node's function is called in place of a texture read, evaluated at the texel
/// centre the read would have hit, so a fused pass equals the unfused passes up to the 8-bit
/// rounding of intermediates.
enum Planner {
    static func plan(
        _ output: FrameOutput, width: Int, height: Int, options: PlanOptions
    ) throws(RenderError) -> RenderPlan {
        guard width > 0, height > 0 else { throw .invalidOutputSize(width: width, height: height) }
        let size = FrameSize(width: width, height: height)
        let working = options.sourceSize ?? size
        let graph = try GraphSnapshot(output: output, size: working)
        guard let root = graph.inputs(of: output).first else { throw .missingInput(node: output.name, input: "input") }
        // The final pass draws at the output's size; a last stage that sets its own size draws at that.
        let drawnApart =
            graph.size(of: root) != size
            && (graph.changesSize(root) || graph.size(of: root) != graph.producedSize(of: root))
        let keepsHistory = (root as? EffectNode).map { graph.effect(of: $0).readsPreviousOutput } ?? false
        // Quads blend premultiplied colour, which is the straight colour only where it is opaque.
        let blendsTranslucent = (root as? EffectNode).map { graph.effect(of: $0).quads?.isOpaque == false } ?? false
        guard let rootEffect = root as? EffectNode, !drawnApart, !keepsHistory, !blendsTranslucent else {
            // A bare image through to the output, or a last stage drawn at another size than the
            // output (downsampled, cropped): draw it with a pass-through, which scales it bilinearly.
            // So too an effect reading its previous output: that output must be kept as it is,
            // and the final pass writes straight colour into the renderer's one target; and
            // layers drawn over a translucent background, whose blended colour is premultiplied.
            let copy = EffectNode(copyEffect)
            let inner = FrameOutput(name: output.name)
            ((root as? EffectNode)?.owner ?? root) --> copy --> inner
            let plan = try self.plan(inner, width: width, height: height, options: options)
            var outer = RenderPlan(
                width: width, height: height, passes: plan.passes, sources: plan.sources, shape: graph.versions)
            outer.opaqueSources = plan.opaqueSources
            return outer
        }
        let rule = FusionRule(graph: graph, root: rootEffect, fuse: options.fuse)
        let textures = PlanTextures()
        var passes: [RenderPlan.Pass] = []
        for node in graph.order {
            guard let effectNode = node as? EffectNode, !rule.isInlined(effectNode) else { continue }
            let isFinal = effectNode === rootEffect
            var builder = PassBuilder(
                root: effectNode, graph: graph, isFinal: isFinal, working: working,
                size: isFinal ? size : graph.size(of: effectNode),
                resize: options.resize, fusion: rule, textures: textures)
            var pass = builder.build()
            if isFinal, options.copies {
                pass.copies = PassCopies.find(
                    for: effectNode, in: graph, size: size, inputs: pass.inputs, sources: textures.sources)
                if case .quads(var geometry) = pass.geometry {
                    geometry.copiesImages = true
                    pass.geometry = .quads(geometry)
                }
            }
            if graph.measuresEachFrame(effectNode), let input = graph.inputs(of: effectNode).first,
                let inputPass = textures.pass(drawing: input)
            {
                pass.measurement = (effectNode, inputPass)
            }
            textures.record(effectNode, drawnBy: passes.count)
            pass.writesFloats = graph.effect(of: effectNode).writesFloats
            pass.isCacheable =
                !isFinal && !pass.drawsCells
                && pass.inputs.allSatisfy { input in
                    switch input {
                    case .pass(let read): return passes[read].isCacheable
                    // Its own last output changes every frame, even when its images do not.
                    case .previous: return false
                    case .source, .chroma: return true
                    }
                }
            passes.append(pass)
        }
        // Liveness: each intermediate goes back to the pool after its last reader draws.
        var lastReader: [Int: Int] = [:]
        for (index, pass) in passes.enumerated() {
            for case .pass(let read) in pass.inputs { lastReader[read] = index }
        }
        for (read, reader) in lastReader { passes[reader].lastReads.append(read) }
        for pass in passes where !pass.isCacheable {
            for case .pass(let read) in pass.inputs where passes[read].isCacheable { passes[read].keepsOutput = true }
        }
        var plan = RenderPlan(
            width: width, height: height, passes: passes, sources: textures.sources, shape: graph.versions)
        plan.opaqueSources = textures.sources.map { graph.isOpaque($0, resize: options.resize) }
        return plan
    }

    /// The pass-through drawn when an image is connected straight to the output (or to a node
    /// that measures it each frame, which measures a pass's texture).
    static let copyEffect = EffectDescription(
        name: "Copy", kind: .filter, summary: "The input unchanged.", inputs: ["input"], parameters: [],
        samplesPerInput: nil, file: "<pass-through>", source: "vec4 effect(vec2 uv) { return getInputColor(uv); }")
}
