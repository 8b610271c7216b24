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
