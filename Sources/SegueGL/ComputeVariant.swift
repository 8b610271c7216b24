import Foundation

/// Rewrites a full-screen fragment shader as a compute shader that does the same per pixel: one
/// invocation per pixel, `gl_FragCoord` at the pixel's centre, each `out vec4` stored into the
/// image bound at its location. Shaders that need what only rasterization gives (`discard`,
/// derivatives, `gl_FrontFacing`, …) have no variant and stay fragment shaders.
public enum ComputeVariant {
    /// The uniform holding the width and height drawn, which may be less than the targets'.
    public static let drawSizeUniform = "segue_drawSize"
    /// Invocations along each side of a work group where the driver allows 256 in a group;
    /// OpenGL ES 3.1 promises 128, and then a side is 8.
    public static let groupSide = 16

    /// The compute source, or nil when the shader cannot run as one: it is not `#version 300 es`,
    /// uses a fragment-only feature, has no single `main`, or its outputs are not one `vec4` per
    /// target of `targets` (locations 0 to n - 1) in formats an image unit can store.
    public static func source(
        fromFragment original: String, targets: [TextureFormat], groupSide: Int = groupSide
    ) -> String? {
        let fragment = GLSLTokenizer.withoutComments(original)
        let usage = GLSLUsage(fragment)
        var lines = fragment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "#version 300 es", !usage.needsRasterization,
            let formats = try? targets.map(imageFormat)
        else { return nil }
        var outputs: [Int: String] = [:]
        for (index, line) in lines.enumerated() {
            guard let (location, name) = output(declaredBy: line) else { continue }
            guard outputs[location] == nil else { return nil }
            outputs[location] = name
            lines[index] = "vec4 \(name);"
        }
        guard outputs.count == targets.count, (0..<targets.count).allSatisfy({ outputs[$0] != nil }) else { return nil }
        // `main` can be neither called nor overloaded, so one mention of it is its one definition.
        guard GLSLTokenizer.tokenize(fragment).count(where: { $0 == .identifier("main") }) == 1 else { return nil }
        let body = GLSLTokenizer.rename(
            lines.dropFirst().joined(separator: "\n"),
            ["gl_FragCoord": "segue_fragCoord", "main": "segue_fragmentMain"])
        let header =
            [
                "#version 310 es", "layout(local_size_x = \(groupSide), local_size_y = \(groupSide)) in;",
                "highp vec4 segue_fragCoord;",
            ]
            + formats.enumerated().map {
                "layout(\($1), binding = \($0)) writeonly uniform highp image2D segue_target\($0);"
            }
            + ["uniform highp ivec2 \(drawSizeUniform);"]
        let stores = (0..<targets.count).map { "    imageStore(segue_target\($0), segue_pixel, \(outputs[$0]!));" }
        let computeMain =
            [
                "void main() {",
                "    ivec2 segue_pixel = ivec2(gl_GlobalInvocationID.xy);",
                "    if (segue_pixel.x >= \(drawSizeUniform).x || segue_pixel.y >= \(drawSizeUniform).y) return;",
                "    segue_fragCoord = vec4(vec2(segue_pixel) + 0.5, 0.5, 1.0);",
                "    segue_fragmentMain();",
            ] + stores + ["}"]
        // Extension directives must stay before any declaration.
        let (directives, rest) = leadingDirectives(body)
        return (header.prefix(1) + directives + header.dropFirst() + [rest] + computeMain).joined(separator: "\n")
    }

    private static func imageFormat(_ format: TextureFormat) throws -> String {
        switch format {
        case .rgba8: return "rgba8"
        case .rgba32f: return "rgba32f"
        case .r8, .rg8: throw UnsupportedFormat()
        }
    }

    private struct UnsupportedFormat: Error {}

    /// `(location, name)` of a line `[layout(location = N)] out [precision] vec4 NAME;`.
    private static func output(declaredBy line: String) -> (Int, String)? {
        var words = line.replacingOccurrences(of: "(", with: " ( ").replacingOccurrences(of: ")", with: " ) ")
            .replacingOccurrences(of: "=", with: " = ").replacingOccurrences(of: ";", with: " ;")
            .split(whereSeparator: \.isWhitespace).map(String.init)
        var location = 0
        if words.first == "layout" {
            guard words.count > 6, words[1] == "(", words[2] == "location", words[3] == "=", let value = Int(words[4]),
                words[5] == ")"
            else { return nil }
            location = value
            words.removeFirst(6)
        }
        guard words.first == "out" else { return nil }
        words.removeFirst()
        if let precision = words.first, ["highp", "mediump", "lowp"].contains(precision) { words.removeFirst() }
        guard words.count == 3, words[0] == "vec4", words[2] == ";" else { return nil }
        return (location, words[1])
    }

    private static func leadingDirectives(_ source: String) -> (directives: [String], rest: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var directives: [String] = []
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).hasPrefix("#extension") {
            directives.append(lines.removeFirst())
        }
        return (directives, lines.joined(separator: "\n"))
    }
}
