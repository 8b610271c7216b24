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
        ShaderDirective.header(of: source, file: "").contains { identifyingKeys.contains($0.key) }
    }

    /// Every effect the file declares: the one its `@name` names, then one per `@variant`.
    /// `builtIn` finds the effects stages may run, `snippets` the files `@include` names.
    static func parse(
        _ source: String, file: String, builtIn: (String) -> EffectDescription? = EffectStage.builtInEffect(named:),
        snippets: ShaderInclude.Finder? = nil
    ) throws(EffectError) -> [EffectDescription] {
        let header = try ShaderHeader(source: source, file: file)
        let included = try ShaderInclude.expand(
            source, file: file, header: header.directives, finder: snippets ?? .beside(file))
        do {
            var base = try baseEffect(header, source: included.text, file: file)
            base.lineOrigins = included.origins
            base.includedFiles = included.snippetFiles
            base.stages = try EffectStage.parse(
                included.text, file: file, inputs: base.inputs, parameters: header.parameters, alpha: header.alpha,
                builtIn: builtIn)
            try checkStages(of: base, header: header)
            return try effects(from: base, header: header)
        } catch {
            throw included.locate(error)
        }
    }

    /// The file's own effect, its header's lines checked together.
    private static func baseEffect(
        _ header: ShaderHeader, source: String, file: String
    ) throws(EffectError) -> EffectDescription {
        func fail(_ line: Int, _ message: String) -> EffectError {
            .malformedShader(file: file, line: line, message: message)
        }
        guard header.name != nil || !header.variantLines.isEmpty else { throw fail(1, "the header has no @name") }
        guard let kind = header.kind else { throw fail(1, "the header has no @kind") }
        let expectedInputs = defaultInputs(for: kind)
        let inputs = header.inputs ?? expectedInputs
        // A transition may read further images after from and to, and a filter after its input
        // (a lookup table); a blend's two inputs are its whole meaning.
        let takesExtraImages = kind == .transition || kind == .filter
        guard inputs.count == expectedInputs.count || takesExtraImages && inputs.count > expectedInputs.count else {
            throw fail(1, "a \(kind.rawValue) takes \(expectedInputs.count) input(s), @inputs names \(inputs.count)")
        }
        if kind == .transition, header.parameters.contains(where: { $0.name == "progress" }) {
            throw fail(1, "'progress' is provided to every transition; do not declare it")
        }
        if let cells = header.cells {
            guard header.parameters.contains(where: { $0.name == cells.parameter && $0.type == .float }) else {
                throw fail(cells.line, "@cells \(cells.parameter) must name a float @param")
            }
            if let condition = cells.condition,
                !header.parameters.contains(where: { $0.name == condition && $0.type == .bool })
            {
                throw fail(cells.line, "@cells … if \(condition) must name a bool @param")
            }
            guard kind == .filter else { throw fail(cells.line, "@cells is for filters (one input)") }
        }
        var base = EffectDescription(
            name: header.name ?? "", kind: kind, summary: header.summary, inputs: inputs,
            parameters: header.parameters, samplesPerInput: header.samples, file: file, source: source,
            alpha: header.alpha
        )
        base.cellWidthParameter = header.cells?.parameter
        base.cellCondition = header.cells?.condition
        base.keepsOpacity = header.keepsOpacity
        base.readsPreviousOutput = header.previousLine != nil
        if let previousLine = header.previousLine, header.cells != nil {
            throw fail(
                previousLine,
                "@inputs previous cannot go with @cells: a cells pass keeps one texel per cell, not the image")
        }
        return base
    }

    /// What the header says that depends on the stages.
    private static func checkStages(of base: EffectDescription, header: ShaderHeader) throws(EffectError) {
        func fail(_ line: Int, _ message: String) -> EffectError {
            .malformedShader(file: base.file, line: line, message: message)
        }
        // A multi-pass file's stages each define theirs (or run a built-in effect's).
        guard !base.stages.isEmpty || GLSLTokenizer.definesFunction(entryFunction, in: base.source) else {
            throw fail(1, "no entry function: define vec4 \(entryFunction)(vec2 uv)")
        }
        if let previousLine = header.previousLine, !base.stages.isEmpty {
            throw fail(
                previousLine,
                "@inputs previous is for one-pass effects; in a file with @stage sections, the stage that reads its own last output says @reads …, previous"
            )
        }
        if let cells = header.cells, !base.stages.isEmpty {
            throw fail(cells.line, "@cells is for one-pass filters; this file has @stage sections")
        }
    }

    /// The file's effect (when it has a `@name`) and one per `@variant`, each transition given `progress`.
    private static func effects(
        from base: EffectDescription, header: ShaderHeader
    ) throws(EffectError) -> [EffectDescription] {
        var base = base
        // An alias names the file's own effect, so a file of variants alone has nothing to alias.
        if let first = header.aliases.first {
            guard let name = header.name else {
                throw .malformedShader(
                    file: base.file, line: first.line,
                    message: "@alias names another name of the file's @name; this file has none")
            }
            if let same = header.aliases.first(where: { $0.name == name }) {
                throw .malformedShader(
                    file: base.file, line: same.line, message: "@alias \(name) is the file's own @name")
            }
            base.aliases = header.aliases.map(\.name)
        }
        var variants: [ShaderVariant] = []
        for (line, text) in header.variantLines {
            let variant = try ShaderVariant(parsing: text, parameters: header.parameters, file: base.file, line: line)
            if variant.name == header.name {
                throw .malformedShader(
                    file: base.file, line: line, message: "@variant \(variant.name) has the file's @name")
            }
            if let earlier = variants.first(where: { $0.name == variant.name }) {
                throw .malformedShader(
                    file: base.file, line: line,
                    message: "@variant \(variant.name) is declared twice (also line \(earlier.line))")
            }
            variants.append(variant)
        }
        let effects =
            (header.name == nil ? [] : [base])
            + variants.map {
                var variant = $0.effect(from: base, parameterLines: header.parameterLines)
                variant.aliases = []
                return variant
            }
        return effects.map { effect in
            var effect = effect
            if base.kind == .transition { effect.parameters.insert(progressParameter, at: 0) }
            return effect
        }
    }

    /// The parameter every transition gets without declaring it.
    private static let progressParameter = EffectParameter(
        name: "progress", type: .float, defaultValue: .float(0), range: 0...1,
        summary: "How far the transition has gone, 0 to 1.")

    static func defaultInputs(for kind: EffectKind) -> [String] {
        switch kind {
        case .filter: return ["input"]
        case .blend: return ["first", "second"]
        case .transition: return ["from", "to"]
        case .generator: return []
        }
    }

    /// `TYPE NAME = DEFAULT [MIN, MAX] summary`, the range optional.
    static func parseParameter(_ text: String, file: String, line: Int) throws(EffectError) -> EffectParameter {
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
            throw fail(
                "unknown parameter type '\(typeName)'; known: "
                    + ParameterType.allCases.filter { $0 != .image }.map(\.rawValue).joined(separator: ", "))
        }
        let name = word()
        guard isIdentifier(name) else { throw fail("'\(name)' is not a valid parameter name") }
        rest = rest.drop { $0.isWhitespace }
        guard rest.first == "=" else {
            throw fail("@param \(name) needs a default: @param \(typeName) \(name) = VALUE")
        }
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
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil)
        }
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
        guard !name.isEmpty, !name.contains("=") else {
            throw fail("@variant needs a name, e.g. @variant wipeleft direction=0")
        }
        rest = rest.dropFirst(name.count)
        self.name = String(name)
        self.line = line
        presets = []
        // Presets are the NAME=VALUE words after the name; the summary starts at the first other word.
        while true {
            let token = word()
            guard let equals = token.firstIndex(of: "="), ShaderFileParser.isIdentifier(String(token[..<equals])) else {
                break
            }
            rest = rest.dropFirst(token.count)
            let parameterName = String(token[..<equals])
            let valueText = String(token[token.index(after: equals)...])
            guard let parameter = parameters.first(where: { $0.name == parameterName }) else {
                let known =
                    parameters.isEmpty
                    ? "the file has none" : "known: " + parameters.map(\.name).joined(separator: ", ")
                throw fail("@variant \(name) presets '\(parameterName)', which is not a @param of this file; \(known)")
            }
            guard !presets.contains(where: { $0.name == parameterName }) else {
                throw fail("@variant \(name) presets \(parameterName) twice")
            }
            guard let value = parameter.type.parse(valueText) else {
                throw fail(
                    "@variant \(name): '\(valueText)' for \(parameterName) is not \(parameter.type.expectedForm)")
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
            lines[parameterLines[parameterName]! - 1] =
                "const \(parameter.type.glslType) \(parameterName) = \(Self.literal(value));"
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
