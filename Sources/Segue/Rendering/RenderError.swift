/// Why a graph could not be planned. (GL failures are SegueGL's `GLError`, passed on unchanged.)
public enum RenderError: Error, Equatable, Sendable {
    /// The graph has a cycle through these nodes.
    case graphCycle(nodes: [String])
    /// A node's input slot has nothing connected.
    case missingInput(node: String, input: String)
    /// Two sources were connected to the same input slot.
    case slotConnectedTwice(node: String, input: String)
    /// More inputs were chained into a node than it has slots.
    case tooManyInputs(node: String, slots: Int)
    /// An output size that cannot be drawn.
    case invalidOutputSize(width: Int, height: Int)
}

extension RenderError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .graphCycle(let nodes): return "the graph has a cycle: " + nodes.joined(separator: " --> ")
        case .missingInput(let node, let input): return "\(node) has nothing connected to its input '\(input)'"
        case .slotConnectedTwice(let node, let input): return "\(node)'s input '\(input)' is connected twice"
        case .tooManyInputs(let node, let slots): return "\(node) takes \(slots) input(s) but more were connected"
        case .invalidOutputSize(let width, let height): return "invalid output size \(width)x\(height)"
        }
    }
}
