/// Writes `BuiltInTransitions.swift` and `BuiltInEffects.swift`, a typed function for each
/// built-in, and `BuiltInEffectParameters.swift`, a typed view of each effect's parameters on a
/// node, from what its file's header says. `BuiltInTransitionTests` fails while a committed
/// file differs, and rewrites them when `SEGUE_WRITE_BUILT_INS=1`.
package enum BuiltInSourceWriter {
    /// The Swift source of every transition of `library` (the built-ins alone: `EffectLibrary(environment: [:])`).
    package static func transitions(of library: EffectLibrary) throws(EffectError) -> String {
        let entries = library.transitions.map {
            Entry(
                name: $0.name, summary: $0.summary, parameters: $0.parameters,
                identifier: identifier(forTransition: $0.name))
        }
        return try source(of: entries, type: "BuiltInTransition")
    }

    /// The Swift source of every filter, blend and generator of `library` (the built-ins alone).
    package static func effects(of library: EffectLibrary) throws(EffectError) -> String {
        try source(of: effectEntries(of: library), type: "BuiltInEffect")
    }

    /// The Swift source of a typed view of each effect's parameters, as `EffectNode` properties.
    package static func effectParameters(of library: EffectLibrary) throws(EffectError) -> String {
        var lines = header
        for entry in effectEntries(of: library) where !entry.parameters.isEmpty {
            lines += try view(of: entry)
        }
        return lines.joined(separator: "\n")
    }

    private static func effectEntries(of library: EffectLibrary) -> [Entry] {
        library.effects.values.filter { $0.kind != .transition }.sorted { $0.name < $1.name }.map {
            Entry(
                name: $0.name, summary: $0.summary, parameters: $0.userParameters.filter { $0.type != .image },
                identifier: identifier(forEffect: $0.name))
        }
    }

    private static let header = [
        "// swift-format-ignore-file",
        "// Generated from the built-ins' headers by BuiltInSourceWriter; do not edit.",
        "// Rewrite it with: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests",
        "",
    ]

    /// `entry`'s view type and the node property reaching it.
    private static func view(of entry: Entry) throws(EffectError) -> [String] {
        let type = "BuiltInParameters.\(entry.name)"
        var lines = [
            "extension EffectNode {",
            "    /// `\(entry.name)`'s parameters on this node, typed; a node of another effect refuses their values.",
            "    public var \(entry.identifier): \(type) { \(type)(node: self) }",
            "}",
            "",
            "extension BuiltInParameters {",
            "    /// `\(entry.name)`'s parameters on a node: \(entry.summary)",
            "    public struct \(entry.name): Sendable {",
            "        /// The node whose values these are.",
            "        public let node: EffectNode",
        ]
        for parameter in entry.parameters {
            let (swiftType, literal, conversion) = try swift(parameter, of: entry.name)
            let arguments = "\(String(reflecting: entry.name)), \(String(reflecting: parameter.name))"
            lines += [
                "",
                "        /// \(parameter.summary)\(rangeSentence(parameter)) \(literal) by default.",
                "        public var \(identifier(parameter.name)): \(swiftType) {",
                "            get { node.builtInValue(\(arguments), or: \(literal)) }",
                "            nonmutating set { node.setBuiltIn(\(arguments), \(conversion("newValue"))) }",
                "        }",
            ]
        }
        return lines + ["    }", "}", ""]
    }

    /// " In 0…1." for a parameter with a range, else "".
    private static func rangeSentence(_ parameter: EffectParameter) -> String {
        parameter.range.map { " In \(number($0.lowerBound))…\(number($0.upperBound))." } ?? ""
    }

    /// What a function is made from: a built-in's name, summary and parameters, and its Swift name.
    private struct Entry {
        var name: String
        var summary: String
        var parameters: [EffectParameter]
        var identifier: String
    }

    private static func source(of entries: [Entry], type: String) throws(EffectError) -> String {
        var lines = header + ["extension \(type) {"]
        for (index, entry) in entries.enumerated() {
            if index > 0 { lines.append("") }
            lines += try function(for: entry, type: type)
        }
        lines += ["", "    /// Every built-in with its defaults.", "    public static let all: [\(type)] = ["]
        lines += entries.map { "        .\($0.identifier)()," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The static function making `entry`, with its doc comment.
    private static func function(for entry: Entry, type: String) throws(EffectError) -> [String] {
        var lines = ["    /// `\(entry.name)`: \(entry.summary)"]
        let parameters = entry.parameters.filter { $0.type != .image }
        if !parameters.isEmpty {
            lines += ["    ///", "    /// - Parameters:"]
            for parameter in parameters {
                lines.append(
                    "    ///   - \(identifier(parameter.name)): \(parameter.summary)\(rangeSentence(parameter))")
            }
        }
        var arguments: [String] = []
        var values: [String] = []
        for parameter in parameters {
            let (swiftType, literal, conversion) = try swift(parameter, of: entry.name)
            arguments.append("\(identifier(parameter.name)): \(swiftType) = \(literal)")
            values.append("(\(String(reflecting: parameter.name)), \(conversion(identifier(parameter.name))))")
        }
        lines.append("    public static func \(entry.identifier)(\(arguments.joined(separator: ", "))) -> \(type) {")
        lines.append("        \(type)(\(String(reflecting: entry.name)), [\(values.joined(separator: ", "))])")
        lines.append("    }")
        return lines
    }

    /// A parameter's Swift type, its default as a literal, and how its argument becomes a value.
    private static func swift(
        _ parameter: EffectParameter, of effect: String
    ) throws(EffectError) -> (type: String, literal: String, conversion: (String) -> String) {
        let same: (String) -> String = { $0 }
        func vector(_ scalars: [String]) -> String { "SIMD\(scalars.count)(\(scalars.joined(separator: ", ")))" }
        switch parameter.defaultValue {
        case .float(let x): return ("Float", "\(x)", same)
        case .int(let x): return ("Int", "\(x)", { "Int32(clamping: \($0))" })
        case .bool(let x): return ("Bool", "\(x)", same)
        case .vec2(let v): return ("SIMD2<Float>", vector([v.x, v.y].map(\.description)), same)
        case .vec3(let v): return ("SIMD3<Float>", vector([v.x, v.y, v.z].map(\.description)), same)
        case .vec4(let v): return ("SIMD4<Float>", vector([v.x, v.y, v.z, v.w].map(\.description)), same)
        case .mat3(let m):
            return ("[Float]", "[\(m.map(\.description).joined(separator: ", "))]", { "ParameterValue.mat3(\($0))" })
        case .mat4(let m):
            return ("[Float]", "[\(m.map(\.description).joined(separator: ", "))]", { "ParameterValue.mat4(\($0))" })
        default:
            throw .invalidParameterValue(
                effect: effect, name: parameter.name, value: parameter.type.rawValue,
                expected: "a type the typed built-ins know (float, int, bool, vec2, vec3, vec4, color, mat3, mat4)")
        }
    }

    /// `pixellate-dissolve` as `pixellateDissolve`.
    static func identifier(forTransition name: String) -> String {
        let words = name.split(separator: "-")
        let joined = words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }
        return identifier(joined.joined())
    }

    /// `GaussianBlur` as `gaussianBlur`, `CGAColorspaceFilter` as `cgaColorspaceFilter`: the
    /// leading capitals lowered, but the last of a run of them when it starts a word.
    static func identifier(forEffect name: String) -> String {
        let letters = Array(name)
        var capitals = letters.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < letters.count, letters[capitals].isLowercase { capitals -= 1 }
        return identifier(
            String(letters.prefix(max(capitals, 1))).lowercased() + String(letters.dropFirst(max(capitals, 1))))
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
