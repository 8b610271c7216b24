/// The filters of a layer transition's effect layers, looked up in a library: for each layer
/// with `effects`, its filters in order on its snapshot, whose output is one more input of the
/// layer pass (the quads of that layer read it instead of the snapshot). Per frame only the
/// animated parameters change, so an unanimated chain is drawn once and kept.
struct LayerEffectChains: Sendable {
    /// One layer's filters: what they end in and how each named parameter is reached.
    struct Chain: Sendable {
        let output: GraphNode
        /// The number parameters the layer's behaviours may change, which alone are set each
        /// frame: those its `effect` behaviours name, or all where a behaviour written in Swift
        /// may set any. Each is named as `LayerAttributes.effectParameters` names it.
        let animated: [(name: String, parameter: NumberParameter)]
    }

    /// A number parameter of one filter of a chain.
    struct NumberParameter: Sendable {
        let node: EffectNode
        let handle: ParameterHandle
        let parameter: EffectParameter
    }

    /// By effect slot (`LayerTimeline.effectLayers`).
    let chains: [Chain]

    /// Looks up the filters of `timeline`'s effect layers in `library` and connects each chain to
    /// the snapshot its layer shows; a layer's starting values go into `timeline.effectStart`.
    init(
        _ timeline: inout LayerTimeline, library: EffectLibrary, from: ImageSource, to: ImageSource
    ) throws(EffectError) {
        var chains: [Chain] = []
        for (template, drawn) in timeline.effectLayers {
            let layer = timeline.drawnLayers[drawn].layer
            var output: GraphNode = layer.source == .to ? to : from
            var numbers: [(key: String, qualified: String, value: NumberParameter)] = []
            var seen: [String: Int] = [:]
            for layerEffect in layer.effects {
                let effect = try Self.filter(layerEffect, library, timeline.transition)
                let node = EffectNode(effect)
                output --> node
                output = node
                try Self.set(layerEffect, on: node, effect, timeline.transition)
                seen[effect.name, default: 0] += 1
                let prefix = seen[effect.name]! > 1 ? "\(effect.name)#\(seen[effect.name]!)" : effect.name
                for parameter in effect.userParameters where parameter.type == .float || parameter.type == .int {
                    let number = NumberParameter(
                        node: node, handle: try node.parameter(parameter.name), parameter: parameter)
                    numbers.append((parameter.name, prefix + "." + parameter.name, number))
                }
            }
            let (byName, names) = Self.named(numbers)
            var start: [String: Double] = [:]
            for (name, number) in byName { start[name] = try number.node.value(of: number.parameter.name).scalar ?? 0 }
            let transition = timeline.transition.name
            try timeline.renameEffectParameters(of: template) { written throws(EffectError) in
                guard let name = names[written] else {
                    throw .unknownParameter(effect: transition, name: written, valid: byName.keys.sorted())
                }
                return name
            }
            timeline.effectStart[template] = start
            let behaviours = layer.behaviours.map(\.property)
            let animated = byName.filter { name, _ in
                behaviours.contains { property in
                    switch property {
                    case .effect(let written): return names[written] == name
                    case .custom: return true
                    default: return false
                    }
                }
            }
            chains.append(
                Chain(output: output, animated: animated.map { ($0.key, $0.value) }))
        }
        self.chains = chains
    }

    /// The parameters by their one name (the bare name where one filter has it, else the
    /// qualified one), and that name for each way a behaviour may write it.
    private static func named(
        _ numbers: [(key: String, qualified: String, value: NumberParameter)]
    ) -> (byName: [String: NumberParameter], names: [String: String]) {
        var byName: [String: NumberParameter] = [:]
        var names: [String: String] = [:]
        for (key, qualified, number) in numbers {
            let isUnique = numbers.filter { $0.key == key }.count == 1
            let name = isUnique ? key : qualified
            byName[name] = number
            names[qualified] = name
            // A bare name two filters share names neither.
            if isUnique { names[key] = name }
        }
        return (byName, names)
    }

    /// Sets each chain's animated parameters from its layer's first copy's state, clamped to
    /// their ranges (a spring may overshoot them).
    func apply(_ drawnStates: [LayerState], _ timeline: LayerTimeline) throws(EffectError) {
        for (slot, (_, drawn)) in timeline.effectLayers.enumerated() {
            for (name, number) in chains[slot].animated {
                guard let value = drawnStates[drawn].effectValues[name] else { continue }
                var v = value.isFinite ? value : 0
                if let range = number.parameter.range { v = min(max(v, range.lowerBound), range.upperBound) }
                let parameterValue: ParameterValue =
                    number.parameter.type == .int ? .int(Int32(clamping: Int(v.rounded()))) : .float(Float(v))
                try number.node.set(number.handle, parameterValue)
            }
        }
    }

    /// The library's filter of `layerEffect`'s name: one input, not a transition.
    private static func filter(
        _ layerEffect: LayerEffect, _ library: EffectLibrary, _ transition: LayerTransition
    ) throws(EffectError) -> EffectDescription {
        let effect: EffectDescription
        do throws(EffectError) {
            effect = try library.effect(named: layerEffect.name)
        } catch {
            throw problem(layerEffect, transition, "\(error.description)")
        }
        guard effect.kind != .transition, effect.inputs.count == 1 else {
            throw problem(
                layerEffect, transition,
                "'\(layerEffect.name)' takes \(effect.inputs.count) inputs; a layer's effects are filters of one")
        }
        return effect
    }

    /// Sets `layerEffect`'s values on `node`, fitting numbers to the parameters' types.
    private static func set(
        _ layerEffect: LayerEffect, on node: EffectNode, _ effect: EffectDescription, _ transition: LayerTransition
    ) throws(EffectError) {
        for (name, value) in layerEffect.values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = effect.parameters.first(where: { $0.name == name }) else {
                let valid = effect.userParameters.map(\.name).joined(separator: ", ")
                throw problem(layerEffect, transition, "'\(effect.name)' has no parameter '\(name)'; valid: \(valid)")
            }
            var fitted = value
            if case .float(let x) = value, parameter.type == .int, x == x.rounded() {
                fitted = .int(Int32(clamping: Int(x)))
            } else if !value.fits(parameter.type), let parsed = parameter.type.parse(value.text) {
                fitted = parsed
            }
            do throws(EffectError) {
                try node.set(name, fitted)
            } catch {
                throw problem(layerEffect, transition, error.description)
            }
        }
    }

    /// `message` at the effect's place in its behaviour file, or about the transition.
    private static func problem(
        _ layerEffect: LayerEffect, _ transition: LayerTransition, _ message: String
    )
        -> EffectError
    {
        if let file = transition.file, let position = layerEffect.position {
            return .malformedBehaviourFile(file: file, line: position.line, column: position.column, message: message)
        }
        return .invalidParameterValue(
            effect: transition.name, name: "effects", value: layerEffect.name, expected: message)
    }
}
