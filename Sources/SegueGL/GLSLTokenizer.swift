/// Just enough of a GLSL lexer to rename identifiers without touching comments, numbers or layout.
///
/// Fusing several effects into one shader needs each effect's uniforms, helper functions and
/// globals renamed apart; the rewrite keeps every line where it was, so a driver's line numbers
/// can be mapped back to the author's file.
package enum GLSLTokenizer {
    package enum Token: Equatable {
        case identifier(Substring)
        case comment(Substring)
        case other(Substring)
    }

    package static func tokenize(_ source: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = source.unicodeScalars
        var index = scalars.startIndex
        var otherStart = index
        func flushOther(upTo end: String.UnicodeScalarView.Index) {
            if otherStart < end { tokens.append(.other(Substring(scalars[otherStart..<end]))) }
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "/", next < scalars.endIndex, scalars[next] == "/" || scalars[next] == "*" {
                flushOther(upTo: index)
                var end: String.UnicodeScalarView.Index
                if scalars[next] == "/" {
                    end = scalars[index...].firstIndex(of: "\n") ?? scalars.endIndex
                } else {
                    end = scalars.index(after: next)
                    while end < scalars.endIndex {
                        let after = scalars.index(after: end)
                        if scalars[end] == "*", after < scalars.endIndex, scalars[after] == "/" {
                            end = scalars.index(after: after)
                            break
                        }
                        end = after
                    }
                }
                tokens.append(.comment(Substring(scalars[index..<end])))
                index = end
                otherStart = end
            } else if isIdentifierStart(scalar) {
                flushOther(upTo: index)
                var end = next
                while end < scalars.endIndex, isIdentifierBody(scalars[end]) { end = scalars.index(after: end) }
                tokens.append(.identifier(Substring(scalars[index..<end])))
                index = end
                otherStart = end
            } else if scalar.properties.numericType != nil && scalar.isASCII {
                // A number, with any suffix letters (1.0e5, 2u), is not an identifier.
                var end = next
                while end < scalars.endIndex, isIdentifierBody(scalars[end]) || scalars[end] == "." {
                    end = scalars.index(after: end)
                }
                index = end
            } else {
                index = next
            }
        }
        flushOther(upTo: scalars.endIndex)
        return tokens
    }

    /// `source` with each identifier in `renames` replaced, and each in `variableRenames`
    /// replaced where it is not called (so a uniform may be named `mix` like the built-in).
    package static func rename(
        _ source: String, _ renames: [String: String], variableRenames: [String: String] = [:]
    ) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count + 256)
        let tokens = tokenize(source)
        for (index, token) in tokens.enumerated() {
            switch token {
            case .identifier(let name):
                let key = String(name)
                if let renamed = renames[key] {
                    output += renamed
                } else if let renamed = variableRenames[key], !isCall(tokens, after: index) {
                    output += renamed
                } else {
                    output += name
                }
            case .comment(let text), .other(let text): output += text
            }
        }
        return output
    }

    /// Rewrites `texture2D(sampler, p)` and `texture(sampler, p)` for each sampler in
    /// `functions` into `function(p)`, so an image read goes through a sampling function.
    package static func rewriteSamplerCalls(_ source: String, _ functions: [String: String]) -> String {
        guard !functions.isEmpty else { return source }
        var tokens = tokenize(source)
        var index = 0
        while index + 3 < tokens.count {
            if case .identifier(let call) = tokens[index], call == "texture2D" || call == "texture",
                case .other(let open) = tokens[index + 1], open.trimmingCharacters(in: .whitespaces) == "(",
                case .identifier(let sampler) = tokens[index + 2], let function = functions[String(sampler)],
                case .other(let comma) = tokens[index + 3], comma.trimmingCharacters(in: .whitespaces).hasPrefix(",")
            {
                let rest = comma.drop { $0 != "," }.dropFirst()
                tokens.replaceSubrange(
                    index...(index + 3), with: [.identifier(Substring(function)), .other("(" + rest)])
            }
            index += 1
        }
        return text(of: tokens)
    }

    /// The name of the single `vec2` parameter of function `entry`, if the body never assigns it.
    package static func unassignedParameter(of entry: String, in source: String) -> String? {
        let tokens = tokenize(source).filter {
            switch $0 {
            case .comment: return false
            case .other(let text): return !text.allSatisfy(\.isWhitespace)
            case .identifier: return true
            }
        }
        var name: Substring?
        for index in tokens.indices.dropLast(3) {
            guard case .identifier(entry) = tokens[index], case .other(let open) = tokens[index + 1],
                open.trimmingCharacters(in: .whitespaces) == "(",
                case .identifier("vec2") = tokens[index + 2], case .identifier(let parameter) = tokens[index + 3]
            else { continue }
            name = parameter
            break
        }
        guard let name else { return nil }
        for index in tokens.indices.dropLast() {
            guard case .identifier(name) = tokens[index], case .other(var after) = tokens[index + 1] else { continue }
            if after.trimmingCharacters(in: .whitespaces) == ".", index + 3 < tokens.count,
                case .other(let next) = tokens[index + 3]
            {
                after = next  // uv.x = …
            }
            let text = after.drop { $0.isWhitespace }
            let assigns =
                ["+=", "-=", "*=", "/=", "++", "--"].contains { text.hasPrefix($0) }
                || text.hasPrefix("=") && !text.hasPrefix("==")
            if assigns { return nil }
            if index > 0, case .other(let before) = tokens[index - 1], before.hasSuffix("++") || before.hasSuffix("--")
            {
                return nil
            }
        }
        return String(name)
    }

    /// Renames calls `function(argument)` whose only argument is the identifier `argument`.
    package static func rewriteCalls(
        in source: String, of function: String, withArgument argument: String, to replacement: String
    ) -> String {
        var tokens = tokenize(source)
        for index in tokens.indices.dropLast(3) {
            guard case .identifier(let name) = tokens[index], name == function,
                case .other(let open) = tokens[index + 1], open.trimmingCharacters(in: .whitespaces) == "(",
                case .identifier(let name2) = tokens[index + 2], name2 == argument,
                case .other(let close) = tokens[index + 3], close.drop(while: \.isWhitespace).hasPrefix(")")
            else { continue }
            tokens[index] = .identifier(Substring(replacement))
        }
        return text(of: tokens)
    }

    private static func isCall(_ tokens: [Token], after index: Int) -> Bool {
        guard index + 1 < tokens.count, case .other(let text) = tokens[index + 1] else { return false }
        return text.first { !$0.isWhitespace } == "("
    }

    /// Names declared at file scope: functions, global variables and constants, structs, macros.
    /// Of a preprocessor line only a `#define`'s name counts: a macro body's calls (`acos` in
    /// `#define PI acos(-1.0)`) are uses, never declarations.
    package static func topLevelDeclarations(in source: String) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        var previous: Substring?
        var previousWasIdentifier = false
        var lineStartsWithDefine = false
        var atLineStart = true
        var inDirective = false
        let tokens = tokenize(source)
        for (index, token) in tokens.enumerated() {
            switch token {
            case .identifier(let name):
                atLineStart = false
                if inDirective {
                    if lineStartsWithDefine {
                        names.insert(String(name))
                        lineStartsWithDefine = false
                    } else if name == "define", case .other(let text)? = index > 0 ? tokens[index - 1] : nil,
                        text.hasSuffix("#")
                    {
                        lineStartsWithDefine = true
                    }
                    continue
                }
                if depth == 0, previousWasIdentifier, let previous, previous != "return", previous != "precision",
                    !reserved.contains(String(name)), index + 1 < tokens.count,
                    case .other(let following) = tokens[index + 1],
                    let mark = following.first(where: { !$0.isWhitespace }), "(=;[,{".contains(mark)
                {
                    names.insert(String(name))
                }
                previous = name
                previousWasIdentifier = true
            case .comment:
                continue
            case .other(let text):
                var escaped = false
                for character in text {
                    if character == "\n" {
                        // A backslash at the end of a directive's line continues it.
                        if !escaped {
                            inDirective = false
                            lineStartsWithDefine = false
                        }
                        atLineStart = true
                    } else if character == "#" && atLineStart {
                        inDirective = true
                    } else if !character.isWhitespace {
                        atLineStart = false
                    }
                    escaped = character == "\\" || (escaped && character.isWhitespace && character != "\n")
                    guard !inDirective else { continue }
                    if character == "{" || character == "(" { depth += 1 }
                    if character == "}" || character == ")" { depth -= 1 }
                }
                if !inDirective {
                    previousWasIdentifier = text.allSatisfy { $0 == " " || $0 == "\t" } ? previousWasIdentifier : false
                }
            }
        }
        return names
    }

    /// Keywords and built-in types, which a declaration scan must never take for names.
    package static let reserved: Set<String> = [
        "void", "bool", "int", "uint", "float", "vec2", "vec3", "vec4", "bvec2", "bvec3", "bvec4",
        "ivec2", "ivec3", "ivec4", "uvec2", "uvec3", "uvec4", "mat2", "mat3", "mat4",
        "sampler2D", "sampler3D", "samplerCube", "lowp", "mediump", "highp", "precision",
        "const", "uniform", "in", "out", "inout", "varying", "attribute", "struct", "return",
    ]

    /// Whether `source` defines a function called `name` at file scope.
    package static func definesFunction(_ name: String, in source: String) -> Bool {
        topLevelDeclarations(in: source).contains(name)
    }

    /// Whether `name` occurs as an identifier in `source` (outside comments).
    package static func uses(_ name: String, in source: String) -> Bool {
        GLSLUsage(source).uses(name)
    }

    /// `source` with its comments taken out; a comment's line breaks stay, so lines keep their numbers.
    package static func withoutComments(_ source: String) -> String {
        text(
            of: tokenize(source).map {
                guard case .comment(let text) = $0 else { return $0 }
                return .other(Substring(String(repeating: "\n", count: text.count { $0 == "\n" })))
            })
    }

    private static func text(of tokens: [Token]) -> String {
        tokens.map {
            switch $0 {
            case .identifier(let text), .comment(let text), .other(let text): return String(text)
            }
        }.joined()
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || (scalar.isASCII && scalar.properties.numericType != nil)
    }
}
