@_spi(Benchmarks) import Segue
import SegueGL

/// The raw baseline: the engine's generated shaders drawn straight through the GL wrappers.
///
/// No graph, no ticker, no uniform bookkeeping: one `GLContext.perform` per window, a table
/// lookup for the uniforms and one draw per pass. What the engine adds on top is its overhead.
/// Passes the engine keeps across frames (running sums of a still, uniforms that never change)
/// are drawn once here too, when the images are uploaded.
final class RawPipeline {
    private let context: GLContext
    private let size: FrameSize
    private let passes: [RawPass]
    private let sourceTextures: [Texture]
    private let samplers: (nearest: Sampler, linear: Sampler)
    /// Uniform values for `UniformTable.steps` progress values, per pass, in `RawPass.uniformLocations` order.
    private let table: UniformTable
    /// The last pass's targets, drawn into in turn as the engine's output targets are (on llvmpipe
    /// a new target also ends the frame's scene, which would otherwise drop the frames it covers).
    private let outputs: [Framebuffer]
    private var outputIndex = 0

    private struct RawPass {
        var program: PassProgram
        var target: Framebuffer
        var inputs: [RenderPlan.Input]
        var uniformLocations: [UniformLocation?]
        /// Drawn once, before the frames: it reads only the stills and its uniforms never change.
        var drawsOnce: Bool
    }

    /// Compiles the passes of `transition`'s plan and uploads the two images once.
    ///
    /// The plan's sources are the transition's "from" then "to", in the order its graph was
    /// connected; `verify` checks that against the engine's own output.
    init(
        transition: TransitionRenderer, images: (from: Image, to: Image), stage: PassStage = .fragment,
        context: GLContext
    ) throws {
        self.context = context
        let plan = try transition.renderer.plan
        size = FrameSize(width: plan.width, height: plan.height)
        let table = try UniformTable(transition: transition)
        self.table = table
        let descriptor = TextureDescriptor(width: plan.width, height: plan.height, filter: .linear)
        (sourceTextures, passes, samplers) = try context.perform {
            var scratch: [UInt8] = []
            let textures = try [images.from, images.to].map { image in
                let texture = try Texture(descriptor, context: context)
                try image.pixels.withUnsafeBytes { try texture.upload(flippingRowsOf: $0, scratch: &scratch) }
                return texture
            }
            let floats = TextureDescriptor(width: plan.width, height: plan.height, filter: .nearest, format: .rgba32f)
            let passes = try plan.passes.enumerated().map { index, pass in
                let format: TextureFormat = pass.writesFloats ? .rgba32f : .rgba8
                let program = try PassProgram(
                    fragmentSource: pass.fragmentSource, stage: stage, targets: [format], context: context)
                program.use()
                for input in pass.inputs.indices { InputSamplers(index: input).assignUnits(in: program.program) }
                return RawPass(
                    program: program,
                    target: try Framebuffer(pass.writesFloats ? floats : descriptor, context: context),
                    inputs: pass.inputs,
                    uniformLocations: pass.uniformNames.map { program.uniformLocation($0.uniform) },
                    drawsOnce: pass.isCacheable && table.isConstant(pass: index)
                )
            }
            return (
                textures, passes,
                (try Sampler(filter: .nearest, context: context), try Sampler(filter: .linear, context: context))
            )
        }
        let last = passes[passes.count - 1].target
        outputs =
            try [last]
            + context.perform {
                try (1..<GraphRenderer.outputTargets).map { _ in try Framebuffer(last.descriptor, context: context) }
            }
        try context.perform { try draw(progress: 0, everyPass: true) }
    }

    /// Warm-up, then one window of frames pipelined as the engine pipelines them, all on the GL thread.
    func run(window: MeasurementWindow, warmupFrames: Int) throws -> WindowMeasurement {
        try context.perform {
            for index in 0..<warmupFrames { try draw(progress: Double(index) / Double(max(warmupFrames, 1))) }
            context.finish()
            return try FrameDriver.pipelinedLoop(window, context: context) { try draw(progress: $0) }
        }
    }

    /// `frames` frames queued with no wait between them and one glFinish at the end: the GPU's
    /// throughput, where `run` measures each frame's round trip. Returns frames per second.
    func runPipelined(frames: Int) throws -> Double {
        try context.perform {
            let start = Clocks.monotonic()
            for index in 0..<frames { try draw(progress: Double(index) / Double(max(frames - 1, 1))) }
            context.finish()
            return Double(frames) / (Clocks.monotonic() - start)
        }
    }

    /// The frame at `progress`, read back, to check that raw draws what the engine draws.
    func image(progress: Double) throws -> Image {
        var image = try Image(width: size.width, height: size.height)
        try context.perform {
            try draw(progress: progress)
            try image.pixels.withUnsafeMutableBytes { try outputs[outputIndex].readPixels(into: $0) }
        }
        return image
    }

    // Runs on the GL thread.
    private func draw(progress: Double, everyPass: Bool = false) throws {
        let (values, drawingSizes) = table.values(progress: progress)
        outputIndex = (outputIndex + 1) % outputs.count
        for (index, pass) in passes.enumerated() where everyPass || !pass.drawsOnce {
            let target = index == passes.count - 1 ? outputs[outputIndex] : pass.target
            pass.program.use()
            for (index, input) in pass.inputs.enumerated() {
                let texture: Texture
                switch input {
                case .source(let source): texture = sourceTextures[source]
                case .pass(let earlier): texture = passes[earlier].target.texture
                case .chroma: continue  // the bench's sources are stills, never streamed 4:2:0 pictures
                // No history here: `segue_hasPrevious` stays false, so the reader reads the first input.
                case .previous: continue
                }
                InputSamplers(index: index).bind(texture, nearest: samplers.nearest, linear: samplers.linear)
            }
            for (location, value) in zip(pass.uniformLocations, values[index]) {
                if let location { value.apply(to: location) }
            }
            try pass.program.draw(
                into: target, width: drawingSizes[index].width, height: drawingSizes[index].height)
        }
    }
}

/// Every uniform of every pass, and the pixels each pass draws, at evenly spaced progress
/// values, read from the graph's nodes once, so that the raw loop sets the same values as the
/// engine without running the graph.
struct UniformTable {
    /// Progress values tabulated: 0, 1/(steps-1), …, 1.
    static let steps = 257
    private let rows: [(values: [[ParameterValue]], drawingSizes: [FrameSize])]

    init(transition: TransitionRenderer) throws {
        let plan = try transition.renderer.plan
        // A pass may carry a parameter of a node drawn by an earlier one (an `@cells` width).
        let nodes = plan.passes.flatMap(\.nodes)
        rows = try (0..<Self.steps).map { step in
            try transition.graph.setProgress(Double(step) / Double(Self.steps - 1))
            let values = try plan.passes.map { pass in
                try pass.uniformNames.map { uniform in
                    guard let node = nodes.first(where: { $0.name == uniform.node }) else {
                        throw BenchFailure(message: "raw baseline: the plan has no node \(uniform.node)")
                    }
                    return try node.value(of: uniform.parameter)
                }
            }
            return (values, plan.passes.map(\.drawingSize))
        }
    }

    /// Whether pass `index` gets the same uniform values at every progress.
    func isConstant(pass index: Int) -> Bool {
        rows.allSatisfy { $0.values[index] == rows[0].values[index] }
    }

    /// The values at the tabulated progress nearest to `progress`.
    func values(progress: Double) -> (values: [[ParameterValue]], drawingSizes: [FrameSize]) {
        rows[Int((min(max(progress, 0), 1) * Double(Self.steps - 1)).rounded())]
    }
}
