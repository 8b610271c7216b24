import Synchronization

/// A node of a filter graph: a source, an effect or an output.
///
/// Build a graph by chaining nodes as GPUImage does: `from --> pixellate --> dissolve`.
/// Each `-->` fills the next free input slot of its right-hand side; `connect(_:to:)` picks a
/// slot by index. Connection mistakes are reported when the graph is planned.
///
/// Threads: a node may be connected, read and set from any thread; each node keeps its state
/// behind its own lock. A renderer plans and draws on its GL thread from a snapshot of that state.
public class GraphNode: @unchecked Sendable {
    // Sendable is sound: `name` is immutable and every mutable property lives in `wiring`.
    /// A name for messages and plan listings.
    public let name: String
    private let wiring: Mutex<Wiring>

    private struct Wiring {
        var inputs: [GraphNode?]
        var errors: [RenderError] = []
        /// Bumped whenever what the planner sees changes: connections, a source's size, an effect's code.
        var shapeVersion = 0
    }

    init(name: String, inputCount: Int) {
        self.name = name
        wiring = Mutex(Wiring(inputs: Array(repeating: nil, count: inputCount)))
    }

    /// The nodes connected to each input slot, nil where nothing is.
    var inputs: [GraphNode?] { wiring.withLock { $0.inputs } }
    /// Connection mistakes recorded since the node was last rewired.
    var connectionErrors: [RenderError] { wiring.withLock { $0.errors } }
    /// The version of what the planner sees of this node.
    var shapeVersion: Int { wiring.withLock { $0.shapeVersion } }

    /// Names of the input slots, for messages.
    var inputNames: [String] { inputs.indices.map { "input \($0)" } }

    /// Marks the node changed in a way that needs a new plan.
    func invalidateShape() {
        wiring.withLock { $0.shapeVersion &+= 1 }
    }

    /// Connects `source` to input slot `slot`.
    public func connect(_ source: GraphNode, to slot: Int) {
        let name = name
        let slotName = inputNames.indices.contains(slot) ? inputNames[slot] : ""
        wiring.withLock { wiring in
            guard wiring.inputs.indices.contains(slot) else {
                wiring.errors.append(.tooManyInputs(node: name, slots: wiring.inputs.count))
                return
            }
            if wiring.inputs[slot] != nil { wiring.errors.append(.slotConnectedTwice(node: name, input: slotName)) }
            wiring.inputs[slot] = source
            wiring.shapeVersion &+= 1
        }
    }

    /// Disconnects input slot `slot`, so that something else can be connected there; mistakes
    /// recorded while connecting this node are forgotten, as it is being rewired.
    public func disconnect(_ slot: Int) {
        wiring.withLock { wiring in
            guard wiring.inputs.indices.contains(slot) else { return }
            wiring.inputs[slot] = nil
            wiring.errors.removeAll()
            wiring.shapeVersion &+= 1
        }
    }

    /// Connects `source` to the first free input slot.
    func connectNext(_ source: GraphNode) {
        let name = name
        wiring.withLock { wiring in
            guard let slot = wiring.inputs.firstIndex(where: { $0 == nil }) else {
                wiring.errors.append(.tooManyInputs(node: name, slots: wiring.inputs.count))
                return
            }
            wiring.inputs[slot] = source
            wiring.shapeVersion &+= 1
        }
    }
}

infix operator --> : AdditionPrecedence

/// Feeds `source` into the next free input of `target` and returns `target`, for chaining.
@discardableResult
public func --> <Target: GraphNode>(source: GraphNode, target: Target) -> Target {
    target.connectNext(source)
    return target
}
