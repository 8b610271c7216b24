import SegueGL

/// Converts a rendered RGBA frame to planar 4:2:0 on the GPU, so that readback moves 1.5 bytes
/// per pixel instead of 4 and an encoder gets frames it needs no scaler for.
///
/// One draw over a ⌈width/4⌉×⌈height/2⌉ grid: each fragment reads the 4×2 pixels of its block
/// once and writes three RGBA8 targets, the block's top row of Y, its bottom row of Y, and its
/// two chroma samples interleaved (Cb, Cr, Cb, Cr), each the mean of the 2×2 pixels it covers
/// (edges repeat on odd sizes; 420jpeg siting). So every pixel is read once, as in a copy pass,
/// with no per-byte index arithmetic. `frame(from:scratch:_:)` gathers the three readbacks into
/// the `yuv420p` layout. Used on the GL thread only.
final class YUVConversion {
    let framebuffer: Framebuffer
    /// Bytes of one `yuv420p` frame.
    let frameSize: Int
    private let width: Int
    private let height: Int
    private let program: ShaderProgram
    private let nearest: Sampler

    /// A conversion with `matrix` for frames of `width`×`height`; call inside `context.perform`.
    init(width: Int, height: Int, matrix: YUVMatrix, context: GLContext) throws {
        self.width = width
        self.height = height
        frameSize = FramePixelFormat.yuv420p(matrix).frameSize(width: width, height: height)
        framebuffer = try Framebuffer(
            TextureDescriptor(width: (width + 3) / 4, height: (height + 1) / 2, filter: .nearest), attachments: 3, context: context)
        program = try ShaderProgram(fragmentSource: Self.fragmentSource, context: context)
        nearest = try Sampler(filter: .nearest, context: context)
        program.use()
        program.setSampler("frame", unit: 0)
        program.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
        program.uniformLocation("lumaWeights")?.set(matrix.lumaWeights)
    }

    /// Bytes of one of the three targets.
    private var targetSize: Int { framebuffer.descriptor.width * framebuffer.descriptor.height * 4 }

    /// Bytes a frame's readback takes: the three targets one after another.
    var readbackSize: Int { 3 * targetSize }

    /// Draws the planes of `frame` (a rendered output, top row at y = 0) into the targets.
    func convert(_ frame: Texture) {
        framebuffer.bind()
        program.use()
        frame.bind(toUnit: 0, sampler: nearest)
        program.drawFullScreen()
    }

    /// Starts reading the three targets into `buffer`, one after another.
    func startReadback(into buffer: GLBuffer) throws {
        for target in 0..<3 { try buffer.startReadback(from: framebuffer, attachment: target, offset: target * targetSize) }
    }

    /// Hands `deliver` the `yuv420p` frame gathered into `scratch` from `packed` (a readback).
    func frame<T>(from packed: UnsafeRawBufferPointer, scratch: inout [UInt8], _ deliver: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        if scratch.count != frameSize { scratch = [UInt8](repeating: 0, count: frameSize) }
        let stride = framebuffer.descriptor.width * 4
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        let (targetSize, width, height) = (targetSize, width, height)
        scratch.withUnsafeMutableBytes { target in
            guard let source = packed.baseAddress, let destination = target.baseAddress else { return }
            for row in 0..<height {
                // Even rows are in the first target, odd rows in the second, one block row each.
                (destination + row * width).copyMemory(from: source + (row % 2) * targetSize + (row / 2) * stride, byteCount: width)
            }
            let chroma = source + 2 * targetSize
            let cb = destination + width * height, cr = cb + chromaWidth * chromaHeight
            for row in 0..<chromaHeight {
                let line = chroma + row * stride
                for column in 0..<chromaWidth {
                    cb.storeBytes(of: line.load(fromByteOffset: 2 * column, as: UInt8.self), toByteOffset: row * chromaWidth + column, as: UInt8.self)
                    cr.storeBytes(of: line.load(fromByteOffset: 2 * column + 1, as: UInt8.self), toByteOffset: row * chromaWidth + column, as: UInt8.self)
                }
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
        uniform vec3 lumaWeights;
        layout(location = 0) out vec4 topLuma;
        layout(location = 1) out vec4 bottomLuma;
        layout(location = 2) out vec4 chroma;

        // Shown over black, as a video frame has no alpha.
        vec3 colourAt(ivec2 p) {
            vec4 c = texelFetch(frame, min(p, frameSize - 1), 0);
            return c.rgb * c.a;
        }

        vec4 luma(vec3 a, vec3 b, vec3 c, vec3 d) {
            return (16.0 + 219.0 * vec4(dot(a, lumaWeights), dot(b, lumaWeights), dot(c, lumaWeights), dot(d, lumaWeights))) / 255.0;
        }

        // Cb and Cr of the mean of four pixels: B - Y and R - Y scaled to ±112 around 128.
        vec2 chromaOf(vec3 a, vec3 b, vec3 c, vec3 d) {
            vec3 mean = 0.25 * (a + b + c + d);
            float y = dot(mean, lumaWeights);
            return (128.0 + 112.0 * vec2((mean.b - y) / (1.0 - lumaWeights.b), (mean.r - y) / (1.0 - lumaWeights.r))) / 255.0;
        }

        void main() {
            ivec2 corner = ivec2(gl_FragCoord.xy) * ivec2(4, 2);
            vec3 t0 = colourAt(corner), t1 = colourAt(corner + ivec2(1, 0)), t2 = colourAt(corner + ivec2(2, 0)), t3 = colourAt(corner + ivec2(3, 0));
            vec3 b0 = colourAt(corner + ivec2(0, 1)), b1 = colourAt(corner + ivec2(1, 1)), b2 = colourAt(corner + ivec2(2, 1)), b3 = colourAt(corner + ivec2(3, 1));
            topLuma = luma(t0, t1, t2, t3);
            bottomLuma = luma(b0, b1, b2, b3);
            chroma = vec4(chromaOf(t0, t1, b0, b1), chromaOf(t2, t3, b2, b3));
        }
        """
}
