import SegueGL

/// Converts a rendered RGBA frame to planar 4:2:0 on the GPU, so that readback moves 1.5 bytes per
/// pixel instead of 4 and an encoder gets frames it needs no scaler for.
///
/// The planes are written as one byte stream into an RGBA8 framebuffer `packedWidth` texels wide:
/// texel (x, y) holds bytes 4·(y·packedWidth + x) … +3 of the `yuv420p` frame, so a plain readback
/// of the framebuffer yields the planes in order, for any width and height. Chroma is the 2×2 mean
/// of the pixels it covers (edges repeat on odd sizes), as in 420jpeg siting. Used on the GL thread only.
final class YUVConversion {
    /// Texels per row of the packed framebuffer; well under GL ES 3's minimum maximum texture size.
    static let packedWidth = 1024

    let framebuffer: Framebuffer
    let frameSize: Int
    private let program: ShaderProgram
    private let nearest: Sampler

    /// A conversion with `matrix` for frames of `width`×`height`; call inside `context.perform`.
    init(width: Int, height: Int, matrix: YUVMatrix, context: GLContext) throws {
        frameSize = FramePixelFormat.yuv420p(matrix).frameSize(width: width, height: height)
        let rows = (frameSize + Self.packedWidth * 4 - 1) / (Self.packedWidth * 4)
        framebuffer = try Framebuffer(TextureDescriptor(width: Self.packedWidth, height: rows, filter: .nearest), context: context)
        program = try ShaderProgram(fragmentSource: Self.fragmentSource, context: context)
        nearest = try Sampler(filter: .nearest, context: context)
        program.use()
        program.setSampler("frame", unit: 0)
        program.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
        program.uniformLocation("packedWidth")?.set(Int32(Self.packedWidth))
        program.uniformLocation("lumaWeights")?.set(matrix.lumaWeights)
    }

    /// Draws the planes of `frame` (a rendered output, top row at y = 0) into `framebuffer`.
    func convert(_ frame: Texture) {
        framebuffer.bind()
        program.use()
        frame.bind(toUnit: 0, sampler: nearest)
        program.drawFullScreen()
    }

    // Integer indexing needs highp ints: a 4K frame has 12 million bytes.
    private static let fragmentSource = """
        #version 300 es
        precision highp float;
        precision highp int;
        uniform highp sampler2D frame;
        uniform ivec2 frameSize;
        uniform int packedWidth;
        out vec4 packedBytes;

        uniform vec3 lumaWeights;

        // Shown over black, as a video frame has no alpha.
        vec3 colourAt(ivec2 p) {
            vec4 c = texelFetch(frame, min(p, frameSize - 1), 0);
            return c.rgb * c.a;
        }

        float byteAt(int index) {
            int lumaBytes = frameSize.x * frameSize.y;
            if (index < lumaBytes) {
                int y = index / frameSize.x;
                return 16.0 + 219.0 * dot(colourAt(ivec2(index - y * frameSize.x, y)), lumaWeights);
            }
            ivec2 chromaSize = (frameSize + 1) / 2;
            int chromaIndex = index - lumaBytes;
            int plane = chromaIndex / (chromaSize.x * chromaSize.y);
            if (plane > 1) return 0.0;
            chromaIndex -= plane * chromaSize.x * chromaSize.y;
            int row = chromaIndex / chromaSize.x;
            ivec2 p = 2 * ivec2(chromaIndex - row * chromaSize.x, row);
            vec3 mean = 0.25 * (colourAt(p) + colourAt(p + ivec2(1, 0)) + colourAt(p + ivec2(0, 1)) + colourAt(p + 1));
            float luma = dot(mean, lumaWeights);
            // Cb and Cr scale B - Y and R - Y to ±0.5: their largest values are 1 - Kb and 1 - Kr.
            return plane == 0 ? 128.0 + 112.0 * (mean.b - luma) / (1.0 - lumaWeights.b)
                              : 128.0 + 112.0 * (mean.r - luma) / (1.0 - lumaWeights.r);
        }

        void main() {
            ivec2 texel = ivec2(gl_FragCoord.xy);
            int first = 4 * (texel.y * packedWidth + texel.x);
            packedBytes = vec4(byteAt(first), byteAt(first + 1), byteAt(first + 2), byteAt(first + 3)) / 255.0;
        }
        """
}
