import SegueGL

/// Splits a local declaration whose initializer names the variable being declared,
/// `float t = flag ? t = 1.0 - progress : t = progress;`, into `float t ; t = …;` on the same line.
///
/// GLSL ES 3.00 starts a variable's scope after its initializer, so there `t` is undeclared and
/// the file fails to compile; the public gl-transitions collection has such a file and its hosts
/// render it, with `t` meaning the new variable. Splitting gives that meaning in 3.00 too. A name
/// that appeared earlier in the file (a uniform, a parameter, an earlier local) is left alone:
/// there the initializer reads that other variable, as 3.00 says, and as those files expect.
enum SelfInitializers {
    /// The types a local declaration may start with (after any precision qualifier).
    static let types: Set<String> = [
        "float", "int", "bool", "vec2", "vec3", "vec4", "ivec2", "ivec3", "ivec4",
        "bvec2", "bvec3", "bvec4", "mat2", "mat3", "mat4",
    ]

    /// `source` with each such declaration split; `provided` are names the engine declares
    /// (`progress`, `ratio`, …), which count as seen before the file begins.
    static func splitting(_ source: String, provided: Set<String>) -> String {
        let tokens = GLSLTokenizer.tokenize(source)
        var seen = provided
        var splitAt: Set<Int> = []  // indices of the `=` tokens to rewrite
        var depth = 0
        // Comments and the spaces between words say nothing here.
        let code = tokens.indices.filter {
            switch tokens[$0] {
            case .comment: false
            case .other(let text): !text.allSatisfy(\.isWhitespace)
            case .identifier: true
            }
        }
        for (position, index) in code.enumerated() {
            switch tokens[index] {
            case .comment: continue
            case .other(let text):
                depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
            case .identifier(let word):
                defer { seen.insert(String(word)) }
                guard depth > 0, types.contains(String(word)), position + 2 < code.count,
                    case .identifier(let name) = tokens[code[position + 1]], !seen.contains(String(name)),
                    case .other(let assign) = tokens[code[position + 2]], isAssignment(assign),
                    initializer(of: tokens, from: code[position + 2], names: String(name))
                else { continue }
                splitAt.insert(code[position + 2])
            }
        }
        guard !splitAt.isEmpty else { return source }
        return tokens.enumerated().map { index, token in
            switch token {
            case .identifier(let text), .comment(let text): return String(text)
            case .other(let text):
                guard splitAt.contains(index), let name = declaredName(before: index, in: tokens) else {
                    return String(text)
                }
                return text.replacingOccurrences(of: "=", with: "; \(name) =", options: [], range: text.range(of: "="))
            }
        }.joined()
    }

    /// The identifier nearest before token `index`.
    private static func declaredName(before index: Int, in tokens: [GLSLTokenizer.Token]) -> Substring? {
        for token in tokens[..<index].reversed() {
            if case .identifier(let name) = token { return name }
        }
        return nil
    }

    /// Whether `text` (what follows a declared name) is ` = ` and not `==`.
    private static func isAssignment(_ text: Substring) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        return trimmed == "=" || (trimmed.hasPrefix("=") && !trimmed.hasPrefix("=="))
    }

    /// Whether the initializer after the `=` of token `start` mentions `name` before its `;`,
    /// and declares nothing else (a `,` at depth 0 starts another declarator, left alone).
    private static func initializer(of tokens: [GLSLTokenizer.Token], from start: Int, names name: String) -> Bool {
        var depth = 0
        var mentions = false
        for (index, token) in tokens[start...].enumerated() {
            switch token {
            case .comment: continue
            case .identifier(let word): if word == name { mentions = true }
            case .other(var text):
                // The `=` token may already hold the end (`= 0.0; ` in a for loop: numbers are not tokens).
                if index == 0, let equals = text.firstIndex(of: "=") { text = text[text.index(after: equals)...] }
                for character in text {
                    switch character {
                    case "(", "[": depth += 1
                    case ")", "]": depth -= 1
                    case "," where depth == 0: return false
                    case ";" where depth == 0: return mentions
                    case "{", "}": return false
                    default: break
                    }
                }
            }
        }
        return false
    }
}
