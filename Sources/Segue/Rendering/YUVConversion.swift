import SegueGL

/// Converts a rendered RGBA frame to planar 4:2:0 on the GPU, so that readback moves about 1.5
/// bytes per pixel instead of 4 and an encoder gets frames it needs no scaler for.
///
/// One draw fills an RGBA8 framebuffer `rowTexels` = ⌈width/4⌉ texels wide, each texel holding
/// four neighbouring samples of one plane row: rows 0 ..< height are Y; below them the Cb rows,
/// then the Cr rows, two to a texel row where they fit. For widths divisible by 8 and heights by 4
/// (720p, 1080p, 4K) the framebuffer's bytes are the `yuv420p` frame itself; otherwise `frame(from:)`
/// gathers the planes' rows. Chroma is the mean of the 2×2 pixels it covers (edges repeat on odd
/// sizes), as 420jpeg sites it. Only row-local arithmetic per texel: no integer division, which
/// a CPU rasterizer runs one lane at a time. Used on the GL thread only.
final class YUVConversion {
    let framebuffer: Framebuffer
    /// Bytes of one `yuv420p` frame.
    let frameSize: Int
    private let width: Int
    private let height: Int
    private let rowTexels: Int
    private let chromaTexels: Int
    private let chromaRowsPerTexelRow: Int
    /// Whether the framebuffer's bytes are already the frame, in order.
    private let isContiguous: Bool
    private let program: ShaderProgram
    private let nearest: Sampler

    /// A conversion with `matrix` for frames of `width`×`height`; call inside `context.perform`.
    init(width: Int, height: Int, matrix: YUVMatrix, context: GLContext) throws {
        self.width = width
        self.height = height
        frameSize = FramePixelFormat.yuv420p(matrix).frameSize(width: width, height: height)
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        rowTexels = (width + 3) / 4
        chromaTexels = (chromaWidth + 3) / 4
        chromaRowsPerTexelRow = 2 * chromaTexels <= rowTexels ? 2 : 1
        let chromaTexelRows = (2 * chromaHeight + chromaRowsPerTexelRow - 1) / chromaRowsPerTexelRow
        isContiguous = width % 4 == 0 && chromaWidth % 4 == 0 && chromaRowsPerTexelRow * chromaTexels == rowTexels
            && (2 * chromaHeight) % chromaRowsPerTexelRow == 0
        framebuffer = try Framebuffer(
            TextureDescriptor(width: rowTexels, height: height + chromaTexelRows, filter: .nearest), context: context)
        program = try ShaderProgram(fragmentSource: Self.fragmentSource, context: context)
        nearest = try Sampler(filter: .nearest, context: context)
        program.use()
        program.setSampler("frame", unit: 0)
        program.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
        program.uniformLocation("chromaTexels")?.set(Int32(chromaTexels))
        program.uniformLocation("chromaRowsPerTexelRow")?.set(Int32(chromaRowsPerTexelRow))
        program.uniformLocation("lumaWeights")?.set(matrix.lumaWeights)
    }

    /// Bytes the framebuffer's readback holds.
    var readbackSize: Int { framebuffer.descriptor.width * framebuffer.descriptor.height * 4 }

    /// Draws the planes of `frame` (a rendered output, top row at y = 0) into `framebuffer`.
    func convert(_ frame: Texture) {
        framebuffer.bind()
        program.use()
        frame.bind(toUnit: 0, sampler: nearest)
        program.drawFullScreen()
    }

    /// Hands `deliver` the `yuv420p` frame in `packed` (the framebuffer's readback): the bytes
    /// themselves where the layout is the frame's, else the planes' rows gathered into `scratch`.
    func frame<T>(from packed: UnsafeRawBufferPointer, scratch: inout [UInt8], _ deliver: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        if isContiguous { return try deliver(UnsafeRawBufferPointer(rebasing: packed[0..<frameSize])) }
        if scratch.count != frameSize { scratch = [UInt8](repeating: 0, count: frameSize) }
        let stride = rowTexels * 4
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        scratch.withUnsafeMutableBytes { target in
            func copy(_ count: Int, from source: Int, to destination: Int) {
                UnsafeMutableRawBufferPointer(rebasing: target[destination..<(destination + count)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: packed[source..<(source + count)]))
            }
            for row in 0..<height { copy(width, from: row * stride, to: row * width) }
            for chromaRow in 0..<(2 * chromaHeight) {
                let texelRow = height + chromaRow / chromaRowsPerTexelRow
                let offset = (chromaRow % chromaRowsPerTexelRow) * chromaTexels * 4
                copy(chromaWidth, from: texelRow * stride + offset, to: width * height + chromaRow * chromaWidth)
            }
        }
        return try scratch.withUnsafeBytes(deliver)
    }

    private static let fragmentSource = """
        #version 300 es
        precision highp float;
        precision highp int;
        uniform highp sampler2D frame;
        uniform ivec2 frameSize;
        uniform int chromaTexels;
        uniform int chromaRowsPerTexelRow;
        uniform vec3 lumaWeights;
        out vec4 packedSamples;

        // Shown over black, as a video frame has no alpha.
        vec3 colourAt(ivec2 p) {
            vec4 c = texelFetch(frame, min(p, frameSize - 1), 0);
            return c.rgb * c.a;
        }

        float luma(ivec2 p) {
            return (16.0 + 219.0 * dot(colourAt(p), lumaWeights)) / 255.0;
        }

        // Cb (blue) or Cr of the 2×2 block whose top left is p: B - Y or R - Y scaled to ±112.
        float chroma(ivec2 p, bool blue) {
            vec3 mean = 0.25 * (colourAt(p) + colourAt(p + ivec2(1, 0)) + colourAt(p + ivec2(0, 1)) + colourAt(p + 1));
            float y = dot(mean, lumaWeights);
            float difference = blue ? (mean.b - y) / (1.0 - lumaWeights.b) : (mean.r - y) / (1.0 - lumaWeights.r);
            return (128.0 + 112.0 * difference) / 255.0;
        }

        void main() {
            ivec2 texel = ivec2(gl_FragCoord.xy);
            if (texel.y < frameSize.y) {
                ivec2 p = ivec2(4 * texel.x, texel.y);
                packedSamples = vec4(luma(p), luma(p + ivec2(1, 0)), luma(p + ivec2(2, 0)), luma(p + ivec2(3, 0)));
                return;
            }
            int second = chromaRowsPerTexelRow == 2 && texel.x >= chromaTexels ? 1 : 0;
            int chromaRow = (texel.y - frameSize.y) * chromaRowsPerTexelRow + second;
            int chromaHeight = (frameSize.y + 1) / 2;
            bool blue = chromaRow < chromaHeight;
            ivec2 p = 2 * ivec2(4 * (texel.x - second * chromaTexels), blue ? chromaRow : chromaRow - chromaHeight);
            packedSamples = vec4(chroma(p, blue), chroma(p + ivec2(2, 0), blue), chroma(p + ivec2(4, 0), blue), chroma(p + ivec2(6, 0), blue));
        }
        """
}
