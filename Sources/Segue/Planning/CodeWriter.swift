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

    mutating func append(file: String, text body: String) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).count
        segments.append(SourceSegment(generatedStart: lineCount + 1, lineCount: lines, file: file))
        text += body
        text += "\n"
        lineCount += lines
    }
}
