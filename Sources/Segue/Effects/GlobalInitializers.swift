import Foundation
import SegueGL

/// Moves the initializers of global variables into functions that the generated `main()` calls
/// first, as WebGL hosts do: GLSL ES 3.00 rejects `float s = pow(2.0, progress);` at file scope
/// (a global's initializer must be constant), and gl-transitions files rely on it.
///
/// The rewrite keeps every line where the author wrote it: `float s = pow(2.0, progress);`
/// becomes `float s; void segue_init0() { s = pow(2.0, progress); }` on the same lines, so a
/// compiler message about the expression still points at the author's line. Deferring a
/// constant initializer too changes nothing: globals hold their initial values when `main` starts.
enum GlobalInitializers {
    /// The function that runs every deferred initializer, in the order written.
    static let entry = "segue_initGlobals"

    /// `source` with its global initializers deferred, or nil when it has none and `prelude` is
    /// empty; `prelude` statements run first (the values a foreign host's vertex shader gave).
    static func deferringInitializers(in source: String, prelude: [String] = []) -> String? {
        let code = maskedCode(source)
        var insertions: [(offset: Int, text: String)] = []
        var statementStart = 0
        var braces = 0
        var parens = 0
        var count = 0
        for (offset, character) in code.enumerated() {
            switch character {
            case "(", "[": parens += 1
            case ")", "]": parens -= 1
            case "{": braces += 1
            case "}":
                braces -= 1
                if braces == 0 && parens == 0 { statementStart = offset + 1 }
            case ";" where braces == 0 && parens == 0:
                if let rewrite = deferral(of: code, from: statementStart, to: offset, index: count) {
                    insertions += rewrite
                    count += 1
                }
                statementStart = offset + 1
            default: break
            }
        }
        guard count > 0 || !prelude.isEmpty else { return nil }
        var result = Array(source.unicodeScalars)
        // Offsets count scalars of the original; insert from the end so earlier ones stay valid.
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            result.insert(contentsOf: insertion.text.unicodeScalars, at: insertion.offset)
        }
        let calls = (prelude + (0..<count).map { "segue_init\($0)();" }).joined(separator: " ")
        var text = String.UnicodeScalarView()
        text.append(contentsOf: result)
        return String(text) + "\nvoid \(entry)() { \(calls) }"
    }

    /// Words that begin a file-scope statement which is not a plain variable with an initializer.
    private static let notDeferred: Set<String> = [
        "uniform", "const", "precision", "varying", "attribute", "in", "out", "struct", "layout", "invariant", "return",
    ]

    /// The two insertions that defer statement `code[start..<end]`, or nil when it is not a
    /// global variable declaration with an initializer.
    private static func deferral(
        of code: [Unicode.Scalar], from start: Int, to end: Int, index: Int
    ) -> [(offset: Int, text: String)]? {
        // The first `=` at depth 0 that is an assignment, not a comparison.
        var depth = 0
        var equals: Int?
        for offset in start..<end {
            switch code[offset] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "=" where depth == 0:
                let before: Unicode.Scalar = offset > start ? code[offset - 1] : " "
                let after: Unicode.Scalar = offset + 1 < end ? code[offset + 1] : " "
                if !"=!<>+-*/%&|^".unicodeScalars.contains(before) && after != "=" && equals == nil { equals = offset }
            default: break
            }
        }
        guard let equals else { return nil }
        let head = string(code[start..<equals])
        let words = head.unicodeScalars.split(whereSeparator: { !isWord($0) }).map { string($0[...]) }
        guard words.count >= 2, let first = words.first, !notDeferred.contains(String(first)),
            !head.contains("(")
        else { return nil }
        // The variable whose initializer is first: the last word before `=`, past any `[N]`.
        var nameEnd = equals
        while nameEnd > start, code[nameEnd - 1].properties.isWhitespace { nameEnd -= 1 }
        var bracketDepth = 0
        while nameEnd > start, code[nameEnd - 1] == "]" || bracketDepth > 0 {
            if code[nameEnd - 1] == "]" { bracketDepth += 1 }
            if code[nameEnd - 1] == "[" { bracketDepth -= 1 }
            nameEnd -= 1
        }
        var nameStart = nameEnd
        while nameStart > start, isWord(code[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < nameEnd else { return nil }
        let name = string(code[nameStart..<nameEnd])
        // Declarators after the first initializer are declared with it, then assigned in order.
        var later: [String] = []
        depth = 0
        var pieceStart = equals + 1
        for offset in (equals + 1)...end {
            let character: Unicode.Scalar = offset < end ? code[offset] : ","
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                if pieceStart > equals + 1 {
                    let piece = string(code[pieceStart..<offset])
                    // `, = 2` has nothing before its `=`: not a declarator, and not to be indexed into.
                    let declared =
                        (piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !declared.isEmpty, !declared.contains("[") else { return nil }
                    later.append(declared)
                }
                pieceStart = offset + 1
            default: break
            }
        }
        let declarations = later.map { ", " + $0 }.joined()
        return [(equals, "\(declarations); void segue_init\(index)() { \(name) "), (end + 1, " }")]
    }

    /// The source with comments and preprocessor lines replaced by spaces (newlines kept), so a
    /// character scan sees only code at the same offsets.
    static func maskedCode(_ source: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(source.count)
        for token in GLSLTokenizer.tokenize(source) {
            switch token {
            case .comment(let text): result += text.unicodeScalars.map { $0 == "\n" ? "\n" : " " }
            case .identifier(let text), .other(let text): result += text.unicodeScalars
            }
        }
        // Preprocessor lines: from a line's first non-blank `#` to its end (continuations included).
        var lineStart = true
        var inDirective = false
        for offset in result.indices {
            let character = result[offset]
            if character == "\n" {
                if !(inDirective && offset > 0 && result[offset - 1] == "\\") { inDirective = false }
                lineStart = true
                continue
            }
            if lineStart && character == "#" { inDirective = true }
            if !character.properties.isWhitespace { lineStart = false }
            if inDirective { result[offset] = " " }
        }
        return result
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
