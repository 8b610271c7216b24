import Segue
import Testing

/// Frames converted to 4:2:0 on the GPU equal a CPU conversion of the RGBA frame, byte for byte
/// within rounding, for even and odd sizes and both matrices.
@Suite(.requiresGPU)
struct YUVConversionTests {
    @Test(arguments: [
        (64, 36, YUVMatrix.bt709), (333, 177, .bt709), (45, 31, .bt601), (1, 1, .bt601), (100, 10, .bt709),
        (6, 3, .bt601), (640, 360, .bt709),
    ])
    func planesMatchACPUConversion(width: Int, height: Int, matrix: YUVMatrix) throws {
        let engine = try TestEngine.engine()
        var from = TestImages.pattern(width: width, height: height)
        // Some translucent pixels: a video frame shows them over black.
        for x in 0..<min(width, 9) { from[x, 0] = RGBA(250, 120, 30, 100) }
        let transition = try engine.makeTransition(
            "fade", from: from, to: TestImages.otherPattern(width: width, height: height))
        let rgba = try transition.render(progress: 0.3)
        let stream = try FrameStream(renderer: transition.renderer, format: .yuv420p(matrix), depth: 2)
        #expect(stream.frameSize == width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2))
        var planes: [UInt8] = []
        _ = try stream.submit(preparing: { try transition.graph.setProgress(0.3) }) { _ in }
        try stream.drain { planes = Array($0) }
        let expected = Self.cpuYUV420(rgba, matrix: matrix)
        #expect(planes.count == expected.count)
        let worst = zip(planes, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst) at \(width)x\(height) \(matrix)")
    }

    /// The final pass writes the 4:2:0 blocks itself (one draw per pass, no conversion draw)
    /// unless its code depends on the fragment's position; either way one more draw packs the
    /// planes, and they are the CPU's.
    @Test(arguments: [
        ("fade", true), ("pixellate-dissolve", true), ("position-dependent", false), ("derivative", false),
        ("discarding", false),
    ])
    func theFinalPassWritesBlocksWhereItCan(transition name: String, fused: Bool) throws {
        let folder = try ShaderDirectory()
        try folder.write(
            "position-dependent.glsl",
            """
            // A gl-transitions file.
            vec4 transition(vec2 uv) {
                float stripe = mod(floor(gl_FragCoord.x / 3.0), 2.0);
                return mix(getFromColor(uv), getToColor(uv), progress * stripe);
            }
            """)
        try folder.write(
            "derivative.glsl",
            """
            // A gl-transitions file.
            vec4 transition(vec2 uv) {
                return mix(getFromColor(uv), getToColor(uv), clamp(progress + 40.0 * dFdx(uv.x), 0.0, 1.0));
            }
            """)
        try folder.write(
            "discarding.glsl",
            """
            // A gl-transitions file.
            vec4 transition(vec2 uv) {
                if (progress > 2.0) discard;
                return mix(getFromColor(uv), getToColor(uv), progress);
            }
            """)
        let engine = try Engine(library: folder.library())
        let (width, height) = (61, 35)
        var from = TestImages.pattern(width: width, height: height)
        for x in 0..<9 { from[x, 1] = RGBA(250, 120, 30, 100) }
        let transition = try engine.makeTransition(
            name, from: from, to: TestImages.otherPattern(width: width, height: height))
        let rgba = try transition.render(progress: 0.4)
        let beforeStream = engine.counters
        let stream = try FrameStream(renderer: transition.renderer, format: .yuv420p(.bt709), depth: 2)
        var planes: [UInt8] = []
        _ = try stream.submit(preparing: { try transition.graph.setProgress(0.4) }) { _ in }
        // The final pass's block-writing variant, or the conversion's program, never both; and
        // the packing into yuv420p order.
        #expect(engine.counters.since(beforeStream).programsLinked == 2, "\(name)")
        let before = engine.counters
        _ = try stream.submit(preparing: { try transition.graph.setProgress(0.4) }) { _ in }
        let draws = engine.counters.since(before).drawCalls
        try stream.drain { planes = Array($0) }
        let passes = try transition.renderer.plan.passes.count
        #expect(
            draws == (fused ? passes + 1 : passes + 2), "\(name): \(draws) draws for \(passes) passes and the packing")
        let expected = Self.cpuYUV420(rgba, matrix: .bt709)
        let worst = zip(planes, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "\(name): largest difference \(worst)")
    }

    @Test func anRGBAStreamRefusesByteFreeImageDelivery() throws {
        let engine = try TestEngine.engine()
        let transition = try engine.makeTransition(
            "fade", from: TestImages.pattern(width: 8, height: 8), to: TestImages.otherPattern(width: 8, height: 8))
        let stream = try FrameStream(renderer: transition.renderer, format: .yuv420p(.bt709))
        var image = try Image(width: 8, height: 8)
        #expect(throws: RenderError.unsupportedPixelFormat("yuv420p", needed: "rgba")) {
            try stream.submit(into: &image)
        }
    }

    /// Limited-range Y′CbCr with chroma the mean of each 2×2 block (edges repeated), as 420jpeg sites it.
    static func cpuYUV420(_ image: Image, matrix: YUVMatrix) -> [UInt8] {
        let (kr, kb): (Double, Double) = matrix == .bt709 ? (0.2126, 0.0722) : (0.299, 0.114)
        let kg = 1 - kr - kb
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let p = image[min(x, image.width - 1), min(y, image.height - 1)]
            let a = Double(p.a) / 255
            return (Double(p.r) / 255 * a, Double(p.g) / 255 * a, Double(p.b) / 255 * a)
        }
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
        var y: [UInt8] = []
        var cb: [UInt8] = []
        var cr: [UInt8] = []
        for row in 0..<image.height {
            for column in 0..<image.width {
                let (r, g, b) = rgb(column, row)
                y.append(byte(16 + 219 * (kr * r + kg * g + kb * b)))
            }
        }
        for row in stride(from: 0, to: image.height, by: 2) {
            for column in stride(from: 0, to: image.width, by: 2) {
                let block = [rgb(column, row), rgb(column + 1, row), rgb(column, row + 1), rgb(column + 1, row + 1)]
                let r = block.map(\.0).reduce(0, +) / 4
                let g = block.map(\.1).reduce(0, +) / 4
                let b = block.map(\.2).reduce(0, +) / 4
                let luma = kr * r + kg * g + kb * b
                cb.append(byte(128 + 112 * (b - luma) / (1 - kb)))
                cr.append(byte(128 + 112 * (r - luma) / (1 - kr)))
            }
        }
        return y + cb + cr
    }
}
