import Foundation

/// `// @include NAME`: a shared snippet of GLSL, the file `NAME.glsli`, pulled into an effect
/// file, so that helpers many files use are written once.
///
/// A snippet is found beside the file that includes it, else among the built-in snippets
/// (`Shaders/Include/`). Its text stands where the `@include` line stands; an `@include` in
/// the header (the comment lines at the top) puts the snippet right after the header, so that
/// the header stays one run of comments. A snippet may hold `// @stage` sections, but includes
/// nothing itself. Line numbers in errors, from the parser or the GLSL compiler, are the
/// snippet's own for its lines.
enum ShaderInclude {
    static let fileExtension = "glsli"

    /// A snippet: its file (for errors) and text.
    struct Snippet: Sendable {
        var file: String
        var text: String
        /// Whether it is compiled into the binary rather than read from disk (and so never changes).
        var isBuiltIn = false
    }

    /// Where snippets are looked for: a folder on disk (nil for built-in files), then the built-ins.
    struct Finder: Sendable {
        var folder: String?

        /// For a file loaded from disk: its own folder, then the built-ins.
        static func beside(_ file: String) -> Finder { Finder(folder: (file as NSString).deletingLastPathComponent) }

        /// For a built-in file: the built-in snippets only.
        static let builtIn = Finder(folder: nil)

        func snippet(named name: String) -> Snippet? {
            if let folder {
                let path = (folder.isEmpty ? "." : folder) + "/" + name + "." + ShaderInclude.fileExtension
                if let data = try? FileAccess.read(path) {
                    return Snippet(file: path, text: String(decoding: data, as: UTF8.self))
                }
            }
            let suffix = "/" + name + "." + ShaderInclude.fileExtension
            return embeddedShaderFiles.first { $0.path.hasSuffix(suffix) }.map {
                Snippet(file: "Shaders/" + $0.path, text: $0.source, isBuiltIn: true)
            }
        }
    }

    /// `source` with its includes in place, and where each of its lines came from when any did.
    static func expand(
        _ source: String, file: String, header: [ShaderDirective], finder: Finder
    ) throws(EffectError) -> IncludedSource {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let includes = header.filter { $0.key == "include" } + bodyIncludes(of: lines, file: file, header: header)
        guard !includes.isEmpty else { return IncludedSource(text: source, origins: nil) }
        var origins = lines.indices.map { SourceLine(file: file, line: $0 + 1) }
        var snippetFiles: [String] = []
        // The header's snippets go after its last line; later ones where they stand. From the
        // bottom up, so that the lines above each insertion keep their places.
        let headerEnd = header.last?.line ?? 0
        for directive in includes.sorted(by: { $0.line > $1.line }) {
            let snippet = try find(directive, finder: finder)
            if !snippet.isBuiltIn, !snippetFiles.contains(snippet.file) { snippetFiles.append(snippet.file) }
            let snippetLines = snippet.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let at = directive.line <= headerEnd ? headerEnd : directive.line
            lines.insert(contentsOf: snippetLines, at: at)
            origins.insert(
                contentsOf: snippetLines.indices.map { SourceLine(file: snippet.file, line: $0 + 1) }, at: at)
        }
        return IncludedSource(
            text: lines.joined(separator: "\n"), origins: origins, snippetFiles: snippetFiles.sorted())
    }

    /// The `@include` lines after the header, where the code is.
    private static func bodyIncludes(of lines: [String], file: String, header: [ShaderDirective]) -> [ShaderDirective] {
        let headerEnd = header.last?.line ?? 0
        return lines.indices.dropFirst(headerEnd).compactMap { index in
            ShaderDirective(lines[index][...], file: file, line: index + 1).flatMap { $0.key == "include" ? $0 : nil }
        }
    }

    private static func find(_ directive: ShaderDirective, finder: Finder) throws(EffectError) -> Snippet {
        let name = directive.value
        guard ShaderFileParser.isIdentifier(name.replacingOccurrences(of: "-", with: "_")) else {
            throw directive.failure("@include takes a snippet's name, e.g. @include xfade")
        }
        guard let snippet = finder.snippet(named: name) else {
            let place = finder.folder == nil ? "" : "beside the file nor "
            throw directive.failure(
                "@include \(name): there is no \(name).\(fileExtension) \(place)among the built-in snippets")
        }
        let snippetLines = snippet.text.split(separator: "\n", omittingEmptySubsequences: false)
        let directives = snippetLines.indices.compactMap {
            ShaderDirective(snippetLines[$0], file: snippet.file, line: $0 + 1)
        }
        if let nested = directives.first(where: { $0.key == "include" }) {
            throw nested.failure(
                "a snippet includes nothing itself; include \(nested.value) from the effect file instead")
        }
        return snippet
    }
}

/// An effect file's text with its snippets in place.
struct IncludedSource {
    var text: String
    /// Where each line came from; nil when nothing was included and every line is the file's.
    var origins: [SourceLine]?
    /// The snippets read from disk, which hot reload watches too.
    var snippetFiles: [String] = []

    /// `error` located in the file or snippet its line came from.
    func locate(_ error: EffectError) -> EffectError {
        guard let origins, case .malformedShader(let file, let line, let message) = error, file == origins.first?.file,
            origins.indices.contains(line - 1)
        else { return error }
        return .malformedShader(file: origins[line - 1].file, line: origins[line - 1].line, message: message)
    }
}
