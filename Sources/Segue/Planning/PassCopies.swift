/// How the final pass of a built-in transition with a `CopyLayout` takes pixels from its two
/// images instead of shading them: the images it reads, which are of the output's size and
/// uploaded as RGBA, so that a pixel of the frame is a pixel of the texture.
struct PassCopies: Sendable {
    /// Which rectangles are copies, given the progress.
    let layout: CopyLayout
    /// The transition.
    let node: EffectNode
    /// Its parameters' names, in order (`progress` first).
    let parameterNames: [String]
    /// "from" and "to", as the plan's inputs (`.source`), in that order.
    let images: [RenderPlan.Input]

    /// The copies for the final pass drawing `node`, when its images allow them.
    static func find(
        for node: EffectNode, in graph: GraphSnapshot, size: FrameSize, inputs: [RenderPlan.Input],
        sources: [ImageSource]
    ) -> PassCopies? {
        let effect = graph.effect(of: node)
        guard let layout = CopyLayout(builtIn: effect) else { return nil }
        var images: [RenderPlan.Input] = []
        for input in graph.inputs(of: node) {
            guard let source = input as? ImageSource, graph.imageSize(of: source) == size,
                graph.pictureLayout(of: source) == .rgba,
                let index = sources.firstIndex(where: { $0 === source }),
                inputs.contains(where: { $0 == .source(index) })
            else { return nil }
            images.append(.source(index))
        }
        guard images.count == 2 else { return nil }
        return PassCopies(layout: layout, node: node, parameterNames: effect.parameters.map(\.name), images: images)
    }
}
