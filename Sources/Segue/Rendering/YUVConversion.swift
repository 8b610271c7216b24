import SegueGL

/// Converts a rendered RGBA frame to planar 4:2:0 on the GPU, so that readback moves 1.5 bytes
/// per pixel instead of 4 and an encoder gets frames it needs no scaler for.
///
/// One draw over a ⌈width/4⌉×⌈height/2⌉ grid into three targets (`YUVBlocks` says what each
/// holds): every pixel is read once, as in a copy pass, with no per-byte index arithmetic. A
/// final pass that can write the blocks itself draws into the same targets and skips this draw
/// (`GraphRenderer.drawFrame(preparing:convertingTo:then:)`). `frame(from:scratch:_:)` gathers
/// the three readbacks into the `yuv420p` layout. Used on the GL thread only.
final class YUVConversion {
    let framebuffer: Framebuffer
    let matrix: YUVMatrix
    /// Bytes of one `yuv420p` frame.
    let frameSize: Int
    private let width: Int
    private let height: Int
    private let context: GLContext
    /// Compiled at the first `convert`: a final pass that writes the blocks itself never needs
    /// it, and on a software rasterizer a link costs a few hundred milliseconds of start-up.
    private var program: ShaderProgram?
    private let nearest: Sampler

    /// A conversion with `matrix` for frames of `width`×`height`; call inside `context.perform`.
    init(width: Int, height: Int, matrix: YUVMatrix, context: GLContext) throws {
        self.width = width
        self.height = height
        self.matrix = matrix
        frameSize = FramePixelFormat.yuv420p(matrix).frameSize(width: width, height: height)
        framebuffer = try Framebuffer(
            TextureDescriptor(width: (width + 3) / 4, height: (height + 1) / 2, filter: .nearest), attachments: 3, context: context)
        self.context = context
        nearest = try Sampler(filter: .nearest, context: context)
    }

    /// Bytes of one of the three targets.
    private var targetSize: Int { framebuffer.descriptor.width * framebuffer.descriptor.height * 4 }

    /// Bytes a frame's readback takes: the three targets one after another.
    var readbackSize: Int { 3 * targetSize }

    /// Draws the planes of `frame` (a rendered output, top row at y = 0) into the targets.
    func convert(_ frame: Texture) throws {
        framebuffer.bind()
        let program = try program ?? makeProgram()
        program.use()
        frame.bind(toUnit: 0, sampler: nearest)
        program.drawFullScreen()
    }

    private func makeProgram() throws -> ShaderProgram {
        let made = try ShaderProgram(fragmentSource: Self.fragmentSource, context: context)
        made.use()
        made.setSampler("frame", unit: 0)
        made.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
        made.uniformLocation("segue_lumaWeights")?.set(matrix.lumaWeights)
        program = made
        return made
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

    private static let fragmentSource = ([
        "#version 300 es",
        "precision highp float;",
        "precision highp int;",
        "uniform highp sampler2D frame;",
        "uniform ivec2 frameSize;",
        "vec3 segue_shownAt(ivec2 p) {",
        "    vec4 c = texelFetch(frame, min(p, frameSize - 1), 0);",
        "    return c.rgb * c.a;",
        "}",
    ] + YUVBlocks.ending()).joined(separator: "\n")
}
