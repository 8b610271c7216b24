/// Decides which effect nodes are inlined into their consumers (fused) and which are rendered
/// to a texture of their own (materialized).
///
/// Costs are counted in texture reads per output pixel, the figure that bounds a full-screen
/// pass on both llvmpipe and GPUs. A node whose one evaluation reads `c` texels, read `K` times
/// in all by its consumers, costs
/// - inlined: `K · c` reads (each read re-evaluates it: duplication);
/// - materialized: `c` reads + 1 write for its own pass, then `K` reads of its texture.
///
/// So a node is inlined when `K · c ≤ c + 1 + K`, where `c` is the larger of its reads and the
/// nodes one evaluation computes (itself and its inlined inputs, each as often as it is read):
/// arithmetic is not free on llvmpipe, so a chain of four colour filters read at the 49 texels of
/// a blur's taps is drawn once rather than computed at each tap. With one consumer reading it
/// once (`K = 1`) that always holds: chains fuse into one pass. A cheap node (`c ≤ 3`) read by two
/// consumers is duplicated; a 9-tap blur read by a 9-tap blur (`81 > 19`) is not, so separable
/// blurs stay two passes, while a single pointwise filter (`c = 1`) still fuses into a blur's taps.
///
/// A bilinear read of an inlined node evaluates it at the four texel centres around the point,
/// so it counts as four reads. A node is always materialized when fusion is off, when it is the
/// graph's result, or when it or a consumer is not in the native form (foreign shaders sample
/// textures themselves), or when its output is constant over cells (`@cells`): then its pass
/// computes one texel per cell, a small pass, instead of every pixel re-reading the cell's centre;
/// or when it writes floats (running sums), whose pass is drawn once for still inputs; or when a
/// consumer is drawn at another size (a downsampled stage of a multi-pass effect, or its reader);
/// or when it reads its own previous output (`readsPreviousOutput`), which must be stored: its
/// texture is what the next frame reads; or when it, or its reader, measures the image it reads
/// each frame (`EffectNode.measuresEachFrame`): the measurement is made from that texture.
struct FusionRule {
    private(set) var inlined: Set<ObjectIdentifier> = []
    /// Texture reads of one evaluation of each node, with its inlined inputs.
    private(set) var cost: [ObjectIdentifier: Int] = [:]
    /// Nodes computed by one evaluation of each node: itself, and its inlined inputs as often as it reads them.
    private(set) var evaluations: [ObjectIdentifier: Int] = [:]

    init(graph: GraphSnapshot, root: EffectNode, fuse: Bool) {
        var consumers: [ObjectIdentifier: [(node: GraphNode, slot: Int)]] = [:]
        for node in graph.order {
            for (slot, input) in graph.inputs(of: node).enumerated() {
                consumers[ObjectIdentifier(input), default: []].append((node, slot))
            }
        }
        for node in graph.order {
            guard let node = node as? EffectNode else { continue }
            let id = ObjectIdentifier(node)
            let effect = graph.effect(of: node)
            var reads = 0
            var nodeEvaluations = 1
            for (slot, input) in graph.inputs(of: node).enumerated() {
                let inputID = ObjectIdentifier(input)
                let isInlined = inlined.contains(inputID)
                reads += effect.reads(ofInput: slot) * (isInlined ? cost[inputID] ?? 1 : 1)
                if isInlined { nodeEvaluations += effect.reads(ofInput: slot) * (evaluations[inputID] ?? 1) }
            }
            cost[id] = reads
            evaluations[id] = nodeEvaluations
            // Its price per evaluation: its texture reads, or the nodes it evaluates where those
            // are more (a chain of cheap filters is arithmetic, which is not free on llvmpipe).
            var price = max(reads, nodeEvaluations)
            // A stage that changes the size reads its input at its own scale (`inputResolution`), and
            // one reading its previous output keeps it: each keeps its pass.
            guard fuse, node !== root, effect.isFusable, graph.cellGrid(of: node) == nil, !effect.writesFloats,
                !graph.changesSize(node), !effect.readsPreviousOutput, !graph.measuresEachFrame(node)
            else { continue }
            var totalReads = 0
            var fusable = true
            // A cells pass evaluates its inputs once per cell, not per pixel: there the reads decide.
            if let readers = consumers[id],
                readers.allSatisfy({ ($0.node as? EffectNode).map { graph.cellGrid(of: $0) != nil } ?? false })
            {
                price = reads
            }
            for (consumer, slot) in consumers[id] ?? [] {
                // A stage drawn at another size (`@downsample`, `@size`) and the nodes around it keep
                // to passes of their own size: evaluated on another grid, a node would be sampled, not filtered.
                // A node measured each frame by its reader is measured in its own texture.
                guard let consumer = consumer as? EffectNode, graph.effect(of: consumer).isFusable,
                    graph.size(of: consumer) == graph.size(of: node), !(slot == 0 && graph.measuresEachFrame(consumer))
                else {
                    fusable = false
                    break
                }
                totalReads += graph.effect(of: consumer).reads(ofInput: slot)
            }
            if fusable && totalReads * price <= price + 1 + totalReads {
                inlined.insert(id)
            }
        }
    }

    func isInlined(_ node: EffectNode) -> Bool {
        inlined.contains(ObjectIdentifier(node))
    }
}
