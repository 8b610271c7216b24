/// Compiles a graph into passes: validates it, decides with `FusionRule` which nodes are fused
/// into their consumers, and generates one fragment shader per pass.
///
/// An inlined node's function is called in place of a texture read, evaluated at the texel
/// centre the read would have hit, so a fused pass equals the unfused passes up to the 8-bit
/// rounding of intermediates.
enum Planner {
    static func plan(_ output: FrameOutput, width: Int, height: Int, options: PlanOptions) throws(SegueError) -> RenderPlan {
        guard width > 0, height > 0 else { throw .invalidOutputSize(width: width, height: height) }
        let order = try topologicalOrder(from: output)
        guard let root = output.inputs[0] else { throw .missingInput(node: output.name, input: "input") }
        guard let rootEffect = root as? EffectNode else {
            // A bare image through to the output: draw it with a pass-through.
            let inner = try plan(passThrough(root, output), width: width, height: height, options: options)
            return RenderPlan(width: width, height: height, passes: inner.passes, sources: inner.sources,
                              shape: inner.shape + [(output, output.shapeVersion)])
        }
        let rule = FusionRule(order: order, root: rootEffect, fuse: options.fuse)
        let isMaterialized = { (node: EffectNode) in !rule.isInlined(node) }

        var sources: [ImageSource] = []
        var passIndex: [ObjectIdentifier: Int] = [:]
        var passes: [RenderPlan.Pass] = []
        for node in order {
            guard let effectNode = node as? EffectNode, isMaterialized(effectNode) else { continue }
            let pass = try ShaderGenerator.makePass(
                root: effectNode, isFinal: effectNode === rootEffect, width: width, height: height, resize: options.resize,
                isMaterialized: isMaterialized,
                textureInput: { input in
                    if let source = input as? ImageSource {
                        if let index = sources.firstIndex(where: { $0 === source }) { return .source(index) }
                        sources.append(source)
                        return .source(sources.count - 1)
                    }
                    return .pass(passIndex[ObjectIdentifier(input)]!)
                }
            )
            passIndex[ObjectIdentifier(effectNode)] = passes.count
            passes.append(pass)
        }
        // Liveness: each intermediate goes back to the pool after its last reader draws.
        var lastReader: [Int: Int] = [:]
        for (index, pass) in passes.enumerated() {
            for case .pass(let read) in pass.inputs { lastReader[read] = index }
        }
        for (read, reader) in lastReader { passes[reader].lastReads.append(read) }
        return RenderPlan(width: width, height: height, passes: passes, sources: sources, shape: order.map { ($0, $0.shapeVersion) })
    }

    /// Nodes reachable from `output`, inputs before the nodes that read them; throws on a
    /// cycle, a missing input or a connection mistake.
    static func topologicalOrder(from output: FrameOutput) throws(SegueError) -> [GraphNode] {
        var order: [GraphNode] = []
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the current path, true: done
        var path: [GraphNode] = []
        func visit(_ node: GraphNode) throws(SegueError) {
            switch state[ObjectIdentifier(node)] {
            case true?: return
            case false?:
                let start = path.firstIndex { $0 === node }!
                throw .graphCycle(nodes: (path[start...] + [node]).map(\.name))
            case nil: break
            }
            if let error = node.connectionErrors.first { throw error }
            state[ObjectIdentifier(node)] = false
            path.append(node)
            for (slot, input) in node.inputs.enumerated() {
                guard let input else { throw .missingInput(node: node.name, input: node.inputNames[slot]) }
                try visit(input)
            }
            path.removeLast()
            state[ObjectIdentifier(node)] = true
            order.append(node)
        }
        try visit(output)
        return order
    }

    private static func passThrough(_ node: GraphNode, _ output: FrameOutput) throws(SegueError) -> FrameOutput {
        let copy = EffectNode(try EffectLibrary.builtIn.effect(named: "Copy"))
        let newOutput = FrameOutput(name: output.name)
        node --> copy --> newOutput
        return newOutput
    }
}
