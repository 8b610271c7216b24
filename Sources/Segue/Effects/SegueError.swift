import SegueGL

/// Every failure of the Segue library, each carrying what a user needs to fix it.
public enum SegueError: Error, Equatable, Sendable {
    // Images
    /// A size of zero or less.
    case invalidImageSize(width: Int, height: Int)
    /// A pixel buffer whose length does not match its size.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// An image file that could not be decoded.
    case corruptImage(file: String, reason: String)
    /// A file that is neither PNG nor JPEG.
    case unsupportedImageFormat(file: String)
    /// A file that could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file that could not be written.
    case unwritableFile(path: String)
    /// An image that could not be encoded.
    case encodingFailed(reason: String)

    // Effects and parameters
    /// No effect (or transition) of that name; `available` lists those that exist.
    case unknownEffect(name: String, kind: String, available: [String])
    /// A parameter the effect does not declare; `valid` lists those it does.
    case unknownParameter(effect: String, name: String, valid: [String])
    /// A parameter value of the wrong type or out of range; `expected` says what would do.
    case invalidParameterValue(effect: String, name: String, value: String, expected: String)
    /// A shader file whose header or body breaks the file format.
    case malformedShader(file: String, line: Int, message: String)
    /// A shader the driver rejected, with each message mapped to the author's file and line.
    case shaderCompile(diagnostics: [ShaderDiagnostic])

    // Graphs
    /// The graph has a cycle through these nodes.
    case graphCycle(nodes: [String])
    /// A node's input slot has nothing connected.
    case missingInput(node: String, input: String)
    /// Two sources were connected to the same input slot.
    case slotConnectedTwice(node: String, input: String)
    /// More inputs were chained into a node than it has slots.
    case tooManyInputs(node: String, slots: Int)
    /// An output size or resize request that cannot be honoured.
    case invalidOutputSize(width: Int, height: Int)

    /// A failure of the GL layer (no EGL, a GL call that failed).
    case gl(GLError)
}

/// One compiler message located in the file its author wrote.
public struct ShaderDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The author's file (or the generated pass, for lines the engine wrote).
    public var file: String
    /// 1-based line in that file, or 0 when the driver named none.
    public var line: Int
    /// 1-based column, or 0 when the driver named none.
    public var column: Int
    /// The driver's message.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column > 0 ? "\(column):" : "") \(message)"
    }
}

extension SegueError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidImageSize(let width, let height): return "invalid image size \(width)x\(height)"
        case .pixelCountMismatch(let expected, let actual): return "expected \(expected) bytes of RGBA pixels, got \(actual)"
        case .corruptImage(let file, let reason): return "\(file): cannot decode image: \(reason)"
        case .unsupportedImageFormat(let file): return "\(file): not a PNG or JPEG file"
        case .unreadableFile(let path, let reason): return "\(path): cannot read: \(reason)"
        case .unwritableFile(let path): return "\(path): cannot write"
        case .encodingFailed(let reason): return "cannot encode PNG: \(reason)"
        case .unknownEffect(let name, let kind, let available):
            return "unknown \(kind) '\(name)'; available: \(available.joined(separator: ", "))"
        case .unknownParameter(let effect, let name, let valid):
            return "\(effect) has no parameter '\(name)'; valid: \(valid.isEmpty ? "none" : valid.joined(separator: ", "))"
        case .invalidParameterValue(let effect, let name, let value, let expected):
            return "\(effect).\(name) = \(value) is invalid: expected \(expected)"
        case .malformedShader(let file, let line, let message): return "\(file):\(line): \(message)"
        case .shaderCompile(let diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
        case .graphCycle(let nodes): return "the graph has a cycle: " + nodes.joined(separator: " --> ")
        case .missingInput(let node, let input): return "\(node) has nothing connected to its input '\(input)'"
        case .slotConnectedTwice(let node, let input): return "\(node)'s input '\(input)' is connected twice"
        case .tooManyInputs(let node, let slots): return "\(node) takes \(slots) input(s) but more were connected"
        case .invalidOutputSize(let width, let height): return "invalid output size \(width)x\(height)"
        case .gl(let error): return error.description
        }
    }
}
