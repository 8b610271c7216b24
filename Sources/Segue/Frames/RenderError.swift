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
    /// A negative number of frames.
    case invalidFrameCount(Int)
    /// A frame rate or duration that gives no frames: both must be finite, the rate above 0 and the duration above 0.
    case invalidFrameTiming(fps: Double, duration: Double)
    /// A row stride shorter than one row of RGBA8 pixels.
    case invalidBytesPerRow(bytesPerRow: Int, minimum: Int)
    /// A caller's buffer too small for the frame at its row stride.
    case bufferTooSmall(bytes: Int, required: Int)
    /// An operation that needs frames in another pixel format than the stream delivers.
    case unsupportedPixelFormat(String, needed: String)
    /// A typed built-in parameter was given a value the node refused (`node.pixellate.fractionalWidthOfAPixel = 7`);
    /// the node kept its previous value.
    case refusedValue(node: String, parameter: String, reason: String)
}

extension RenderError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .graphCycle(let nodes): return "the graph has a cycle: " + nodes.joined(separator: " --> ")
        case .missingInput(let node, let input): return "\(node) has nothing connected to its input '\(input)'"
        case .slotConnectedTwice(let node, let input): return "\(node)'s input '\(input)' is connected twice"
        case .tooManyInputs(let node, let slots): return "\(node) takes \(slots) input(s) but more were connected"
        case .invalidOutputSize(let width, let height): return "invalid output size \(width)x\(height)"
        case .invalidFrameCount(let count): return "invalid frame count \(count): it must be 0 or more"
        case .invalidFrameTiming(let fps, let duration):
            return "cannot render \(duration) s at \(fps) fps: both must be finite and above 0"
        case .invalidBytesPerRow(let bytesPerRow, let minimum):
            return "\(bytesPerRow) bytes per row is less than one row of RGBA8 pixels (\(minimum) bytes)"
        case .bufferTooSmall(let bytes, let required):
            return "a buffer of \(bytes) bytes is too small for the frame: it needs \(required)"
        case .refusedValue(let node, let parameter, let reason):
            return "\(node) refused the value set for \(parameter): \(reason)"
        case .unsupportedPixelFormat(let format, let needed):
            return "this needs \(needed) frames, and the stream delivers \(format)"
        }
    }
}
