extension Engine {
    /// A renderer that shows a filter, blend or generator with its default parameters: filters
    /// read `images.first`, blends lay `images.first` under `images.second`, generators read
    /// nothing.
    ///
    /// A lookup filter reads the identity table (its default in effect) rather than the second
    /// image as a table, and a filter that measures its input measures `images.first`, so that
    /// every effect's defaults show what a user of them would see.
    public func makeDefaultsRenderer(
        for effect: EffectDescription, images: (first: Image, second: Image), size: FrameSize,
        options: PlanOptions = PlanOptions()
    ) throws -> GraphRenderer {
        try makeEffectRenderer(for: effect, images: images, size: size, options: options).renderer
    }

    /// `makeDefaultsRenderer(for:images:size:options:)`, with the effect's node, whose parameters
    /// may then be set (a live preview's controls).
    public func makeEffectRenderer(
        for effect: EffectDescription, images: (first: Image, second: Image), size: FrameSize,
        options: PlanOptions = PlanOptions()
    ) throws -> (renderer: GraphRenderer, node: EffectNode) {
        let node = EffectNode(effect)
        let tables = effect.kind == .filter ? effect.extraImageInputs.compactMap(LookupTable.identity(forInput:)) : []
        for table in tables { try table.feed(node) }
        let measuredInputs = try measure(node, from: images.first) && effect.inputs.contains("equalization") ? 1 : 0
        for image in [images.first, images.second].prefix(effect.inputs.count - tables.count - measuredInputs) {
            ImageSource(image) --> node
        }
        let output = FrameOutput()
        node --> output
        return (try makeRenderer(for: output, width: size.width, height: size.height, options: options), node)
    }
}
