import SegueGL

/// Makes GLSL ES 1.00 code (what WebGL and GPUImage write) compile as GLSL ES 3.00, keeping
/// every line where it was.
///
/// - `#version` and `#extension` lines are blanked: Segue writes `#version 300 es`, and the
///   extensions WebGL code asks for (derivatives, for one) are core in 3.00;
/// - identifiers that 3.00 made keywords (`smooth`, `sample`, `layout`, …) are renamed;
/// - a helper of the file's own named `texture` is renamed, since `texture` is the built-in
///   that `texture2D` becomes;
/// - a local whose initializer names itself is split in two (see `SelfInitializers`).
/// `precision` statements and `#ifdef GL_ES` blocks need nothing: both mean the same in 3.00.
enum ES1Source {
    /// Words that are identifiers in GLSL ES 1.00 but keywords or reserved in 3.00.
    static let newKeywords: Set<String> = [
        "smooth", "layout", "centroid", "uint", "uvec2", "uvec3", "uvec4", "case", "sample", "patch",
        "resource", "noperspective", "subroutine", "coherent", "restrict", "readonly", "writeonly",
        "atomic_uint", "common", "partition", "active", "isampler2D", "usampler2D", "sampler2DArray",
    ]

    static func compatible(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#version") || trimmed.hasPrefix("#extension") { lines[index] = "" }
        }
        var text = lines.joined(separator: "\n")
        var renames: [String: String] = [:]
        for case .identifier(let name) in GLSLTokenizer.tokenize(text) where newKeywords.contains(String(name)) {
            renames[String(name)] = "segue_es1_" + name
        }
        if GLSLTokenizer.definesFunction("texture", in: text) { renames["texture"] = "segue_es1_texture" }
        if !renames.isEmpty { text = GLSLTokenizer.rename(text, renames) }
        return SelfInitializers.splitting(text, provided: engineNames)
    }

    /// Names the engine declares for a foreign file, so never the file's own new variables.
    static let engineNames: Set<String> = ["progress", "ratio", "resolution"]
}
