import SegueGL

/// Converts a rendered RGBA frame to planar 4:2:0 on the GPU, so that readback moves 1.5 bytes
/// per pixel instead of 4 and an encoder gets frames it needs no scaler for.
///
/// One draw over a ⌈width/4⌉×⌈height/2⌉ grid into three targets (`YUVBlocks` says what each
/// holds): every pixel is read once, as in a copy pass, with no per-byte index arithmetic. A
/// final pass that can write the blocks itself draws into the same targets and skips this draw
/// (`GraphRenderer.drawFrame(preparing:convertingTo:then:)`). A second, small pass (`pack()`)
/// lays the three targets' bytes out as `yuv420p` in one more target, so that one readback
/// gives the frame as an encoder takes it, with no gathering on the CPU: on a machine whose
/// memory copies are slow, each pass over a frame's bytes costs as much as the readback itself.
/// Used on the GL thread only.
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
    private var program: PassProgram?
    /// The frame's bytes in `yuv420p` order, four to a texel, row after row.
    private let packed: Framebuffer
    private var packer: PassProgram?
    private let nearest: Sampler
    /// The stage both passes run as (the renderer's).
    private let stage: PassStage
    /// Where both programs come from: conversions of other sizes share them.
    private let programs: ProgramCache
    /// This conversion's use of each program, whose uniforms hold its size and matrix.
    private let converting = ProgramUser()
    private let packing = ProgramUser()

    /// A conversion with `matrix` for frames of `width`×`height`, its passes run as `stage`;
    /// call inside `context.perform`.
    init(
        width: Int, height: Int, matrix: YUVMatrix, stage: PassStage, programs: ProgramCache, context: GLContext
    ) throws {
        self.stage = stage
        self.programs = programs
        self.width = width
        self.height = height
        self.matrix = matrix
        frameSize = FramePixelFormat.yuv420p(matrix).frameSize(width: width, height: height)
        framebuffer = try Framebuffer(
            TextureDescriptor(width: (width + 3) / 4, height: (height + 1) / 2, filter: .nearest), attachments: 3,
            context: context)
        let texelsPerRow = framebuffer.descriptor.width
        packed = try Framebuffer(
            TextureDescriptor(
                width: texelsPerRow, height: (frameSize + 4 * texelsPerRow - 1) / (4 * texelsPerRow), filter: .nearest),
            context: context)
        self.context = context
        nearest = try Sampler(filter: .nearest, context: context)
    }

    /// Bytes a frame's readback takes: the packed target, whose last row may run past the frame.
    var readbackSize: Int { packed.descriptor.width * packed.descriptor.height * 4 }

    /// Draws the planes of `frame` (a rendered output, top row at y = 0) into the targets.
    func convert(_ frame: Texture) throws {
        let program = try program ?? makeProgram()
        if program.use(as: converting) {
            program.setSampler("frame", unit: 0)
            program.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
            program.uniformLocation("segue_lumaWeights")?.set(matrix.lumaWeights)
        }
        frame.bind(toUnit: 0, sampler: nearest)
        try program.draw(into: framebuffer)
    }

    private func makeProgram() throws -> PassProgram {
        let made = try programs.program(
            for: .init(fragmentSource: Self.fragmentSource, stage: stage, targets: Array(repeating: .rgba8, count: 3)),
            context: context)
        program = made
        return made
    }

    /// Packs the targets into `yuv420p` order and starts reading them into `buffer`.
    func startReadback(into buffer: GLBuffer) throws {
        try pack()
        try buffer.startReadback(from: packed)
    }

    /// Hands `deliver` the `yuv420p` frame at the start of `readback` (a mapped readback).
    func frame<T>(from readback: UnsafeRawBufferPointer, _ deliver: (UnsafeRawBufferPointer) throws -> T) rethrows -> T
    {
        try deliver(UnsafeRawBufferPointer(rebasing: readback[0..<frameSize]))
    }

    private func pack() throws {
        let program = try packer ?? makePacker()
        if program.use(as: packing) {
            for (unit, name) in ["topLuma", "bottomLuma", "chroma"].enumerated() {
                program.setSampler(name, unit: unit)
            }
            program.uniformLocation("frameSize")?.set(SIMD2<Int32>(Int32(width), Int32(height)))
            program.uniformLocation("texelsPerRow")?.set(Int32(packed.descriptor.width))
        }
        for (unit, texture) in framebuffer.textures.enumerated() { texture.bind(toUnit: unit, sampler: nearest) }
        try program.draw(into: packed)
    }

    private func makePacker() throws -> PassProgram {
        let made = try programs.program(
            for: .init(fragmentSource: Self.packingSource, stage: stage, targets: [.rgba8]), context: context)
        packer = made
        return made
    }

    private static let fragmentSource =
        ([
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

    /// Each output texel holds four bytes of the `yuv420p` frame: the Y plane row by row, then
    /// Cb, then Cr. A byte is found in the block targets: Y of (x, y) in the top or bottom luma
    /// target at (x / 4, y / 2), channel x % 4; Cb and Cr of (x, y) in the chroma target at
    /// (x / 2, y), channels 2 (x % 2) and 2 (x % 2) + 1.
    private static let packingSource = """
        #version 300 es
        precision highp float;
        precision highp int;
        uniform highp sampler2D topLuma;
        uniform highp sampler2D bottomLuma;
        uniform highp sampler2D chroma;
        uniform ivec2 frameSize;
        uniform int texelsPerRow;
        out vec4 bytes;
        float byteAt(int i) {
            int lumaSize = frameSize.x * frameSize.y;
            if (i < lumaSize) {
                int y = i / frameSize.x, x = i - y * frameSize.x;
                ivec2 texel = ivec2(x / 4, y / 2);
                vec4 four = y % 2 == 0 ? texelFetch(topLuma, texel, 0) : texelFetch(bottomLuma, texel, 0);
                return four[x % 4];
            }
            int chromaWidth = (frameSize.x + 1) / 2;
            int planeSize = chromaWidth * ((frameSize.y + 1) / 2);
            int offset = i - lumaSize;
            int plane = offset < planeSize ? 0 : 1;
            offset -= plane * planeSize;
            if (offset >= planeSize) return 0.0;
            int y = offset / chromaWidth, x = offset - y * chromaWidth;
            return texelFetch(chroma, ivec2(x / 2, y), 0)[2 * (x % 2) + plane];
        }
        void main() {
            int first = 4 * (int(gl_FragCoord.y) * texelsPerRow + int(gl_FragCoord.x));
            bytes = vec4(byteAt(first), byteAt(first + 1), byteAt(first + 2), byteAt(first + 3));
        }
        """
}
