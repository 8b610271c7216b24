/// Writes `BuiltInTransitions.swift`: a typed function for each built-in transition, from what its
/// file's header says. `BuiltInTransitionTests` fails while the committed file differs, and
/// rewrites it when `SEGUE_WRITE_BUILT_INS=1`.
package enum BuiltInSourceWriter {
    /// The Swift source of every transition of `library` (the built-ins alone: `EffectLibrary(environment: [:])`).
    package static func transitions(of library: EffectLibrary) throws(EffectError) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from the built-in transitions' headers by BuiltInSourceWriter; do not edit.",
            "// Rewrite it with: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests",
            "",
            "extension BuiltInTransition {",
        ]
        let transitions = library.transitions
        for (index, transition) in transitions.enumerated() {
            if index > 0 { lines.append("") }
            lines += try function(for: transition)
        }
        lines += [
            "",
            "    /// Every built-in transition with its defaults.",
            "    public static let all: [BuiltInTransition] = [",
        ]
        lines += transitions.map { "        .\(identifier(forTransition: $0.name))()," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The static function making `transition`, with its doc comment.
    static func function(for transition: TransitionDescription) throws(EffectError) -> [String] {
        var lines = ["    /// `\(transition.name)`: \(transition.summary)"]
        let parameters = transition.parameters.filter { $0.type != .image }
        if !parameters.isEmpty {
            lines += ["    ///", "    /// - Parameters:"]
            for parameter in parameters {
                let range = parameter.range.map { " In \(number($0.lowerBound))…\(number($0.upperBound))." } ?? ""
                lines.append("    ///   - \(identifier(parameter.name)): \(parameter.summary)\(range)")
            }
        }
        var arguments: [String] = []
        var values: [String] = []
        for parameter in parameters {
            let (type, literal, conversion) = try swift(parameter, transition: transition.name)
            arguments.append("\(identifier(parameter.name)): \(type) = \(literal)")
            values.append("(\(String(reflecting: parameter.name)), \(conversion(identifier(parameter.name))))")
        }
        lines.append(
            "    public static func \(identifier(forTransition: transition.name))(\(arguments.joined(separator: ", "))) -> BuiltInTransition {"
        )
        lines.append(
            "        BuiltInTransition(\(String(reflecting: transition.name)), [\(values.joined(separator: ", "))])")
        lines.append("    }")
        return lines
    }

    /// A parameter's Swift type, its default as a literal, and how its argument becomes a value.
    private static func swift(
        _ parameter: EffectParameter, transition: String
    ) throws(EffectError) -> (type: String, literal: String, conversion: (String) -> String) {
        let same: (String) -> String = { $0 }
        switch parameter.defaultValue {
        case .float(let x): return ("Float", "\(x)", same)
        case .int(let x): return ("Int", "\(x)", { "Int32(clamping: \($0))" })
        case .bool(let x): return ("Bool", "\(x)", same)
        case .vec2(let v): return ("SIMD2<Float>", "SIMD2(\(v.x), \(v.y))", same)
        case .vec3(let v): return ("SIMD3<Float>", "SIMD3(\(v.x), \(v.y), \(v.z))", same)
        case .vec4(let v): return ("SIMD4<Float>", "SIMD4(\(v.x), \(v.y), \(v.z), \(v.w))", same)
        default:
            throw .invalidParameterValue(
                effect: transition, name: parameter.name, value: parameter.type.rawValue,
                expected: "a type the typed built-ins know (float, int, bool, vec2, vec3, vec4, color)")
        }
    }

    /// `pixellate-dissolve` as `pixellateDissolve`.
    static func identifier(forTransition name: String) -> String {
        let words = name.split(separator: "-")
        let joined = words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }
        return identifier(joined.joined())
    }

    /// `name`, in backquotes where Swift reserves it.
    static func identifier(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }

    private static let reserved: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "var", "where", "while", "Type", "Self",
    ]

    /// A range bound as a header writes it: 4, not 4.0.
    private static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}
