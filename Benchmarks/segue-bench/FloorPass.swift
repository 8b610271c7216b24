@_spi(Benchmarks) import Segue
import SegueGL

/// The floor: a one-texture copy pass at the output size through the same context, the least a
/// full-screen pass can cost on this driver. An effect's FPS over the floor's shows what its own
/// math costs, on any driver.
final class FloorPass {
    private let context: GLContext
    private let program: ShaderProgram
    private let source: Texture
    /// Drawn into in turn, as the engine's output targets are (see `RawPipeline.outputs`).
    private let targets: [Framebuffer]
    private var targetIndex = 0

    /// The pass's shader: one exact texel read per pixel, written as it is.
    static let fragmentSource = """
        #version 300 es
        precision highp float;
        uniform highp sampler2D source;
        out vec4 colour;
        void main() {
            colour = texelFetch(source, ivec2(gl_FragCoord.xy), 0);
        }
        """

    /// Uploads `image` (already at the output size) once and compiles the copy.
    init(image: Image, context: GLContext) throws {
        self.context = context
        let descriptor = TextureDescriptor(width: image.width, height: image.height, filter: .nearest)
        (program, source, targets) = try context.perform {
            let program = try ShaderProgram(fragmentSource: Self.fragmentSource, context: context)
            program.use()
            program.setSampler("source", unit: 0)
            let source = try Texture(descriptor, context: context)
            var scratch: [UInt8] = []
            try image.pixels.withUnsafeBytes { try source.upload(flippingRowsOf: $0, scratch: &scratch) }
            return (
                program, source,
                try (0..<GraphRenderer.outputTargets).map { _ in try Framebuffer(descriptor, context: context) }
            )
        }
    }

    /// Warm-up, then one window of copies pipelined as the engine pipelines its frames, all on the GL thread.
    func run(window: MeasurementWindow, warmupFrames: Int) throws -> WindowMeasurement {
        try context.perform {
            for _ in 0..<warmupFrames { draw() }
            context.finish()
            return try FrameDriver.pipelinedLoop(window, context: context) { _ in draw() }
        }
    }

    // Runs on the GL thread.
    private func draw() {
        targetIndex = (targetIndex + 1) % targets.count
        targets[targetIndex].bind()
        program.use()
        source.bind(toUnit: 0, sampler: nil)
        program.drawFullScreen()
    }
}
