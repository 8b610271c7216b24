import SegueGL

/// Reads the metadata header of a native effect file.
///
/// A header is `// @key value` comment lines at the top of the file:
///
///     // @name Pixellate
///     // @kind filter
///     // @summary Square cells of one colour.
///     // @inputs input
///     // @param float fractionalWidthOfAPixel = 0.05 [0, 1] Cell width as a fraction of the width.
///     // @alias Pixelate
///
/// The body then defines `vec4 effect(vec2 uv)`. `@variant` lines make one file a family of
/// effects (see `ShaderVariant`). SHADERS.md documents the format in full.
enum ShaderFileParser {
    static let entryFunction = "effect"

    /// Keys only a native header has: gl-transitions files annotate their uniforms with
    /// `// @param …`, `// @color …` and `// @range(0, 1) …` comments, which are not a header.
    static let identifyingKeys: Set<String> = ["name", "kind", "variant"]

    /// Whether the file starts with a native header: a `// @name`, `// @kind` or `// @variant`
    /// line in the comments before any code.
    static func hasHeader(_ source: String) -> Bool {
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { return false }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("@") else { continue }
            if identifyingKeys.contains(String(comment.dropFirst().prefix { !$0.isWhitespace })) { return true }
        }
        return false
    }

    /// Every effect the file declares: the one its `@name` names, then one per `@variant`.
    static func parse(
        _ source: String, file: String, builtIn: (String) -> EffectDescription? = EffectStage.builtInEffect(named:)
    ) throws(EffectError) -> [EffectDescription] {
        var name: String?, kind: EffectKind?, summary = "", inputs: [String]?, parameters: [EffectParameter] = []
        var samples: Int?
        var cells: (parameter: String, condition: String?, line: Int)?
        // The @inputs line naming `previous`, the effect's own last output, when one does.
        var previousLine: Int?
        var alpha = AlphaConvention.premultiplied
        var parameterLines: [String: Int] = [:]
        var variantLines: [(line: Int, text: String)] = []
        var aliases: [(name: String, line: Int)] = []
        header: for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
                // `previous` is no image to connect: the effect's own output of the frame before.
                let previous = EffectDescription.previousInput
                if inputs!.contains(previous) {
                    guard inputs!.filter({ $0 == previous }).count == 1 else { throw fail("@inputs names \(previous) twice") }
                    guard inputs!.last == previous else { throw fail("@inputs names \(previous), the effect's own last output, after its images, e.g. @inputs input, previous") }
                    inputs!.removeLast()
                    previousLine = lineNumber
                }
            case "samples":
                guard let count = Int(value), count > 0 else { throw fail("@samples takes a positive count of reads per input, e.g. @samples 9") }
                samples = count
            case "param":
                let parameter = try parseParameter(value, file: file, line: lineNumber)
                guard parameterLines[parameter.name] == nil else { throw fail("@param \(parameter.name) is declared twice") }
                parameterLines[parameter.name] = lineNumber
                parameters.append(parameter)
            case "cells":
                let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
                guard words.count == 1 || words.count == 3 && words[1] == "if", words.allSatisfy(isIdentifier) else {
                    throw fail("@cells names the float parameter giving the cell width, and optionally the bool that enables the cells pass, e.g. @cells fractionalWidthOfAPixel if smooth")
                }
                cells = (words[0], words.count == 3 ? words[2] : nil, lineNumber)
            case "alpha":
                guard let parsed = AlphaConvention(rawValue: value) else { throw fail("@alpha takes premultiplied or straight, e.g. @alpha straight") }
                alpha = parsed
            case "alias":
                let names = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
                guard !names.isEmpty, names.allSatisfy(isIdentifier) else { throw fail("@alias takes one or more names, e.g. @alias Brightness") }
                for alias in names {
                    guard !aliases.contains(where: { $0.name == alias }) else { throw fail("@alias \(alias) is declared twice") }
                    aliases.append((alias, lineNumber))
                }
            case "variant":
                // Read once the whole header is known: a variant may preset a later @param.
                variantLines.append((lineNumber, value))
            case "stage":
                // The header ends where the first stage of a multi-pass effect begins.
                break header
            default:
                throw fail("unknown header key @\(key); known: @name, @kind, @summary, @inputs, @param, @samples, @cells, @alpha, @alias, @variant, @stage")
            }
        }
        guard name != nil || !variantLines.isEmpty else { throw .malformedShader(file: file, line: 1, message: "the header has no @name") }
        guard let kind else { throw .malformedShader(file: file, line: 1, message: "the header has no @kind") }
        let expectedInputs = defaultInputs(for: kind)
        let resolvedInputs = inputs ?? expectedInputs
        // A transition may read further images after from and to, and a filter after its input
        // (a lookup table); a blend's two inputs are its whole meaning.
        let takesExtraImages = kind == .transition || kind == .filter
        guard resolvedInputs.count == expectedInputs.count || takesExtraImages && resolvedInputs.count > expectedInputs.count else {
            throw .malformedShader(file: file, line: 1, message: "a \(kind.rawValue) takes \(expectedInputs.count) input(s), @inputs names \(resolvedInputs.count)")
        }
        if kind == .transition {
            guard !parameters.contains(where: { $0.name == "progress" }) else {
                throw .malformedShader(file: file, line: 1, message: "'progress' is provided to every transition; do not declare it")
            }
        }
        if let cells {
            guard parameters.contains(where: { $0.name == cells.parameter && $0.type == .float }) else {
                throw .malformedShader(file: file, line: cells.line, message: "@cells \(cells.parameter) must name a float @param")
            }
            if let condition = cells.condition, !parameters.contains(where: { $0.name == condition && $0.type == .bool }) {
                throw .malformedShader(file: file, line: cells.line, message: "@cells … if \(condition) must name a bool @param")
            }
            guard kind == .filter else { throw .malformedShader(file: file, line: cells.line, message: "@cells is for filters (one input)") }
        }
        var base = EffectDescription(
            name: name ?? "", kind: kind, summary: summary, inputs: resolvedInputs,
            parameters: parameters, samplesPerInput: samples, file: file, source: source, alpha: alpha
        )
        base.cellWidthParameter = cells?.parameter
        base.cellCondition = cells?.condition
        base.readsPreviousOutput = previousLine != nil
        if let previousLine, cells != nil {
            throw .malformedShader(file: file, line: previousLine, message: "@inputs previous cannot go with @cells: a cells pass keeps one texel per cell, not the image")
        }
        base.stages = try EffectStage.parse(source, file: file, inputs: resolvedInputs, parameters: parameters, alpha: alpha, builtIn: builtIn)
        // A multi-pass file's stages each define theirs (or run a built-in effect's).
        guard !base.stages.isEmpty || GLSLTokenizer.definesFunction(entryFunction, in: source) else {
            throw .malformedShader(file: file, line: 1, message: "no entry function: define vec4 \(entryFunction)(vec2 uv)")
        }
        if let previousLine, !base.stages.isEmpty {
            throw .malformedShader(file: file, line: previousLine,
                                   message: "@inputs previous is for one-pass effects; in a file with @stage sections, the stage that reads its own last output says @reads …, previous")
        }
        if let cells, !base.stages.isEmpty {
            throw .malformedShader(file: file, line: cells.line, message: "@cells is for one-pass filters; this file has @stage sections")
        }
        // An alias names the file's own effect, so a file of variants alone has nothing to alias.
        if let first = aliases.first {
            guard let name else { throw .malformedShader(file: file, line: first.line, message: "@alias names another name of the file's @name; this file has none") }
            if let same = aliases.first(where: { $0.name == name }) {
                throw .malformedShader(file: file, line: same.line, message: "@alias \(name) is the file's own @name")
            }
            base.aliases = aliases.map(\.name)
        }
        var variants: [ShaderVariant] = []
        for (line, text) in variantLines {
            let variant = try ShaderVariant(parsing: text, parameters: parameters, file: file, line: line)
            if variant.name == name { throw .malformedShader(file: file, line: line, message: "@variant \(variant.name) has the file's @name") }
            if let earlier = variants.first(where: { $0.name == variant.name }) {
                throw .malformedShader(file: file, line: line, message: "@variant \(variant.name) is declared twice (also line \(earlier.line))")
            }
            variants.append(variant)
        }
        let effects = (name == nil ? [] : [base]) + variants.map {
            var variant = $0.effect(from: base, parameterLines: parameterLines)
            variant.aliases = []
            return variant
        }
        return effects.map { effect in
            var effect = effect
            if kind == .transition { effect.parameters.insert(progressParameter, at: 0) }
            return effect
        }
    }

    /// The parameter every transition gets without declaring it.
    private static let progressParameter = EffectParameter(
        name: "progress", type: .float, defaultValue: .float(0), range: 0...1, summary: "How far the transition has gone, 0 to 1.")

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
        // Images are inputs (`@inputs`), not parameters.
        guard let type = ParameterType(rawValue: typeName), type != .image else {
            throw fail("unknown parameter type '\(typeName)'; known: " + ParameterType.allCases.filter { $0 != .image }.map(\.rawValue).joined(separator: ", "))
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

/// One `// @variant NAME PARAM=VALUE… summary` line: an effect of its own that shares the file's
/// body with its listed parameters fixed.
///
/// A preset becomes a compile-time constant rather than a uniform, so that the compiler drops the
/// code of the other variants: llvmpipe runs both sides of a branch on a uniform.
struct ShaderVariant {
    /// The effect's name.
    var name: String
    /// Parameter names and the values they are fixed to, in the order written.
    var presets: [(name: String, value: ParameterValue)]
    /// The summary `segue list` shows; nil keeps the file's `@summary`.
    var summary: String?
    /// The header line that declares it.
    var line: Int

    /// Parses the text after `@variant`; `parameters` are the file's own `@param`s.
    init(parsing text: String, parameters: [EffectParameter], file: String, line: Int) throws(EffectError) {
        func fail(_ message: String) -> EffectError { .malformedShader(file: file, line: line, message: message) }
        var rest = Substring(text)
        func word() -> Substring {
            rest = rest.drop { $0.isWhitespace }
            return rest.prefix { !$0.isWhitespace }
        }
        let name = word()
        guard !name.isEmpty, !name.contains("=") else { throw fail("@variant needs a name, e.g. @variant wipeleft direction=0") }
        rest = rest.dropFirst(name.count)
        self.name = String(name)
        self.line = line
        presets = []
        // Presets are the NAME=VALUE words after the name; the summary starts at the first other word.
        while true {
            let token = word()
            guard let equals = token.firstIndex(of: "="), ShaderFileParser.isIdentifier(String(token[..<equals])) else { break }
            rest = rest.dropFirst(token.count)
            let parameterName = String(token[..<equals]), valueText = String(token[token.index(after: equals)...])
            guard let parameter = parameters.first(where: { $0.name == parameterName }) else {
                let known = parameters.isEmpty ? "the file has none" : "known: " + parameters.map(\.name).joined(separator: ", ")
                throw fail("@variant \(name) presets '\(parameterName)', which is not a @param of this file; \(known)")
            }
            guard !presets.contains(where: { $0.name == parameterName }) else {
                throw fail("@variant \(name) presets \(parameterName) twice")
            }
            guard let value = parameter.type.parse(valueText) else {
                throw fail("@variant \(name): '\(valueText)' for \(parameterName) is not \(parameter.type.expectedForm)")
            }
            do {
                try parameter.validate(value, effect: self.name)
            } catch {
                throw fail("@variant \(name): \(parameterName)=\(valueText) lies outside its range")
            }
            presets.append((parameterName, value))
        }
        let summary = rest.trimmingCharacters(in: .whitespaces)
        self.summary = summary.isEmpty ? nil : summary
    }

    /// The family's effect with this variant's name and summary, its presets turned into
    /// constants on their `@param` lines (so line numbers in diagnostics stay the author's).
    func effect(from base: EffectDescription, parameterLines: [String: Int]) -> EffectDescription {
        var effect = base
        effect.name = name
        effect.summary = summary ?? base.summary
        var lines = base.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (parameterName, value) in presets {
            let parameter = base.parameters.first { $0.name == parameterName }!
            lines[parameterLines[parameterName]! - 1] = "const \(parameter.type.glslType) \(parameterName) = \(Self.literal(value));"
        }
        effect.source = lines.joined(separator: "\n")
        effect.parameters.removeAll { parameter in presets.contains { $0.name == parameter.name } }
        return effect
    }

    /// `value` as a GLSL expression of its type.
    static func literal(_ value: ParameterValue) -> String {
        func float(_ x: Float) -> String { GLSLNames.float(Double(x)) }
        func components<V: SIMD>(_ type: String, _ v: V, _ text: (V.Scalar) -> String) -> String {
            type + "(" + v.indices.map { text(v[$0]) }.joined(separator: ", ") + ")"
        }
        switch value {
        case .float(let x): return float(x)
        case .int(let x): return "\(x)"
        case .bool(let x): return "\(x)"
        case .vec2(let v): return components("vec2", v, float)
        case .vec3(let v): return components("vec3", v, float)
        case .vec4(let v): return components("vec4", v, float)
        case .ivec2(let v): return components("ivec2", v) { "\($0)" }
        case .ivec3(let v): return components("ivec3", v) { "\($0)" }
        case .ivec4(let v): return components("ivec4", v) { "\($0)" }
        case .mat3(let m): return "mat3(" + m.map(float).joined(separator: ", ") + ")"
        case .mat4(let m): return "mat4(" + m.map(float).joined(separator: ", ") + ")"
        case .image: return "0"  // never a preset: the header parser accepts no image parameters
        }
    }
}
