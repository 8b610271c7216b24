/// Accumulates generated GLSL, remembering which lines came from which author's file.
struct CodeWriter {
    private(set) var text = ""
    private(set) var segments: [SourceSegment] = []
    private var lineCount = 0

    mutating func line(_ line: String) {
        text += line
        text += "\n"
        lineCount += 1
    }

    mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }

    /// Appends an author's text from `file`; `origins`, where given, says which file and line
    /// each of its lines came from (a file that includes snippets).
    mutating func append(file: String, text body: String, origins: [SourceLine]? = nil) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).count
        if let origins, origins.count == lines {
            // One segment per run of lines from one file, numbered on.
            var start = 0
            for index in 1...lines
            where index == lines
                || origins[index] != SourceLine(file: origins[index - 1].file, line: origins[index - 1].line + 1)
            {
                segments.append(
                    SourceSegment(
                        generatedStart: lineCount + 1 + start, lineCount: index - start, file: origins[start].file,
                        firstLine: origins[start].line))
                start = index
            }
        } else {
            segments.append(SourceSegment(generatedStart: lineCount + 1, lineCount: lines, file: file))
        }
        text += body
        text += "\n"
        lineCount += lines
    }
}
