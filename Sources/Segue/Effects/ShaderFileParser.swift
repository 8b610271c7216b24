/// Reads the metadata header of a native effect file.
///
/// A header is `// @key value` comment lines at the top of the file:
///
///     // @name Pixellate
///     // @kind filter
///     // @summary Square cells of one colour.
///     // @inputs input
///     // @param float fractionalWidthOfAPixel = 0.05 [0, 1] Cell width as a fraction of the width.
///
/// The body then defines `vec4 effect(vec2 uv)`. SHADERS.md documents the format in full.
enum ShaderFileParser {
    static let entryFunction = "effect"

    /// Whether the file starts with a native header (a `// @key` line before any code).
    static func hasHeader(_ source: String) -> Bool {
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { return false }
            if trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces).hasPrefix("@") { return true }
        }
        return false
    }

    static func parse(_ source: String, file: String) throws(EffectError) -> EffectDescription {
        var name: String?, kind: EffectKind?, summary = "", inputs: [String]?, parameters: [EffectParameter] = []
        var samples: Int?
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let lineNumber = index + 1
            guard line.hasPrefix("//") else {
                if line.isEmpty { continue }
                break
            }
            let comment = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("@") else { continue }
            let key = String(comment.dropFirst().prefix { !$0.isWhitespace })
            let value = comment.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            func fail(_ message: String) -> EffectError { .malformedShader(file: file, line: lineNumber, message: message) }
            switch key {
            case "name":
                guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { throw fail("@name needs one word, e.g. @name Pixellate") }
                name = value
            case "kind":
                guard let parsed = EffectKind(rawValue: value) else {
                    throw fail("@kind '\(value)' is not one of " + EffectKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                kind = parsed
            case "summary":
                summary = value
            case "inputs":
                inputs = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
                guard inputs!.allSatisfy(isIdentifier) else { throw fail("@inputs takes identifiers, e.g. @inputs from, to") }
            case "samples":
                guard let count = Int(value), count > 0 else { throw fail("@samples takes a positive count of reads per input, e.g. @samples 9") }
                samples = count
            case "param":
                parameters.append(try parseParameter(value, file: file, line: lineNumber))
            default:
                throw fail("unknown header key @\(key); known: @name, @kind, @summary, @inputs, @param, @samples")
            }
        }
        guard let name else { throw .malformedShader(file: file, line: 1, message: "the header has no @name") }
        guard let kind else { throw .malformedShader(file: file, line: 1, message: "the header has no @kind") }
        let expectedInputs = defaultInputs(for: kind)
        let resolvedInputs = inputs ?? expectedInputs
        // A transition may read further images after from and to.
        guard resolvedInputs.count == expectedInputs.count || kind == .transition && resolvedInputs.count > 2 else {
            throw .malformedShader(file: file, line: 1, message: "a \(kind.rawValue) takes \(expectedInputs.count) input(s), @inputs names \(resolvedInputs.count)")
        }
        if kind == .transition {
            guard !parameters.contains(where: { $0.name == "progress" }) else {
                throw .malformedShader(file: file, line: 1, message: "'progress' is provided to every transition; do not declare it")
            }
            parameters.insert(EffectParameter(name: "progress", type: .float, defaultValue: .float(0), range: 0...1, summary: "How far the transition has gone, 0 to 1."), at: 0)
        }
        guard GLSLTokenizer.definesFunction(entryFunction, in: source) else {
            throw .malformedShader(file: file, line: 1, message: "no entry function: define vec4 \(entryFunction)(vec2 uv)")
        }
        return EffectDescription(
            name: name, kind: kind, summary: summary, inputs: resolvedInputs,
            parameters: parameters, samplesPerInput: samples, file: file, source: source
        )
    }

    static func defaultInputs(for kind: EffectKind) -> [String] {
        switch kind {
        case .filter: return ["input"]
        case .blend: return ["first", "second"]
        case .transition: return ["from", "to"]
        case .generator: return []
        }
    }

    /// `TYPE NAME = DEFAULT [MIN, MAX] summary`, the range optional.
    private static func parseParameter(_ text: String, file: String, line: Int) throws(EffectError) -> EffectParameter {
        func fail(_ message: String) -> EffectError { .malformedShader(file: file, line: line, message: message) }
        var rest = Substring(text)
        func word() -> String {
            rest = rest.drop { $0.isWhitespace }
            let token = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "[" }
            rest = rest.dropFirst(token.count)
            return String(token)
        }
        let typeName = word()
        guard let type = ParameterType(rawValue: typeName) else {
            throw fail("unknown parameter type '\(typeName)'; known: " + ParameterType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let name = word()
        guard isIdentifier(name) else { throw fail("'\(name)' is not a valid parameter name") }
        rest = rest.drop { $0.isWhitespace }
        guard rest.first == "=" else { throw fail("@param \(name) needs a default: @param \(typeName) \(name) = VALUE") }
        rest = rest.dropFirst()
        let defaultText = word()
        guard let defaultValue = type.parse(defaultText) else {
            throw fail("default '\(defaultText)' of \(name) is not \(type.expectedForm)")
        }
        rest = rest.drop { $0.isWhitespace }
        var range: ClosedRange<Double>?
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { throw fail("range of \(name) has no closing ]") }
            let bounds = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard bounds.count == 2, bounds[0] <= bounds[1] else { throw fail("range of \(name) must be [min, max]") }
            range = bounds[0]...bounds[1]
            rest = rest[rest.index(after: close)...]
        }
        let parameter = EffectParameter(
            name: name, type: type, defaultValue: defaultValue, range: range,
            summary: rest.trimmingCharacters(in: .whitespaces)
        )
        do {
            try parameter.validate(defaultValue, effect: name)
        } catch {
            throw fail("default of \(name) lies outside its range")
        }
        return parameter
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil) }
    }
}
