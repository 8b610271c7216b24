/// The graph as the planner sees it, read once: each node's inputs, effect, compiled-in values,
/// image size and shape version. Planning works on this copy alone, so a plan is consistent
/// even while other threads connect nodes or set values.
///
/// A node of a multi-pass effect (`EffectDescription.stages`) is expanded here into one node per
/// stage, wired to the node's inputs and to each other, and its readers read its last stage: the
/// planner then sees ordinary effects and fuses across the stage boundaries by its usual rule.
struct GraphSnapshot {
    /// Nodes reachable from the output, inputs before the nodes that read them.
    let order: [GraphNode]
    /// Each node with the shape version it had before it was read: a later change means the
    /// plan made from this snapshot is stale.
    let versions: [(node: GraphNode, version: Int)]
    private let inputs: [ObjectIdentifier: [GraphNode]]
    private let effects: [ObjectIdentifier: (effect: EffectDescription, values: [ParameterValue])]
    private let imageSizes: [ObjectIdentifier: (width: Int, height: Int)]
    private let pictureLayouts: [ObjectIdentifier: PictureLayout]
    private let fits: [ObjectIdentifier: ResizeMode]
    /// Nodes that measure what their first input makes on every frame (`EffectNode.measuresEachFrame`).
    private let measured: Set<ObjectIdentifier>
    /// Stages that make an image of another size than they read (`@size`).
    private let resizing: Set<ObjectIdentifier>
    /// Each node's image size and the size it is drawn at (smaller for a downsampled stage).
    private let sizes: [ObjectIdentifier: (image: (width: Int, height: Int), drawn: (width: Int, height: Int))]

    /// Reads the graph that ends in `output`, for an output of `width`×`height` (the size
    /// sources are fitted to); throws on a cycle, a missing input or a connection mistake.
    init(output: FrameOutput, width: Int, height: Int) throws(RenderError) {
        var order: [GraphNode] = []
        var versions: [(node: GraphNode, version: Int)] = []
        var inputs: [ObjectIdentifier: [GraphNode]] = [:]
        var effects: [ObjectIdentifier: (effect: EffectDescription, values: [ParameterValue])] = [:]
        var imageSizes: [ObjectIdentifier: (width: Int, height: Int)] = [:]
        var pictureLayouts: [ObjectIdentifier: PictureLayout] = [:]
        var fits: [ObjectIdentifier: ResizeMode] = [:]
        // A multi-pass node's last stage, which its readers read instead of it.
        var lastStages: [ObjectIdentifier: GraphNode] = [:]
        var downsampling: [ObjectIdentifier: Double] = [:]
        // Each stage's own size, if it sets one, and what its composite reads first, which sizes it.
        var stageSizes: [ObjectIdentifier: (sizing: EffectStage.Sizing?, base: GraphNode?)] = [:]
        var measured: Set<ObjectIdentifier> = []
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the current path, true: done
        var path: [GraphNode] = []
        func visit(_ node: GraphNode) throws(RenderError) {
            let id = ObjectIdentifier(node)
            switch state[id] {
            case true?: return
            case false?:
                let start = path.firstIndex { $0 === node } ?? 0
                throw .graphCycle(nodes: (path[start...] + [node]).map(\.name))
            case nil: break
            }
            // The version first: whatever changes after it makes the plan stale.
            versions.append((node, node.shapeVersion))
            if let error = node.connectionErrors.first { throw error }
            let connected = node.inputs
            if let effectNode = node as? EffectNode { effects[id] = effectNode.snapshot }
            if let source = node as? ImageSource {
                let image = source.image
                imageSizes[id] = (image.width, image.height)
                pictureLayouts[id] = source.pictureLayout
                fits[id] = source.resize
            }
            let names = (effects[id]?.effect.inputs) ?? connected.indices.map { "input \($0)" }
            state[id] = false
            path.append(node)
            var resolved: [GraphNode] = []
            for (slot, input) in connected.enumerated() {
                guard let input else { throw .missingInput(node: node.name, input: names.indices.contains(slot) ? names[slot] : "input \(slot)") }
                try visit(input)
                resolved.append(lastStages[ObjectIdentifier(input)] ?? input)
            }
            path.removeLast()
            state[id] = true
            if let effectNode = node as? EffectNode, let (effect, values) = effects[id], !effect.stages.isEmpty {
                // Each stage reads the node's inputs or earlier stages, by name (or by the name a
                // built-in effect's stages were run under, for the last of them).
                var named = Dictionary(uniqueKeysWithValues: zip(effect.inputs, resolved))
                let factors = effect.downsamplingFactors(values)
                for ((declared, stage), factor) in zip(zip(effect.stages, effect.stageEffects), factors) {
                    if declared.onlyDownsampled && factor == 1 {
                        // Nothing to shrink: its readers read its input.
                        named[declared.name] = named[declared.reads[0]]
                        if let alias = declared.alias { named[alias] = named[declared.name] }
                        continue
                    }
                    let stageNode = EffectNode(stage: stage, of: effectNode)
                    let stageID = ObjectIdentifier(stageNode)
                    inputs[stageID] = declared.reads.map { named[$0]! }
                    effects[stageID] = (stage, values)
                    if factor > 1 { downsampling[stageID] = factor }
                    stageSizes[stageID] = (declared.sizing, resolved.first)
                    order.append(stageNode)
                    named[declared.name] = stageNode
                    if let alias = declared.alias { named[alias] = stageNode }
                }
                // The last stage is the node's result (or what stands for it when it was left out).
                lastStages[id] = named[effect.stages.last!.name]
                return
            }
            if let effectNode = node as? EffectNode, effectNode.measuresEachFrame, effects[id]?.effect.measuresItsInput == true {
                measured.insert(id)
                // It measures a pass's texture: an image read straight is copied into one first.
                if let first = resolved.first, !(first is EffectNode) {
                    let copy = EffectNode(Planner.copyEffect)
                    effects[ObjectIdentifier(copy)] = copy.snapshot
                    inputs[ObjectIdentifier(copy)] = [first]
                    order.append(copy)
                    resolved[0] = copy
                }
            }
            inputs[id] = resolved
            order.append(node)
        }
        try visit(output)
        // Sizes flow from the sources (fitted to the output) through the nodes that change them;
        // a transition makes the output's; any other node has its first input's.
        var sizes: [ObjectIdentifier: (image: (width: Int, height: Int), drawn: (width: Int, height: Int))] = [:]
        let whole = (width: width, height: height)
        for node in order {
            let id = ObjectIdentifier(node)
            var image = whole
            if let stage = stageSizes[id] {
                let base = stage.base.flatMap { sizes[ObjectIdentifier($0)]?.image } ?? whole
                image = stage.sizing.map { $0.size(effects[id]!.values, of: effects[id]!.effect.parameters, input: base) } ?? base
            } else if let effect = effects[id]?.effect, effect.kind != .transition, let first = inputs[id]?.first {
                image = sizes[ObjectIdentifier(first)]?.image ?? whole
            }
            let factor = downsampling[id] ?? 1
            let drawn = factor > 1
                ? (width: max(1, Int((Double(image.width) / factor).rounded())), height: max(1, Int((Double(image.height) / factor).rounded())))
                : image
            sizes[id] = (image, drawn)
        }
        self.sizes = sizes
        self.order = order
        self.versions = versions
        self.inputs = inputs
        self.effects = effects
        self.imageSizes = imageSizes
        self.pictureLayouts = pictureLayouts
        self.fits = fits
        resizing = Set(stageSizes.filter { $0.value.sizing != nil }.keys)
        self.measured = measured
    }

    /// The size `node` is drawn at: its image's, smaller for a downsampled stage (`@downsample`).
    func size(of node: GraphNode) -> (width: Int, height: Int) { sizes[ObjectIdentifier(node)]!.drawn }

    /// The size of the image `node` makes: the output's, unless a stage on the way crops or
    /// resamples it (`@size`); a downsampled stage's is its image's before shrinking.
    func producedSize(of node: GraphNode) -> (width: Int, height: Int) { sizes[ObjectIdentifier(node)]!.image }

    /// Whether `node` measures its first input's image on every frame: that input is a pass of its own.
    func measuresEachFrame(_ node: GraphNode) -> Bool { measured.contains(ObjectIdentifier(node)) }

    /// Whether `node` makes an image of another size than it reads (`@size`).
    func changesSize(_ node: GraphNode) -> Bool { resizing.contains(ObjectIdentifier(node)) }

    /// What feeds each input slot of `node`.
    func inputs(of node: GraphNode) -> [GraphNode] { inputs[ObjectIdentifier(node)] ?? [] }

    /// The effect `node` had when the snapshot was taken.
    func effect(of node: EffectNode) -> EffectDescription { effects[ObjectIdentifier(node)]!.effect }

    /// The parameter values `node` had when the snapshot was taken.
    func values(of node: EffectNode) -> [ParameterValue] { effects[ObjectIdentifier(node)]!.values }

    /// The cells `node` draws one texel each of (`@cells`), or nil where it is drawn per pixel:
    /// its effect has no `@cells`, or the bool its cells pass depends on (`@cells … if FLAG`) is
    /// false and a cell is one exact read, of an RGBA image of the node's size.
    func cellGrid(of node: EffectNode) -> CellGrid? {
        let effect = effect(of: node)
        guard let name = effect.cellWidthParameter, let index = effect.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        if let condition = effect.cellCondition, let flag = effect.parameters.firstIndex(where: { $0.name == condition }),
           case .bool(false) = values(of: node)[flag], let source = inputs(of: node).first as? ImageSource,
           pictureLayout(of: source) == .rgba, imageSize(of: source) == size(of: node) {
            return nil
        }
        return CellGrid(node: node, parameter: index)
    }

    /// The size of `source`'s image when the snapshot was taken.
    func imageSize(of source: ImageSource) -> (width: Int, height: Int) { imageSizes[ObjectIdentifier(source)]! }

    /// How `source` is fitted to the output when it sets its own fit; nil for the plan's.
    func resize(of source: ImageSource) -> ResizeMode? { fits[ObjectIdentifier(source)] }

    /// How the pictures streamed into `source` were laid out when the snapshot was taken.
    func pictureLayout(of source: ImageSource) -> PictureLayout { pictureLayouts[ObjectIdentifier(source)] ?? .rgba }
}
