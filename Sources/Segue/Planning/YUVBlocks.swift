/// The GLSL that turns a frame into planar 4:2:0, one 4×2 block of pixels per fragment, shared
/// by the final pass that writes video frames itself and by `YUVConversion`, which converts a
/// rendered frame when the final pass cannot.
///
/// A fragment at (x, y) of a ⌈width/4⌉×⌈height/2⌉ grid writes three RGBA8 targets: the block's
/// top row of Y, its bottom row of Y, and its two chroma samples interleaved (Cb, Cr, Cb, Cr),
/// each the mean of the 2×2 pixels it covers (edges repeat on odd sizes; 420jpeg siting). The
/// code before it defines `vec3 segue_shownAt(ivec2 p)`: the colour of pixel `p` (row 0 at the
/// top, clamped to the frame) shown over black, as a video frame has no alpha.
enum YUVBlocks {
    /// The three outputs, the matrix uniform and the block `main`; `initializers` run first.
    static func ending(initializers: [String] = []) -> [String] {
        [
            "uniform vec3 segue_lumaWeights;",
            "layout(location = 0) out vec4 segue_topLuma;",
            "layout(location = 1) out vec4 segue_bottomLuma;",
            "layout(location = 2) out vec4 segue_chroma;",
            "vec4 segue_luma(vec3 a, vec3 b, vec3 c, vec3 d) {",
            "    return (16.0 + 219.0 * vec4(dot(a, segue_lumaWeights), dot(b, segue_lumaWeights), dot(c, segue_lumaWeights), dot(d, segue_lumaWeights))) / 255.0;",
            "}",
            // Cb and Cr of the mean of four pixels: B - Y and R - Y scaled to ±112 around 128.
            "vec2 segue_chromaOf(vec3 a, vec3 b, vec3 c, vec3 d) {",
            "    vec3 mean = 0.25 * (a + b + c + d);",
            "    float y = dot(mean, segue_lumaWeights);",
            "    return (128.0 + 112.0 * vec2((mean.b - y) / (1.0 - segue_lumaWeights.b), (mean.r - y) / (1.0 - segue_lumaWeights.r))) / 255.0;",
            "}",
            "void main() {",
        ] + initializers + [
            "    ivec2 corner = ivec2(gl_FragCoord.xy) * ivec2(4, 2);",
            "    vec3 t0 = segue_shownAt(corner), t1 = segue_shownAt(corner + ivec2(1, 0)), t2 = segue_shownAt(corner + ivec2(2, 0)), t3 = segue_shownAt(corner + ivec2(3, 0));",
            "    vec3 b0 = segue_shownAt(corner + ivec2(0, 1)), b1 = segue_shownAt(corner + ivec2(1, 1)), b2 = segue_shownAt(corner + ivec2(2, 1)), b3 = segue_shownAt(corner + ivec2(3, 1));",
            "    segue_topLuma = segue_luma(t0, t1, t2, t3);",
            "    segue_bottomLuma = segue_luma(b0, b1, b2, b3);",
            "    segue_chroma = vec4(segue_chromaOf(t0, t1, b0, b1), segue_chromaOf(t2, t3, b2, b3));",
            "}",
        ]
    }

    /// The ending of a generated final pass: `segue_shownAt` evaluates the pass's root at the
    /// pixel's centre (`pixelColor` sets a premultiplied `color` from `uv`), then the block `main`.
    static func shaderEnding(initializers: [String], pixelColor: [String]) -> [String] {
        [
            "vec3 segue_shownAt(ivec2 p) {",
            "    p = min(p, ivec2(resolution) - 1);",
            "    vec2 uv = (vec2(float(p.x), resolution.y - 1.0 - float(p.y)) + 0.5) / resolution;",
        ] + pixelColor + [
            "    color = clamp(color, 0.0, 1.0);",
            "    return min(color.rgb, vec3(color.a));",
            "}",
        ] + ending(initializers: initializers)
    }
}
