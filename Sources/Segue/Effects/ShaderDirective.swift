/// One `// @key value` comment line of an effect file: where a file writes its metadata (the
/// header at its top) and its stages' (the lines right after each `// @stage`).
struct ShaderDirective: Equatable, Sendable {
    var key: String
    var value: String
    /// The file it is in, and its line there (1-based), for errors.
    var file: String
    var line: Int

    /// The directive `text` writes, or nil for any other line.
    init?(_ text: Substring, file: String, line: Int) {
        let trimmed = text.trimmingSpacesAndTabs
        guard trimmed.hasPrefix("//") else { return nil }
        let comment = trimmed.dropFirst(2).trimmingSpacesAndTabs
        guard comment.hasPrefix("@") else { return nil }
        key = String(comment.dropFirst().prefix { !$0.isWhitespace })
        value = String(comment.dropFirst(key.count + 1).trimmingSpacesAndTabs)
        self.file = file
        self.line = line
    }

    /// The directives of the header of `source`: its comment lines before the first line of
    /// code, blank lines skipped, up to the first `@stage`.
    static func header(of source: String, file: String) -> [ShaderDirective] {
        var directives: [ShaderDirective] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpacesAndTabs
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { break }
            guard let directive = ShaderDirective(trimmed, file: file, line: index + 1) else { continue }
            if directive.key == "stage" { break }
            directives.append(directive)
        }
        return directives
    }

    /// The error for this line: `file:line: message`.
    func failure(_ message: String) -> EffectError {
        .malformedShader(file: file, line: line, message: message)
    }

    /// The value of `@samples`: a positive count of reads per input.
    func samples() throws(EffectError) -> Int {
        guard let count = Int(value), count > 0 else {
            throw failure("@samples takes a positive count of reads per input, e.g. @samples 9")
        }
        return count
    }

    /// The value of `@alpha`: premultiplied or straight.
    func alpha() throws(EffectError) -> AlphaConvention {
        guard let parsed = AlphaConvention(rawValue: value) else {
            throw failure("@alpha takes premultiplied or straight, e.g. @alpha straight")
        }
        return parsed
    }

    /// The value's names, split at commas and spaces (`@inputs`, `@reads`, `@alias`).
    var names: [String] {
        value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }
}

extension Substring {
    /// The text without the spaces and tabs at either end, as Foundation's `.whitespaces` trims
    /// (newlines stay), in Swift's own code: start-up reads every line of every effect file.
    var trimmingSpacesAndTabs: Substring {
        func isSpace(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
