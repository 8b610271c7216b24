import SegueGL

/// A node of a filter graph: a source, an effect or an output.
///
/// Build a graph by chaining nodes as GPUImage does: `from --> pixellate --> dissolve`.
/// Each `-->` fills the next free input slot of its right-hand side; `connect(_:to:)` picks a
/// slot by index. Connection mistakes are reported when the graph is planned.
/// A graph may be built on any thread but not changed while it renders.
public class GraphNode: @unchecked Sendable {
    /// A name for messages and plan listings.
    public var name: String
    var inputs: [GraphNode?]
    var connectionErrors: [SegueError] = []
    /// Bumped whenever what the planner sees changes: connections, a source's size, an effect's code.
    var shapeVersion = 0

    init(name: String, inputCount: Int) {
        self.name = name
        inputs = Array(repeating: nil, count: inputCount)
    }

    var inputNames: [String] { inputs.indices.map { "input \($0)" } }

    /// Connects `source` to input slot `slot`.
    public func connect(_ source: GraphNode, to slot: Int) {
        guard inputs.indices.contains(slot) else {
            connectionErrors.append(.tooManyInputs(node: name, slots: inputs.count))
            return
        }
        if inputs[slot] != nil {
            connectionErrors.append(.slotConnectedTwice(node: name, input: inputNames[slot]))
        }
        inputs[slot] = source
        shapeVersion &+= 1
    }

    /// Disconnects input slot `slot`, so that something else can be connected there; mistakes
    /// recorded while connecting this node are forgotten, as it is being rewired.
    public func disconnect(_ slot: Int) {
        guard inputs.indices.contains(slot) else { return }
        inputs[slot] = nil
        connectionErrors.removeAll()
        shapeVersion &+= 1
    }

    /// Connects `source` to the first free input slot.
    func connectNext(_ source: GraphNode) {
        guard let slot = inputs.firstIndex(where: { $0 == nil }) else {
            connectionErrors.append(.tooManyInputs(node: name, slots: inputs.count))
            return
        }
        inputs[slot] = source
        shapeVersion &+= 1
    }
}

infix operator --> : AdditionPrecedence

/// Feeds `source` into the next free input of `target` and returns `target`, for chaining.
@discardableResult
public func --> <Target: GraphNode>(source: GraphNode, target: Target) -> Target {
    target.connectNext(source)
    return target
}

/// A still image: uploaded once, then read by every frame.
public final class ImageSource: GraphNode, @unchecked Sendable {
    /// The image; setting a new one uploads it on the next frame.
    public var image: Image {
        didSet {
            version &+= 1
            // Fitting to the output is planned for a size; another size needs a new plan.
            if image.width != oldValue.width || image.height != oldValue.height { shapeVersion &+= 1 }
        }
    }
    var version = 0

    public init(_ image: Image, name: String = "image") {
        self.image = image
        super.init(name: name, inputCount: 0)
    }

    /// Marks the image changed so the next frame uploads it again (a live snapshot's new pixels).
    public func invalidate() {
        version &+= 1
    }
}

/// An effect applied to its inputs, with its parameters' current values.
public final class EffectNode: GraphNode, @unchecked Sendable {
    /// What the node computes; replacing it (hot reload) re-plans the graph on the next frame.
    public internal(set) var effect: EffectDescription {
        didSet { shapeVersion &+= 1 }
    }
    /// Current values, in the order of `effect.parameters`.
    private(set) var values: [UniformValue]

    /// A node of `effect`, parameters at their defaults.
    public init(_ effect: EffectDescription, name: String? = nil) {
        self.effect = effect
        values = effect.parameters.map(\.defaultValue)
        super.init(name: name ?? effect.name, inputCount: effect.inputs.count)
    }

    override var inputNames: [String] { effect.inputs }

    /// Replaces the effect (a reloaded file), keeping the values of parameters that still exist
    /// with the same type.
    func replaceEffect(_ newEffect: EffectDescription) {
        let old = Dictionary(uniqueKeysWithValues: zip(effect.parameters.map(\.name), zip(effect.parameters.map(\.type), values)))
        values = newEffect.parameters.map { parameter in
            if let (type, value) = old[parameter.name], type == parameter.type { return value }
            return parameter.defaultValue
        }
        effect = newEffect
    }

    /// A handle to a parameter for fast repeated setting (e.g. every frame).
    public func parameter(_ name: String) throws(SegueError) -> ParameterHandle {
        guard let index = effect.parameters.firstIndex(where: { $0.name == name }) else {
            throw .unknownParameter(effect: effect.name, name: name, valid: effect.parameters.map(\.name))
        }
        return ParameterHandle(index: index)
    }

    /// Sets a parameter by name after checking its type and range.
    public func set(_ name: String, _ value: UniformValue) throws(SegueError) {
        let handle = try parameter(name)
        try effect.parameters[handle.index].validate(value, effect: effect.name)
        store(value, at: handle.index)
    }

    /// Sets a parameter from text as the CLI writes it (`0.5`, `true`, `1,0`, `#ff8800`).
    public func set(_ name: String, text: String) throws(SegueError) {
        let handle = try parameter(name)
        store(try effect.parameters[handle.index].value(from: text, effect: effect.name), at: handle.index)
    }

    private func store(_ value: UniformValue, at index: Int) {
        // A compiled-in value is part of the shader: a new one needs a new plan.
        if effect.parameters[index].isCompiledIn && values[index] != value { shapeVersion &+= 1 }
        values[index] = value
    }

    /// Sets a float parameter through a handle, unchecked: the per-frame path.
    public func set(_ handle: ParameterHandle, _ value: Float) {
        values[handle.index] = .float(value)
    }

    /// The current value of a parameter.
    public func value(of name: String) throws(SegueError) -> UniformValue {
        values[try parameter(name).index]
    }
}

/// A parameter of an `EffectNode`, looked up once.
public struct ParameterHandle: Sendable, Hashable {
    let index: Int
}

/// The end of a graph: what a renderer draws.
public final class FrameOutput: GraphNode, @unchecked Sendable {
    public init(name: String = "output") {
        super.init(name: name, inputCount: 1)
    }

    /// The node feeding the output, once connected.
    public var source: GraphNode? { inputs[0] }
}
