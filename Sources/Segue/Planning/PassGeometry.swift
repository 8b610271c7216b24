extension RenderPlan {
    /// What a pass covers of its target, and the vertex program that places it.
    enum Geometry: Sendable {
        /// One triangle over the whole target: the fragment shader runs for every pixel it draws.
        case fullScreen
        /// A layer transition's quads, blended over a cleared target.
        case quads(QuadGeometry)
    }

    /// A layer transition's pass drawn as quads rather than one full-screen triangle.
    struct QuadGeometry: Sendable {
        /// The layers, the runs they are drawn in, and their state each frame.
        let quads: LayerQuads
        /// The vertex shader placing each layer's quad.
        let vertexSource: String
        /// The textures the transition's "from" and "to" are read from as they are, nil for one
        /// computed in the pass or read with a transparent border: the renderer knows which of
        /// those hold no alpha below 1, whose layers may hide what is below them.
        let layerInputs: [Input?]
        /// Whether layers that show an image whole may be drawn as copies and blends of it
        /// (`LayerStep.image`): a final pass, planned with `PlanOptions.copies`.
        var copiesImages = false
    }
}

extension RenderPlan.Pass {
    /// The quads it draws, for a layer transition's pass; nil for a full-screen pass.
    var quadGeometry: RenderPlan.QuadGeometry? {
        guard case .quads(let geometry) = geometry else { return nil }
        return geometry
    }

    /// Whether it draws a layer transition's quads rather than one full-screen triangle.
    @_spi(Benchmarks) public var drawsQuads: Bool { quadGeometry != nil }
}
