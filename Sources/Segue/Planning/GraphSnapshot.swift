/// The graph as the planner sees it, read once: each node's inputs, effect, compiled-in values,
/// image size and shape version. Planning works on this copy alone, so a plan is consistent
/// even while other threads connect nodes or set values.
///
/// It is built in three steps: `walk` reads every node reachable from the output, inputs
/// first; `expandStages` puts one node per stage in place of a node of a multi-pass effect
/// (`EffectDescription.stages`), wired to its inputs and to each other, with its readers reading
/// its last stage, so that the planner sees ordinary effects and fuses across stage boundaries
/// by its usual rule; `size` lets sizes flow forward from the sources.
struct GraphSnapshot {
    /// What the snapshot knows of one node.
    struct Record {
        /// What feeds each input slot.
        var inputs: [GraphNode] = []
        /// An effect node's effect and parameter values.
        var snapshot: (effect: EffectDescription, values: [ParameterValue])?
        /// An image source's image size, picture layout, own fit and whether it is opaque.
        var source: (size: FrameSize, layout: PictureLayout, fit: ResizeMode?, opaque: Bool)?
        /// A stage's own size, if it sets one, and what its composite reads first, which sizes it.
        var stage: (sizing: EffectStage.Sizing?, base: GraphNode?)?
        /// How much smaller a downsampled stage is drawn (`@downsample`).
        var downsampling = 1.0
        /// Whether it measures what its first input makes on every frame (`EffectNode.measuresEachFrame`).
        var measuresEachFrame = false
        /// Its image's size, and the size it is drawn at (smaller for a downsampled stage).
        var size: (image: FrameSize, drawn: FrameSize)?
    }

    /// Nodes reachable from the output, inputs before the nodes that read them.
    private(set) var order: [GraphNode] = []
    /// Each node with the shape version it had before it was read: a later change means the
    /// plan made from this snapshot is stale.
    private(set) var versions: [(node: GraphNode, version: Int)] = []
    private var records: [ObjectIdentifier: Record] = [:]
    /// The size sources are fitted to.
    private let whole: FrameSize

    /// Reads the graph that ends in `output`, for an output of `size` (the size sources are
    /// fitted to); throws on a cycle, a missing input or a connection mistake.
    init(output: FrameOutput, size: FrameSize) throws(RenderError) {
        whole = size
        var walk = Walk()
        try walk.visit(output)
        (order, versions, records) = (walk.order, walk.versions, walk.records)
        expandStages()
        self.size()
    }

    // MARK: The three steps

    /// A depth-first read of the graph, inputs before their readers, catching cycles.
    private struct Walk {
        var order: [GraphNode] = []
        var versions: [(node: GraphNode, version: Int)] = []
        var records: [ObjectIdentifier: Record] = [:]
        private var done: Set<ObjectIdentifier> = []
        private var path: [GraphNode] = []

        mutating func visit(_ node: GraphNode) throws(RenderError) {
            let id = ObjectIdentifier(node)
            if done.contains(id) { return }
            if let start = path.firstIndex(where: { $0 === node }) {
                throw .graphCycle(nodes: (path[start...] + [node]).map(\.name))
            }
            // The version first: whatever changes after it makes the plan stale.
            versions.append((node, node.shapeVersion))
            if let error = node.connectionErrors.first { throw error }
            if let error = (node as? EffectNode)?.refusedValue { throw error }
            var record = Record()
            if let effectNode = node as? EffectNode { record.snapshot = effectNode.snapshot }
            if let source = node as? ImageSource {
                record.source = (
                    FrameSize(width: source.image.width, height: source.image.height), source.pictureLayout,
                    source.resize, source.isOpaque
                )
            }
            let names = record.snapshot?.effect.inputs ?? node.inputs.indices.map { "input \($0)" }
            path.append(node)
            for (slot, input) in node.inputs.enumerated() {
                guard let input else {
                    throw .missingInput(
                        node: node.name, input: names.indices.contains(slot) ? names[slot] : "input \(slot)")
                }
                try visit(input)
                record.inputs.append(input)
            }
            path.removeLast()
            done.insert(id)
            if let effectNode = node as? EffectNode, effectNode.measuresEachFrame,
                record.snapshot?.effect.measuresItsInput == true
            {
                record.measuresEachFrame = true
                // It measures a pass's texture: an image read straight is copied into one first.
                if let first = record.inputs.first, !(first is EffectNode) {
                    let copy = EffectNode(Planner.copyEffect)
                    records[ObjectIdentifier(copy)] = Record(inputs: [first], snapshot: copy.snapshot)
                    order.append(copy)
                    record.inputs[0] = copy
                }
            }
            records[id] = record
            order.append(node)
        }
    }

    /// Puts each multi-pass node's stages in its place, and points its readers at its last stage.
    private mutating func expandStages() {
        var lastStages: [ObjectIdentifier: GraphNode] = [:]
        var expanded: [GraphNode] = []
        for node in order {
            let id = ObjectIdentifier(node)
            guard var record = records[id] else { continue }
            record.inputs = record.inputs.map { lastStages[ObjectIdentifier($0)] ?? $0 }
            records[id] = record
            guard let effectNode = node as? EffectNode, let (effect, values) = record.snapshot, !effect.stages.isEmpty
            else {
                expanded.append(node)
                continue
            }
            let stages = makeStages(of: effectNode, effect: effect, values: values, inputs: record.inputs)
            expanded += stages.nodes
            // The last stage is the node's result (or what stands for it when it was left out).
            if let last = stages.last { lastStages[id] = last }
        }
        order = expanded
    }

    /// The stage nodes of a multi-pass node, recorded, and what its readers read instead of it.
    /// Each stage reads the node's inputs or earlier stages, by name (or by the name a built-in
    /// effect's stages were run under, for the last of them).
    private mutating func makeStages(
        of node: EffectNode, effect: EffectDescription, values: [ParameterValue], inputs: [GraphNode]
    ) -> (nodes: [GraphNode], last: GraphNode?) {
        var named = Dictionary(uniqueKeysWithValues: zip(effect.inputs, inputs))
        var nodes: [GraphNode] = []
        let factors = effect.downsamplingFactors(values)
        for ((declared, stage), factor) in zip(zip(effect.stages, effect.stageEffects), factors) {
            if declared.onlyDownsampled && factor == 1 {
                // Nothing to shrink: its readers read its input.
                named[declared.name] = named[declared.reads[0]]
                if let alias = declared.alias { named[alias] = named[declared.name] }
                continue
            }
            let stageNode = EffectNode(stage: stage, of: node)
            records[ObjectIdentifier(stageNode)] = Record(
                inputs: declared.reads.compactMap { named[$0] }, snapshot: (stage, values),
                stage: (declared.sizing, inputs.first),
                downsampling: max(factor, 1))
            nodes.append(stageNode)
            named[declared.name] = stageNode
            if let alias = declared.alias { named[alias] = stageNode }
        }
        return (nodes, effect.stages.last.flatMap { named[$0.name] })
    }

    /// Sizes flow from the sources (fitted to the output) through the nodes that change them;
    /// a transition makes the output's; any other node has its first input's.
    private mutating func size() {
        for node in order {
            let id = ObjectIdentifier(node)
            guard var record = records[id] else { continue }
            var image = whole
            if let stage = record.stage {
                let base = stage.base.flatMap { records[ObjectIdentifier($0)]?.size?.image } ?? whole
                if let sizing = stage.sizing, let (effect, values) = record.snapshot {
                    image = sizing.size(values, of: effect.parameters, input: base)
                } else {
                    image = base
                }
            } else if let effect = record.snapshot?.effect, effect.kind != .transition, let first = record.inputs.first
            {
                image = records[ObjectIdentifier(first)]?.size?.image ?? whole
            }
            let factor = record.downsampling
            let drawn =
                factor > 1
                ? FrameSize(
                    width: max(1, Int((Double(image.width) / factor).rounded())),
                    height: max(1, Int((Double(image.height) / factor).rounded())))
                : image
            record.size = (image, drawn)
            records[id] = record
        }
    }

    // MARK: What the planner asks

    private func record(_ node: GraphNode) -> Record { records[ObjectIdentifier(node)] ?? Record() }

    /// The size `node` is drawn at: its image's, smaller for a downsampled stage (`@downsample`).
    func size(of node: GraphNode) -> FrameSize { record(node).size?.drawn ?? whole }

    /// The size of the image `node` makes: the output's, unless a stage on the way crops or
    /// resamples it (`@size`); a downsampled stage's is its image's before shrinking.
    func producedSize(of node: GraphNode) -> FrameSize { record(node).size?.image ?? whole }

    /// Whether `node` measures its first input's image on every frame: that input is a pass of its own.
    func measuresEachFrame(_ node: GraphNode) -> Bool { record(node).measuresEachFrame }

    /// Whether `node` makes an image of another size than it reads (`@size`).
    func changesSize(_ node: GraphNode) -> Bool { record(node).stage?.sizing != nil }

    /// What feeds each input slot of `node`.
    func inputs(of node: GraphNode) -> [GraphNode] { record(node).inputs }

    /// The effect `node` had when the snapshot was taken.
    func effect(of node: EffectNode) -> EffectDescription { (record(node).snapshot ?? node.snapshot).effect }

    /// The parameter values `node` had when the snapshot was taken.
    func values(of node: EffectNode) -> [ParameterValue] { (record(node).snapshot ?? node.snapshot).values }

    /// The cells `node` draws one texel each of (`@cells`), or nil where it is drawn per pixel:
    /// its effect has no `@cells`, or the bool its cells pass depends on (`@cells … if FLAG`) is
    /// false and a cell is one exact read, of an RGBA image of the node's size.
    func cellGrid(of node: EffectNode) -> CellGrid? {
        let effect = effect(of: node)
        guard let name = effect.cellWidthParameter, let index = effect.parameters.firstIndex(where: { $0.name == name })
        else { return nil }
        if let condition = effect.cellCondition,
            let flag = effect.parameters.firstIndex(where: { $0.name == condition }),
            case .bool(false) = values(of: node)[flag], let source = inputs(of: node).first as? ImageSource,
            pictureLayout(of: source) == .rgba, imageSize(of: source) == size(of: node)
        {
            return nil
        }
        return CellGrid(node: node, parameter: index)
    }

    /// The size of `source`'s image when the snapshot was taken.
    func imageSize(of source: ImageSource) -> FrameSize {
        record(source).source?.size ?? FrameSize(width: source.image.width, height: source.image.height)
    }

    /// How `source` is fitted to the output when it sets its own fit; nil for the plan's.
    func resize(of source: ImageSource) -> ResizeMode? { record(source).source?.fit }

    /// Whether every pixel `node` gives its readers has alpha 1: an opaque source that fills the
    /// frame (not one fitted inside it with `contain`, `resize` unless it sets its own fit), or a
    /// node whose effect declares `@opaque` and whose inputs all are opaque.
    func isOpaque(_ node: GraphNode, resize: ResizeMode) -> Bool {
        if let source = node as? ImageSource {
            guard let record = record(source).source, record.opaque else { return false }
            return record.size == whole || (record.fit ?? resize) != .contain
        }
        guard let effectNode = node as? EffectNode, effect(of: effectNode).keepsOpacity else { return false }
        return inputs(of: node).allSatisfy { isOpaque($0, resize: resize) }
    }

    /// How the pictures streamed into `source` were laid out when the snapshot was taken.
    func pictureLayout(of source: ImageSource) -> PictureLayout { record(source).source?.layout ?? .rgba }
}
