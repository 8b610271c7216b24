import Foundation
import SegueGL

/// A `uniform` declaration at file scope of a foreign shader, with the default its comments give.
///
/// gl-transitions writes defaults in comments, in several ways that all count:
/// `uniform float p; // = 0.4`, `uniform float p; // = 0.4 ; // more words`,
/// `uniform vec3 c /* = vec3(0.9, 0.4, 0.2) */;`, `uniform float p/* = 0.4 */; // more words`.
/// A declaration may name several uniforms (`uniform float a, b;`); each gets the default.
struct UniformDeclaration {
    var type: String
    var name: String
    var defaultText: String?
    var line: Int
    /// The description of a gl-transitions annotation on the line before (`// @param Amount of
    /// blur`, `// @color …`, `// @range(0, 1) …`); empty when there is none.
    var annotation = ""

    static let precisionQualifiers: Set<String> = ["lowp", "mediump", "highp"]

    /// Every uniform declared in `source`, in order.
    static func all(in source: String, file: String) throws(EffectError) -> [UniformDeclaration] {
        var result: [UniformDeclaration] = []
        var annotation = ""
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("uniform ") || line.hasPrefix("uniform\t") else {
                // An annotation describes the declaration right after it; any other line ends it.
                annotation = Self.annotation(in: line) ?? ""
                continue
            }
            result += try parse(String(line), file: file, line: index + 1).map {
                var declaration = $0
                declaration.annotation = annotation
                return declaration
            }
            annotation = ""
        }
        return result
    }

    /// The words of a gl-transitions annotation comment: `// @param Amount of blur` gives
    /// `Amount of blur`, as do `// @color …` and `// @range(0, 1) …`; nil for any other line.
    static func annotation(in line: Substring) -> String? {
        guard line.hasPrefix("//") else { return nil }
        let comment = line.dropFirst(2).drop { $0.isWhitespace }
        guard comment.hasPrefix("@") else { return nil }
        var rest = comment.dropFirst().drop { $0.isLetter }
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    private static func parse(_ text: String, file: String, line: Int) throws(EffectError) -> [UniformDeclaration] {
        func fail(_ message: String) -> EffectError { .malformedShader(file: file, line: line, message: message) }
        var words: [String] = []
        var comments: [Substring] = []
        var ended = false
        var arrayed = false
        for token in GLSLTokenizer.tokenize(text) {
            switch token {
            case .comment(let comment):
                comments.append(comment)
            case .identifier(let name):
                if !ended { words.append(String(name)) }
            case .other(let other):
                guard !ended else { continue }
                let code = other.prefix { $0 != ";" }
                if code.contains("[") { arrayed = true }
                if code.count < other.count { ended = true }
            }
        }
        guard ended else {
            throw fail("declare a uniform on one line, ending with ';': uniform TYPE NAME; // = default")
        }
        let declared = words.dropFirst().filter { !precisionQualifiers.contains($0) }
        guard declared.count >= 2, let type = declared.first else {
            throw fail("a uniform needs a type and a name: uniform TYPE NAME; // = default")
        }
        guard !arrayed else { throw fail("uniform arrays are not supported; declare one uniform per value") }
        let defaultText = comments.lazy.compactMap(defaultValue(inComment:)).first
        return declared.dropFirst().map {
            UniformDeclaration(type: type, name: $0, defaultText: defaultText, line: line)
        }
    }

    /// The text after `=` in a comment such as `// = 0.4 ; // note` or `/* = vec2(0.5) */`.
    private static func defaultValue(inComment comment: Substring) -> String? {
        var text = comment.dropFirst(2)
        if comment.hasPrefix("/*"), text.hasSuffix("*/") { text = text.dropLast(2) }
        text = text.drop { $0.isWhitespace }
        guard text.first == "=" else { return nil }
        var value = text.dropFirst()
        // Words after the value (`; // note`, `// note`) are the author's remarks.
        if let end = value.firstIndex(of: ";") { value = value[..<end] }
        if let end = value.range(of: "//") { value = value[..<end.lowerBound] }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
