import SegueGL

/// The pieces of GLSL every generated pass is composed from; `PassBuilder` puts them together.
///
/// Conventions of the generated code (SHADERS.md has the author's view):
/// - `uv` (0,0) is the bottom-left of the image, as in GL and gl-transitions;
/// - textures are in GL's row order (images are flipped once, on upload), so a nearest read is
///   a plain `texture()` through a NEAREST sampler object, llvmpipe's fastest read, and picks
///   the texel containing the point; each texture also sits on a second unit with a LINEAR
///   sampler for filtered reads;
/// - the graph's last pass writes the image's top row into framebuffer row 0, so readback is
///   upright with no CPU flip;
/// - `resolution` (output size in pixels) and `ratio` (width / height) are constants;
/// - colour is premultiplied everywhere between upload and the final write (see `alphaHelpers`).
enum ShaderGenerator {
    /// The bool uniform saying whether a pass reading its previous output has one yet; the
    /// renderer sets it each frame.
    static let hasPreviousUniform = "segue_hasPrevious"

    /// The declaration of the pass's colour output.
    static let outputDeclaration = "out vec4 segue_fragColor;"

    /// The first lines of every pass, before its constants.
    static let preamble = [
        "#version 300 es", "precision highp float;", "precision highp int;", "precision highp sampler2D;",
    ]

    /// The conversions every pass may use. Textures hold premultiplied colour (sources are
    /// premultiplied on upload, passes write it), so mixing and filtering never bleed the colour
    /// of transparent pixels; an effect declaring `@alpha straight` gets un-premultiplied inputs
    /// and has its result premultiplied; the final pass un-premultiplies in float just before the
    /// 8-bit write, as PNG wants straight alpha. Opaque colour passes through both unchanged, so
    /// where the planner knows a colour is opaque it reads it as it is, and clamps what an effect
    /// returns (`segue_opaque`).
    static let alphaHelpers = [
        "vec4 segue_opaque(vec4 c) { return clamp(c, 0.0, 1.0); }",
        "vec4 segue_premultiply(vec4 c) { c = clamp(c, 0.0, 1.0); return vec4(c.rgb * c.a, c.a); }",
        "vec4 segue_unpremultiply(vec4 c) { c = clamp(c, 0.0, 1.0); return c.a > 0.0 ? vec4(min(c.rgb / c.a, 1.0), c.a) : vec4(0.0); }",
    ]

    /// The centre of the output texel containing the point `p` (a GLSL expression), clamped to the image.
    static func texelCentre(_ p: String) -> String {
        "(clamp(floor(\(p) * resolution), vec2(0.0), resolution - 1.0) + 0.5) / resolution"
    }

    /// A function `name(parameter)` mixing the four texel centres around the point as GL_LINEAR
    /// does, each read with `at`.
    static func bilinear(_ name: String, parameter: String, at: String) -> [String] {
        [
            "vec4 \(name)(vec2 \(parameter)) {",
            "    vec2 t = \(parameter) * resolution - 0.5;",
            "    vec2 f = fract(t);",
            "    vec2 base = floor(t) + 0.5;",
            "    vec4 bottom = mix(\(at)(base / resolution), \(at)((base + vec2(1.0, 0.0)) / resolution), f.x);",
            "    vec4 top = mix(\(at)((base + vec2(0.0, 1.0)) / resolution), \(at)((base + 1.0) / resolution), f.x);",
            "    return mix(bottom, top, f.y);",
            "}",
        ]
    }

    /// An inlined node's readers. Each returns what a texture of the node would hold: the node
    /// evaluated at a texel centre (clamp to edge) and clamped to 0…1 as RGBA8 storage clamps;
    /// the bilinear one mixes the four texel centres around the point as GL_LINEAR does.
    static func inlinedReaders(prefix: String, entry entryFunction: String) -> [String] {
        let entry = prefix + entryFunction
        return [
            "vec4 \(prefix)direct(vec2 p) { return clamp(\(entry)(p), 0.0, 1.0); }",
            "vec4 \(prefix)at(vec2 p) {",
            "    return clamp(\(entry)(\(texelCentre("p"))), 0.0, 1.0);",
            "}",
        ] + bilinear(prefix + "linear", parameter: "p", at: prefix + "at")
    }

    /// Readers of a source streaming 4:2:0 pictures (`PictureLayout.nv12`), rows top first,
    /// luma and chroma each a texture on its own pair of units. `NAME_texel(uv)` is the colour of
    /// the pixel containing `uv` with the chroma sample covering it (nearest reads, llvmpipe's
    /// fast path); `NAME_filtered(uv)` the bilinear colour at `uv`, chroma interpolated between
    /// samples sited beside the left pixel of their two columns (MPEG-2, H.264) and between their
    /// two rows. The conversion is affine, so filtering the planes first is exact.
    static func planarReaders(
        name: String, luma: InputSamplers, chroma: InputSamplers, colours: YUVColours, size: FrameSize
    ) -> [String] {
        let chromaSize = PictureLayout.chromaSize(of: size)
        let f = GLSLNames.float
        // Chroma texture coordinates of a point: an odd size's last sample covers one pixel.
        let scale =
            "vec2(\(f(Double(size.width) / Double(2 * chromaSize.width))), \(f(Double(size.height) / Double(2 * chromaSize.height))))"
        return [
            "vec4 \(name)_rgb(float y, vec2 c) { return vec4(\(colours.rgbExpression(y: "y", cb: "c.x", cr: "c.y")), 1.0); }",
            "vec4 \(name)_texel(vec2 uv) {",
            "    vec2 t = vec2(uv.x, 1.0 - uv.y);",
            "    return \(name)_rgb(texture(\(luma.nearestUniform), t).r, texture(\(chroma.nearestUniform), t * \(scale)).rg);",
            "}",
            "vec4 \(name)_filtered(vec2 uv) {",
            "    vec2 t = vec2(uv.x, 1.0 - uv.y);",
            "    vec2 c = t * \(scale) + vec2(\(f(0.25 / Double(chromaSize.width))), 0.0);",
            "    return \(name)_rgb(texture(\(luma.linearUniform), t).r, texture(\(chroma.linearUniform), c).rg);",
            "}",
        ]
    }
}
