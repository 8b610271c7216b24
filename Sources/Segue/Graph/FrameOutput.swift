/// The end of a graph: what a renderer draws.
public final class FrameOutput: GraphNode, @unchecked Sendable {
    // Sendable is sound: it adds no state to GraphNode's.
    /// An output with nothing connected yet.
    public init(name: String = "output") {
        super.init(name: name, inputCount: 1)
    }

    /// The node feeding the output, once connected.
    public var source: GraphNode? { inputs[0] }
}
