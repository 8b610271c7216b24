import Synchronization

/// An effect applied to its inputs, with its parameters' current values.
public final class EffectNode: GraphNode, @unchecked Sendable {
    // Sendable is sound: the effect, its version and the values live behind `state`'s lock;
    // `composite` is immutable.
    private let state: Mutex<State>
    /// For a stage of a multi-pass effect, the user's node: its values are the stage's.
    let composite: EffectNode?

    private struct State {
        var effect: EffectDescription
        /// Bumped when the effect is replaced, so that handles re-resolve their parameter.
        var effectVersion = 0
        /// Current values, in the order of `effect.parameters`.
        var values: [ParameterValue]
        var measuresEachFrame = false
        /// Why a typed property's value was refused, by parameter (`setBuiltIn`).
        var refused: [String: String] = [:]
    }

    /// A node of `effect`, parameters at their defaults.
    public init(_ effect: EffectDescription, name: String? = nil) {
        state = Mutex(State(effect: effect, values: effect.parameters.map(\.defaultValue)))
        composite = nil
        super.init(name: name ?? effect.name, inputCount: effect.inputs.count)
    }

    /// A node of `stage` (one of `composite`'s `stageEffects`, with its parameters in the same
    /// order) that reads `composite`'s values, made when a plan expands the composite.
    init(stage: EffectDescription, of composite: EffectNode) {
        state = Mutex(State(effect: stage, values: []))
        self.composite = composite
        super.init(name: stage.name, inputCount: stage.inputs.count)
    }

    /// The node users hold: the composite for a stage, else itself.
    var owner: EffectNode { composite ?? self }

    /// What the node computes; a hot reload replaces it and re-plans the graph on the next frame.
    public var effect: EffectDescription { state.withLock { $0.effect } }

    /// The effect and the current values, read together.
    var snapshot: (effect: EffectDescription, values: [ParameterValue]) {
        if let composite { return (state.withLock { $0.effect }, composite.values) }
        return state.withLock { ($0.effect, $0.values) }
    }

    /// The current values, in the order of `effect.parameters`.
    var values: [ParameterValue] { composite?.values ?? state.withLock { $0.values } }

    override var inputNames: [String] { effect.inputs }

    /// Whether the node measures the image its input makes on every frame drawn, as GPUImage's
    /// HistogramEqualization and AverageLuminanceThreshold do in a running pipeline (a clip, a
    /// transition before them), rather than keeping what `Engine.measure(_:from:)` set. Only
    /// for effects that measure their input (`EffectDescription.measuresItsInput`); an
    /// equalisation table not yet given starts as the identity. A change re-plans.
    public var measuresEachFrame: Bool {
        get { state.withLock { $0.measuresEachFrame } }
        set {
            let changed = state.withLock { state in
                defer { state.measuresEachFrame = newValue }
                return state.measuresEachFrame != newValue
            }
            if newValue, let slot = effect.inputs.firstIndex(of: "equalization"), inputs.indices.contains(slot),
                inputs[slot] == nil
            {
                // Equalising a flat histogram changes no level.
                let flat = [Int](repeating: 1, count: 256)
                _ = try? LookupTable(
                    equalizing: Histogram(red: flat, green: flat, blue: flat, alpha: flat, luminance: flat)
                ).feed(self)
            }
            if changed { invalidateShape() }
        }
    }

    /// Replaces the effect (a reloaded file), keeping the values of parameters that still exist
    /// with the same type.
    func replaceEffect(_ newEffect: EffectDescription) {
        state.withLock { state in
            let old = Dictionary(
                uniqueKeysWithValues: zip(
                    state.effect.parameters.map(\.name), zip(state.effect.parameters.map(\.type), state.values)))
            state.values = newEffect.parameters.map { parameter in
                if let (type, value) = old[parameter.name], type == parameter.type { return value }
                return parameter.defaultValue
            }
            state.effect = newEffect
            state.effectVersion &+= 1
        }
        invalidateShape()
    }

    /// A handle to parameter `name` for fast repeated setting.
    public func parameter(_ name: String) throws(EffectError) -> ParameterHandle {
        let found = state.withLock { state in
            state.effect.parameters.firstIndex { $0.name == name }.map {
                ParameterHandle(
                    node: ObjectIdentifier(self), name: name, type: state.effect.parameters[$0].type,
                    index: $0, effectVersion: state.effectVersion)
            }
        }
        guard let found else { throw unknownParameter(name) }
        return found
    }

    /// Sets parameter `name` after checking the value's type and range.
    public func set(_ name: String, _ value: some ParameterValueConvertible) throws(EffectError) {
        try set(parameter(name), value.parameterValue)
    }

    /// Sets parameter `name` after checking the value's type and range.
    public func set(_ name: String, _ value: ParameterValue) throws(EffectError) {
        try set(parameter(name), value)
    }

    /// Sets a parameter through a handle after checking the value's type and range.
    public func set(_ handle: ParameterHandle, _ value: some ParameterValueConvertible) throws(EffectError) {
        try set(handle, value.parameterValue)
    }

    /// Sets a parameter through a handle after checking the value's type and range; a handle
    /// resolved before a reload finds its parameter again by name.
    public func set(_ handle: ParameterHandle, _ value: ParameterValue) throws(EffectError) {
        precondition(
            handle.node == ObjectIdentifier(self),
            "a ParameterHandle of node '\(handle.name)' was used on node '\(name)'")
        let result: Result<Bool, EffectError> = state.withLock { state in
            var index = handle.index
            if handle.effectVersion != state.effectVersion {
                guard let found = state.effect.parameters.firstIndex(where: { $0.name == handle.name }) else {
                    return .failure(unknownParameter(handle.name, in: state.effect))
                }
                index = found
            }
            let parameter = state.effect.parameters[index]
            do throws(EffectError) {
                try parameter.validate(value, effect: state.effect.name)
            } catch {
                return .failure(error)
            }
            let changed = state.values[index] != value
            let setsSize = state.effect.setsStageSize(parameter.name)
            let sizes = setsSize ? state.effect.stageSizeValues(state.values) : []
            state.values[index] = value
            // A compiled-in value is part of the shader, and a stage's size part of the plan: a
            // new one needs a new plan.
            let resizes = setsSize && sizes != state.effect.stageSizeValues(state.values)
            return .success(changed && (parameter.isCompiledIn || resizes))
        }
        if try result.get() { invalidateShape() }
    }

    /// The current value of parameter `name`.
    public func value(of name: String) throws(EffectError) -> ParameterValue {
        let handle = try parameter(name)
        return state.withLock { $0.values[handle.index] }
    }

    /// Records why a typed property's value for `parameter` was refused, or with nil that the last
    /// one was taken; a change re-plans, so that the next frame throws the refusal or draws again.
    func recordRefusal(of parameter: String, reason: String?) {
        let changed = state.withLock { state in
            defer { state.refused[parameter] = reason }
            return state.refused[parameter] != reason
        }
        if changed { invalidateShape() }
    }

    /// The first refusal recorded and not since replaced by a value taken, for the planner to throw.
    var refusedValue: RenderError? {
        state.withLock { state in
            state.refused.min { $0.key < $1.key }.map {
                .refusedValue(node: name, parameter: $0.key, reason: $0.value)
            }
        }
    }

    private func unknownParameter(_ name: String, in effect: EffectDescription? = nil) -> EffectError {
        let effect = effect ?? self.effect
        return .unknownParameter(effect: effect.name, name: name, valid: effect.parameters.map(\.name))
    }
}
