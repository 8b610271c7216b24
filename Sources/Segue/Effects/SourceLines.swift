/// A line of an effect's text and where it came from: the file's own, or a snippet's.
struct SourceLine: Sendable, Equatable {
    var file: String
    var line: Int
}

/// A run of generated lines copied from an author's file, by which compiler messages about
/// generated code are located in the author's file (`ShaderDiagnostics`).
struct SourceSegment: Sendable {
    var generatedStart: Int
    var lineCount: Int
    var file: String
    /// The file's line the run starts at.
    var firstLine = 1
}
