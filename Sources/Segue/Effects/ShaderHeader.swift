/// What a native effect file's header says (`ShaderFileParser` has the format), read one
/// directive at a time; what depends on several lines is checked by the parser afterwards.
struct ShaderHeader {
    var name: String?
    var kind: EffectKind?
    var summary = ""
    var inputs: [String]?
    var parameters: [EffectParameter] = []
    var samples: Int?
    var cells: (parameter: String, condition: String?, line: Int)?
    /// The `@inputs` line naming `previous`, the effect's own last output, when one does.
    var previousLine: Int?
    var alpha = AlphaConvention.premultiplied
    var keepsOpacity = false
    var parameterLines: [String: Int] = [:]
    var variantLines: [(line: Int, text: String)] = []
    var aliases: [(name: String, line: Int)] = []
    /// Every directive read, in order.
    let directives: [ShaderDirective]

    static let knownKeys =
        "@name, @kind, @summary, @inputs, @param, @samples, @cells, @alpha, @opaque, @alias, @variant, @include, @stage"

    /// Reads the header of `source`.
    init(source: String, file: String) throws(EffectError) {
        directives = ShaderDirective.header(of: source, file: file)
        for directive in directives { try read(directive) }
    }

    private mutating func read(_ directive: ShaderDirective) throws(EffectError) {
        let value = directive.value
        switch directive.key {
        case "name":
            guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
                throw directive.failure("@name needs one word, e.g. @name Pixellate")
            }
            name = value
        case "kind":
            guard let parsed = EffectKind(rawValue: value) else {
                throw directive.failure(
                    "@kind '\(value)' is not one of " + EffectKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        case "summary": summary = value
        case "inputs": try readInputs(directive)
        case "samples": samples = try directive.samples()
        case "param":
            let parameter = try ShaderFileParser.parseParameter(value, file: directive.file, line: directive.line)
            guard parameterLines[parameter.name] == nil else {
                throw directive.failure("@param \(parameter.name) is declared twice")
            }
            parameterLines[parameter.name] = directive.line
            parameters.append(parameter)
        case "cells":
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            guard words.count == 1 || words.count == 3 && words[1] == "if",
                words.allSatisfy(ShaderFileParser.isIdentifier)
            else {
                throw directive.failure(
                    "@cells names the float parameter giving the cell width, and optionally the bool that enables the cells pass, e.g. @cells fractionalWidthOfAPixel if smooth"
                )
            }
            cells = (words[0], words.count == 3 ? words[2] : nil, directive.line)
        case "alpha": alpha = try directive.alpha()
        case "opaque":
            guard value.isEmpty else {
                throw directive.failure("@opaque takes no value: it says that opaque inputs give an opaque output")
            }
            keepsOpacity = true
        case "alias":
            let names = directive.names
            guard !names.isEmpty, names.allSatisfy(ShaderFileParser.isIdentifier) else {
                throw directive.failure("@alias takes one or more names, e.g. @alias Brightness")
            }
            for alias in names {
                guard !aliases.contains(where: { $0.name == alias }) else {
                    throw directive.failure("@alias \(alias) is declared twice")
                }
                aliases.append((alias, directive.line))
            }
        // Read once the whole header is known: a variant may preset a later @param.
        case "variant": variantLines.append((directive.line, value))
        // Expanded by ShaderInclude once the header is read.
        case "include": break
        default:
            throw directive.failure("unknown header key @\(directive.key); known: \(Self.knownKeys)")
        }
    }

    private mutating func readInputs(_ directive: ShaderDirective) throws(EffectError) {
        var names = directive.names
        guard names.allSatisfy(ShaderFileParser.isIdentifier) else {
            throw directive.failure("@inputs takes identifiers, e.g. @inputs from, to")
        }
        // `previous` is no image to connect: the effect's own output of the frame before.
        let previous = EffectDescription.previousInput
        if names.contains(previous) {
            guard names.filter({ $0 == previous }).count == 1 else {
                throw directive.failure("@inputs names \(previous) twice")
            }
            guard names.last == previous else {
                throw directive.failure(
                    "@inputs names \(previous), the effect's own last output, after its images, e.g. @inputs input, previous"
                )
            }
            names.removeLast()
            previousLine = directive.line
        }
        inputs = names
    }
}
