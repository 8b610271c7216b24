import SegueGL

/// Turns a driver's compile log into messages located in the authors' files.
enum ShaderDiagnostics {
    /// Parses Mesa (`0:12(5): error: …`), NVIDIA (`0(12) : error C1008: …`) and ANGLE
    /// (`ERROR: 0:12: …`) forms; a line the engine generated is reported against `generatedName`.
    static func map(log: String, segments: [SourceSegment], generatedName: String) -> [ShaderDiagnostic] {
        log.split(separator: "\n").compactMap { rawLine -> ShaderDiagnostic? in
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { return nil }
            guard let (generatedLine, column, message) = parse(line) else {
                return ShaderDiagnostic(file: generatedName, line: 0, column: 0, message: line)
            }
            if let segment = segments.first(where: { (0..<$0.lineCount).contains(generatedLine - $0.generatedStart) }) {
                return ShaderDiagnostic(
                    file: segment.file, line: generatedLine - segment.generatedStart + segment.firstLine,
                    column: column,
                    message: authorsNames(message))
            }
            return ShaderDiagnostic(file: generatedName, line: generatedLine, column: column, message: message)
        }
    }

    /// A message with the engine's per-node prefixes (`n0_effect`) taken off identifiers.
    static func authorsNames(_ message: String) -> String {
        var renames: [String: String] = [:]
        for case .identifier(let name) in GLSLTokenizer.tokenize(message) {
            let text = String(name)
            guard text.first == "n", let underscore = text.firstIndex(of: "_"),
                text[text.index(after: text.startIndex)..<underscore].allSatisfy(\.isNumber),
                underscore > text.index(after: text.startIndex)
            else { continue }
            renames[text] = String(text[text.index(after: underscore)...])
        }
        return renames.isEmpty ? message : GLSLTokenizer.rename(message, renames)
    }

    private static func parse(_ line: String) -> (line: Int, column: Int, message: String)? {
        var text = Substring(line)
        if text.hasPrefix("ERROR: ") || text.hasPrefix("WARNING: ") {
            text = text.drop { $0 != " " }.dropFirst()
        }
        func number() -> Int? {
            let digits = text.prefix { $0.isNumber }
            text = text.dropFirst(digits.count)
            return Int(digits)
        }
        guard number() != nil else { return nil }
        if text.first == ":" {
            // Mesa: 0:LINE(COL): message   ANGLE: 0:LINE: message
            text = text.dropFirst()
            guard let lineNumber = number() else { return nil }
            var column = 0
            if text.first == "(" {
                text = text.dropFirst()
                column = number() ?? 0
                guard text.first == ")" else { return nil }
                text = text.dropFirst()
            }
            guard text.first == ":" else { return nil }
            return (lineNumber, column, text.dropFirst().trimmingCharacters(in: .whitespaces))
        }
        if text.first == "(" {
            // NVIDIA: 0(LINE) : message
            text = text.dropFirst()
            guard let lineNumber = number(), text.first == ")" else { return nil }
            text = text.dropFirst().drop { $0 == " " }
            guard text.first == ":" else { return nil }
            return (lineNumber, 0, text.dropFirst().trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
