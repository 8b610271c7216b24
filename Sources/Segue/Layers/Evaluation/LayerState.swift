/// Where a layer stands at one progress: every animated property resolved to a value.
struct LayerState: Equatable {
    var opacity = 1.0
    var shadowOpacity = 1.0
    var scale = SIMD2<Double>(1, 1)
    /// In fractions of the frame, x right, y down.
    var translation = SIMD2<Double>(0, 0)
    /// More translation, in points.
    var translationInPoints = SIMD2<Double>(0, 0)
    /// Degrees about x, y and z.
    var rotation = SIMD3<Double>(0, 0, 0)
    /// The `transform` behaviours' transforms, concatenated in order, in points.
    var transform = Transform3D.identity
    /// Where a `position` behaviour puts the anchor, in fractions of the frame; nil: unmoved.
    var position: SIMD2<Double>?
    /// Where the layer sits in the frame, in fractions: its region unless a `move` says otherwise.
    var frame: LayerRect
    /// The part of the snapshot shown: the layer's region, or its region parameter's value.
    var region: LayerRect
    /// The layer's effects' number parameters, by the name behaviours give them.
    var effectValues: [String: Double] = [:]

    init(region: LayerRect) {
        self.region = region
        frame = region
    }
}

/// A layer the compositor draws (not a group), with what its groups add to it.
struct DrawnLayer: Sendable {
    let layer: Layer
    /// Whether it never moves from its region, nor do its groups: its pixels are its snapshot's.
    let isStill: Bool
    /// Whether the part of its snapshot it shows changes with the parameters, or is a copy's (a
    /// region parameter, a strip that depends on the count, a tile): the shader reads it from a uniform.
    let regionVaries: Bool
    /// Which of the pass's effect inputs it shows (`LayerTimeline.effectLayers`), if it has effects.
    let effectSlot: Int?
}

/// A layer transition ready to evaluate many times: the layer tree flattened, springs solved once,
/// values resolved per call.
struct LayerTimeline: Sendable {
    /// One layer of the tree, in depth-first order (a group before its sublayers).
    struct Node: Sendable {
        var layer: Layer
        /// The index of the group holding it, nil at the top.
        let parent: Int?
        /// Each behaviour's curve, prepared.
        let curves: [PreparedCurve]
        /// Which copy of a repeated layer (or of a repeated group above it) this is.
        let copy: Copy?
        /// The layer's place in the tree as written, depth first, the same for all its copies.
        let template: Int
    }

    /// Copy `index` of a repetition (it sits in strip `index` of however many the repetition
    /// resolves to, and is hidden past that count) or tile `index` of a grid (column by column).
    struct Copy: Sendable {
        enum Layout: Sendable {
            case strip(LayerRepetition)
            case tile(LayerGrid, rows: Int)
        }

        let index: Int
        let layout: Layout
    }

    let transition: LayerTransition
    /// The frame's height over its width, which decides how many rows a grid has.
    let aspect: Double
    private(set) var nodes: [Node]
    /// The nodes drawn, bottom first: every layer that is not a group.
    let drawn: [Int]
    /// The drawn layers, with what their groups add to them, in `drawn`'s order.
    let drawnLayers: [DrawnLayer]
    /// The layers with effects, each once however many copies it has: its template and its first
    /// drawn copy (whose values its effects follow), by effect slot.
    let effectLayers: [(template: Int, drawn: Int)]
    /// The values each effect layer's parameters start from, by template (the graph sets them
    /// once it has looked the effects up).
    var effectStart: [Int: [String: Double]] = [:]

    init(_ transition: LayerTransition, aspect: Double = 1) throws(EffectError) {
        self.transition = transition
        self.aspect = aspect
        var nodes: [Node] = []
        func add(_ layers: [Layer], parent: Int?, copy: Copy?, template first: Int) throws(EffectError) {
            var template = first
            for layer in layers {
                defer { template += layer.treeSize }
                var curves: [PreparedCurve] = []
                for behaviour in layer.behaviours {
                    curves.append(try PreparedCurve(behaviour.curve, in: transition.name))
                }
                var copies: [Copy?] = [copy]
                if let repetition = layer.repetition {
                    copies = (0..<repetition.maximum).map { Copy(index: $0, layout: .strip(repetition)) }
                } else if let grid = layer.grid {
                    let rows = grid.rows(aspect: aspect)
                    copies = (0..<grid.columns * rows).map { Copy(index: $0, layout: .tile(grid, rows: rows)) }
                }
                for copy in copies {
                    nodes.append(Node(layer: layer, parent: parent, curves: curves, copy: copy, template: template))
                    try add(layer.sublayers, parent: nodes.count - 1, copy: copy, template: template + 1)
                }
            }
        }
        try add(transition.layers, parent: nil, copy: nil, template: 0)
        self.nodes = nodes
        drawn = nodes.indices.filter { nodes[$0].layer.source != .group }
        var effectLayers: [(template: Int, drawn: Int)] = []
        for (index, node) in drawn.map({ nodes[$0] }).enumerated()
        where !node.layer.effects.isEmpty && !effectLayers.contains(where: { $0.template == node.template }) {
            effectLayers.append((node.template, index))
        }
        self.effectLayers = effectLayers
        drawnLayers = Self.drawnLayers(drawn, of: nodes, effectTemplates: effectLayers.map(\.template))
        if drawn.count > Self.maximumDrawnLayers {
            throw .invalidParameterValue(
                effect: transition.name, name: "layers", value: "\(drawn.count) drawn layers",
                expected: "at most \(Self.maximumDrawnLayers), all drawn in one pass (copies count one each)")
        }
    }

    /// Renames the parameters the `effect` behaviours of `template`'s copies animate with
    /// `name`, which gives each its one name or throws why it has none.
    mutating func renameEffectParameters(
        of template: Int, _ name: (String) throws(EffectError) -> String
    ) throws(EffectError) {
        for index in nodes.indices where nodes[index].template == template {
            for (b, behaviour) in nodes[index].layer.behaviours.enumerated() {
                guard case .effect(let written) = behaviour.property else { continue }
                nodes[index].layer.behaviours[b].property = .effect(try name(written))
            }
        }
    }

    /// The most layers one pass draws: each is six uniforms of its vertex shader, within the
    /// 4,096 vectors OpenGL ES implementations give; past a few hundred, llvmpipe takes a minute to compile it.
    static let maximumDrawnLayers = 256

    /// Every node's state at `progress` of the presentation, in `nodes`' order. A dismissal plays
    /// the presentation backwards (its caller runs `progress` from 1 to 0) with `dismissing` set,
    /// which mirrors the windows of behaviours marked `reverseOnDismiss`.
    func states(
        at progress: Double, dismissing: Bool, parameters: [String: ParameterValue]
    ) -> [LayerState] {
        nodes.map { node in
            var state = LayerState(region: Self.region(of: node.layer, parameters))
            if let values = effectStart[node.template] { state.effectValues = values }
            if let condition = node.layer.condition, !condition.holds(parameters) { state.opacity = 0 }
            var tile = (seed: 0, copy: 0)
            if let copy = node.copy {
                state.region = region(of: copy, state.region, parameters)
                state.frame = state.region
                if case .strip(let repetition) = copy.layout, copy.index >= repetition.resolved(parameters) {
                    state.opacity = 0
                }
                if case .tile(let grid, _) = copy.layout { tile = (grid.resolvedSeed(parameters), copy.index) }
            }
            let rest =
                SIMD2(state.frame.x, state.frame.y) + node.layer.anchor * SIMD2(state.frame.width, state.frame.height)
            for (behaviour, curve) in zip(node.layer.behaviours, node.curves) where behaviour.isOn(parameters) {
                var start = behaviour.start
                if dismissing && behaviour.reverseOnDismiss { start = 1 - behaviour.start - behaviour.duration }
                let t =
                    behaviour.duration > 0
                    ? min(max((progress - start) / behaviour.duration, 0), 1) : (progress >= start ? 1 : 0)
                if case .custom(let custom) = behaviour.property {
                    let context = BehaviourContext(
                        parameters: parameters, copy: node.copy?.index ?? 0, dismissing: dismissing)
                    custom.act(
                        at: curve.value(at: t), after: progress > start + behaviour.duration, on: &state,
                        context: context)
                    continue
                }
                let path = BehaviourPath(behaviour, parameters, rest: rest, tile: tile)
                path.apply(at: curve.value(at: t), to: &state)
            }
            return state
        }
    }

    /// `region`, a fraction of copy `copy`'s strip or tile, as a fraction of the frame.
    private func region(of copy: Copy, _ r: LayerRect, _ parameters: [String: ParameterValue]) -> LayerRect {
        switch copy.layout {
        case .strip(let repetition):
            let count = Double(repetition.resolved(parameters))
            return LayerRect(
                x: (Double(copy.index) + r.x) / count, y: r.y, width: r.width / count, height: r.height)
        case .tile(let grid, let rows):
            // Square cells: a column's width of the frame's width is that over `aspect` of its height.
            let width = 1 / Double(grid.columns)
            let height = width / aspect
            let (column, row) = (Double(copy.index / rows), Double(copy.index % rows))
            return LayerRect(
                x: (column + r.x) * width, y: (row + r.y) * height, width: r.width * width, height: r.height * height)
        }
    }

    /// Each drawn layer's state with its opacity multiplied by its groups' (a group fades all it holds).
    func drawnStates(
        at progress: Double, dismissing: Bool, parameters: [String: ParameterValue]
    ) -> (all: [LayerState], drawn: [LayerState]) {
        let all = states(at: progress, dismissing: dismissing, parameters: parameters)
        let drawn = drawn.map { index in
            var state = all[index]
            var parent = nodes[index].parent
            while let group = parent {
                state.opacity *= all[group].opacity
                parent = nodes[group].parent
            }
            return state
        }
        return (all, drawn)
    }

    /// The drawn layers, with what their groups add to them.
    private static func drawnLayers(_ drawn: [Int], of nodes: [Node], effectTemplates: [Int]) -> [DrawnLayer] {
        drawn.map { index in
            var chain = [nodes[index].layer]
            var parent = nodes[index].parent
            while let group = parent {
                chain.append(nodes[group].layer)
                parent = nodes[group].parent
            }
            let regionVaries = chain[0].regionParameter != nil || nodes[index].copy != nil
            let moves =
                regionVaries || chain.dropFirst().contains { $0.sublayerTransform != .identity }
                || chain.contains { $0.behaviours.contains { !Self.keepsPlace($0.property) } }
            return DrawnLayer(
                layer: chain[0], isStill: !moves, regionVaries: regionVaries,
                effectSlot: effectTemplates.firstIndex(of: nodes[index].template))
        }
    }

    /// Whether animating `property` leaves a layer where it is.
    private static func keepsPlace(_ property: Behaviour.Property) -> Bool {
        switch property {
        case .opacity, .shadowOpacity, .effect: return true
        default: return false
        }
    }

    /// The layer's region, read from its region parameter when it has one.
    private static func region(of layer: Layer, _ parameters: [String: ParameterValue]) -> LayerRect {
        guard let name = layer.regionParameter, case .vec4(let v)? = parameters[name] else { return layer.region }
        return LayerRect(x: Double(v.x), y: Double(v.y), width: Double(v.z), height: Double(v.w))
    }
}

/// A behaviour's curve with any spring solved for its window.
enum PreparedCurve: Sendable {
    case timing(TimingCurve)
    case spring(Spring)

    init(_ curve: BehaviourCurve, in transition: String) throws(EffectError) {
        switch curve {
        case .timing(let timing):
            self = .timing(timing)
        case .spring(let damping, let velocity):
            do {
                self = .spring(try Spring.settling(inUnitTimeWithDampingRatio: damping, initialVelocity: velocity))
            } catch {
                throw .invalidParameterValue(
                    effect: transition, name: "spring", value: "spring(\(damping),\(velocity))",
                    expected: error.description)
            }
        }
    }

    /// The eased fraction at time fraction `t` of the window: exactly 0 at 0 and 1 from 1 on.
    func value(at t: Double) -> Double {
        switch self {
        case .timing(let curve): return curve.value(at: t)
        case .spring(let spring): return t >= 1 ? 1 : spring.value(at: t)
        }
    }
}

extension Spring {
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over a window of length 1: the
    /// spring of damping ratio `dampingRatio`, launched at `initialVelocity` whole changes per
    /// window, stiff enough to come to rest exactly at the window's end.
    static func settling(
        inUnitTimeWithDampingRatio dampingRatio: Double, initialVelocity: Double
    ) throws(TimingError) -> Spring {
        // Settling time grows with the response: bisect (in log space) for the one that ends at 1.
        var low = 1e-4
        var high = 1e3
        var spring = try Spring(dampingRatio: dampingRatio, response: 1, initialVelocity: initialVelocity)
        for _ in 0..<80 {
            let middle = (low * high).squareRoot()
            spring = try Spring(dampingRatio: dampingRatio, response: middle, initialVelocity: initialVelocity)
            if spring.settlingDuration > 1 { high = middle } else { low = middle }
        }
        return try Spring(dampingRatio: dampingRatio, response: low, initialVelocity: initialVelocity)
    }
}
