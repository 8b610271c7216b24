@_spi(Benchmarks) import Segue
import SegueGL

/// `--profile`'s questions about the GPU's side of a frame, for drivers where the GPU is not the
/// CPU: how fast frames go when nothing waits for each one (pipelined), what the same work costs
/// as a compute shader, and where an asynchronous readback's time goes (the wait, the map, the copy).
struct PipelineProfile {
    let engine: Engine
    let configuration: BenchConfiguration
    /// Frames per pipelined measurement.
    static let pipelinedFrames = 600

    func run(transition: TransitionRenderer, raw: RawPipeline, images: (from: Image, to: Image), size: FrameSize) throws
    {
        var rows: [(String, [Double])] = []
        let context = engine.context
        let copy = try ComputeProbe(body: "fetchAt(segue_tex0, uv)", size: size, images: images, context: context)
        let dissolve = try ComputeProbe(
            body: "mix(sampleAt(segue_tex0, c0), sampleAt(segue_tex1, c1), progress)", size: size, images: images,
            context: context)
        let measurements: [(String, () throws -> Double)] =
            [
                (
                    "raw generated fragment pass, glFinish per frame",
                    { try raw.run(window: configuration.window, warmupFrames: 1).fps }
                ),
                (
                    "raw generated fragment pass, pipelined (one glFinish per \(Self.pipelinedFrames))",
                    { try raw.runPipelined(frames: Self.pipelinedFrames) }
                ),
                (
                    "engine draw(progress:), \(engine.passStage.rawValue) passes, no fence",
                    { try enginePipelined(transition, fencing: nil) }
                ),
            ]
            + Self.fencings.map { fencing in
                ("engine draw(progress:), \(fencing)", { try enginePipelined(transition, fencing: fencing) })
            } + [
                ("compute: one-texelFetch copy, pipelined", { try copy.runPipelined(frames: Self.pipelinedFrames) }),
                (
                    "compute: pixellate-dissolve (texture(), nearest), pipelined",
                    { try dissolve.runPipelined(frames: Self.pipelinedFrames) }
                ),
            ]
        for (name, measure) in measurements {
            var fps: [Double] = []
            for _ in 1...configuration.repetitions { fps.append(try measure()) }
            rows.append((name, fps))
        }
        print("")
        print("\(size) pipelined and compute (pixellate-dissolve; fps, medians of \(configuration.repetitions))")
        for (name, fps) in rows {
            let median = Statistics.median(fps) ?? 0
            print(
                "  " + name.padding(toLength: 66, withPad: " ", startingAt: 0)
                    + String(format: "%9.0f fps %8.1f µs", median, 1e6 / max(median, 1e-9)))
        }
        try ReadbackProfile(engine: engine, configuration: configuration).run(transition: transition, size: size)
    }

    /// Ways of fencing the engine's frames to compare, the engine's own first.
    static let fencings = [
        GraphRenderer.fencing,
        FramesInFlight.Fencing(framesPerFence: 1, depth: 3),
        FramesInFlight.Fencing(framesPerFence: 4, depth: 2),
    ]

    /// The engine's frames fenced as `fencing` says (nil: a fence so rare it never waits), one
    /// `finish` at the end.
    private func enginePipelined(_ transition: TransitionRenderer, fencing: FramesInFlight.Fencing?) throws -> Double {
        let renderer = transition.renderer
        try renderer.fence(
            fencing ?? FramesInFlight.Fencing(framesPerFence: Self.pipelinedFrames * 2, depth: 1))
        defer { try? renderer.fence(GraphRenderer.fencing) }
        return try engine.runOnGLThread {
            let start = Clocks.monotonic()
            for index in 0..<Self.pipelinedFrames {
                try transition.draw(progress: Double(index) / Double(Self.pipelinedFrames - 1))
            }
            try renderer.finish()
            return Double(Self.pipelinedFrames) / (Clocks.monotonic() - start)
        }
    }
}

/// One compute shader drawing a probe body of `SamplingProfile.source` into an RGBA8 image.
private final class ComputeProbe {
    private let context: GLContext
    private let program: ComputeProgram
    private let target: Texture
    private let textures: [Texture]
    private let sampler: Sampler
    private let progressLocation: UniformLocation?
    private let groups: (x: Int, y: Int)

    init(body: String, size: FrameSize, images: (from: Image, to: Image), context: GLContext) throws {
        self.context = context
        groups = ((size.width + 15) / 16, (size.height + 15) / 16)
        (program, target, textures, sampler, progressLocation) = try context.perform {
            let descriptor = TextureDescriptor(width: size.width, height: size.height, filter: .nearest)
            let textures = try [images.from, images.to].map { image in
                let texture = try Texture(descriptor, context: context)
                try image.pixels.withUnsafeBytes { try texture.upload($0) }
                return texture
            }
            let program = try ComputeProgram(source: Self.source(body, size: size), context: context)
            program.use()
            for (unit, name) in ["segue_tex0", "segue_tex1"].enumerated() {
                program.uniformLocation(name)?.set(Int32(unit))
            }
            return (
                program, try Texture(descriptor, context: context), textures,
                try Sampler(filter: .nearest, context: context),
                program.uniformLocation("progress")
            )
        }
    }

    /// The fragment probe's helpers and body in a compute shader: one invocation per pixel.
    static func source(_ body: String, size: FrameSize) -> String {
        let fragment = SamplingProfile.source(body, size: size)
        let helpers = fragment[
            fragment.range(of: "const vec2 resolution")!.lowerBound..<fragment.range(of: "void main()")!.lowerBound
        ]
        .replacingOccurrences(of: "out vec4 segue_fragColor;", with: "")
        return """
            #version 310 es
            precision highp float;
            precision highp int;
            precision highp sampler2D;
            layout(local_size_x = 16, local_size_y = 16) in;
            layout(rgba8, binding = 0) writeonly uniform highp image2D segue_out;
            \(helpers)
            void main() {
                ivec2 p = ivec2(gl_GlobalInvocationID.xy);
                if (p.x >= int(resolution.x) || p.y >= int(resolution.y)) return;
                vec2 uv = (vec2(p) + 0.5) / resolution;
                vec2 c0 = cellCentre(uv, progress * 0.1);
                vec2 c1 = cellCentre(uv, (1.0 - progress) * 0.1);
                imageStore(segue_out, p, \(body));
            }
            """
    }

    func runPipelined(frames: Int) throws -> Double {
        try context.perform {
            let start = Clocks.monotonic()
            for index in 0..<frames {
                program.use()
                for (unit, texture) in textures.enumerated() { texture.bind(toUnit: unit, sampler: sampler) }
                target.bindForWriting(toImageUnit: 0)
                progressLocation?.set(Float(index) / Float(frames - 1))
                try program.dispatch(x: groups.x, y: groups.y)
            }
            context.finish()
            return Double(frames) / (Clocks.monotonic() - start)
        }
    }
}
