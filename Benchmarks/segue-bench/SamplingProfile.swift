import Foundation
@_spi(Benchmarks) import Segue
import SegueGL

/// `--profile`: what a full-screen pass costs on this driver, piece by piece.
///
/// Draws small self-contained shaders raw (like the raw baseline) next to the engine's own
/// generated pixellate-dissolve pass, each change isolated: the fixed cost of a pass, a
/// `texelFetch` read against a `texture()` read with nearest or bilinear filtering, and the
/// parts of the generated code (the texel-centre snap of inlined nodes, Pixellate's `smooth ?
/// linear : nearest` select) removed one at a time. Explains where the engine's frame time goes.
struct SamplingProfile {
    let engine: Engine
    let configuration: BenchConfiguration

    /// One probe: a fragment body drawn with textures of one filter.
    struct Probe {
        var name: String
        var filter: TextureFilter
        var body: String
    }

    static let probes: [Probe] = [
        Probe(name: "empty pass: colour from uv, no read", filter: .nearest, body: "vec4(uv, progress, 1.0)"),
        Probe(
            name: "dissolve: 2 texelFetch (the generator's nearest read)", filter: .linear, body: mixed("fetchAt", "uv")
        ),
        Probe(name: "dissolve: 2 texture(), GL_NEAREST", filter: .nearest, body: mixed("sampleAt", "uv")),
        Probe(name: "dissolve: 2 texture(), GL_LINEAR", filter: .linear, body: mixed("sampleAt", "uv")),
        Probe(name: "pixellate-dissolve: snap + smooth select + texelFetch", filter: .linear, body: smoothSelect),
        Probe(
            name: "pixellate-dissolve: snap + texelFetch (no select)", filter: .linear,
            body: mixed("fetchAt", "c0s", "c1s")),
        Probe(
            name: "pixellate-dissolve: texelFetch (no snap, no select)", filter: .linear,
            body: mixed("fetchAt", "c0", "c1")),
        Probe(name: "pixellate-dissolve: texture(), GL_NEAREST", filter: .nearest, body: mixed("sampleAt", "c0", "c1")),
        Probe(
            name: "pixellate-dissolve: texture(), GL_LINEAR (smooth)", filter: .linear,
            body: mixed("sampleAt", "c0", "c1")),
    ]

    /// The two textures read with `read` at `from` and `to` (one point for both when `to` is
    /// nil), mixed by progress.
    static func mixed(_ read: String, _ from: String, _ to: String? = nil) -> String {
        "mix(\(read)(segue_tex0, \(from)), \(read)(segue_tex1, \(to ?? from)), progress)"
    }

    /// The cells' reads as the generated code chose between them before it compiled the choice in.
    static let smoothSelect =
        "mix(smoothFrom ? sampleAt(segue_tex0, c0s) : fetchAt(segue_tex0, c0s), "
        + "smoothTo ? sampleAt(segue_tex1, c1s) : fetchAt(segue_tex1, c1s), progress)"

    /// The shader around a probe's body, with the generated code's helpers spelled out.
    static func source(_ body: String, size: FrameSize) -> String {
        """
        #version 300 es
        precision highp float;
        precision highp int;
        precision highp sampler2D;
        const vec2 resolution = vec2(\(size.width).0, \(size.height).0);
        uniform sampler2D segue_tex0;
        uniform sampler2D segue_tex1;
        uniform float progress;
        uniform bool smoothFrom;
        uniform bool smoothTo;
        out vec4 segue_fragColor;
        vec4 fetchAt(sampler2D s, vec2 uv) {
            ivec2 t = clamp(ivec2(floor(uv * resolution)), ivec2(0), ivec2(resolution) - 1);
            return texelFetch(s, ivec2(t.x, int(resolution.y) - 1 - t.y), 0);
        }
        vec4 sampleAt(sampler2D s, vec2 uv) { return texture(s, vec2(uv.x, 1.0 - uv.y)); }
        vec2 snap(vec2 p) { return (clamp(floor(p * resolution), vec2(0.0), resolution - 1.0) + 0.5) / resolution; }
        vec2 cellCentre(vec2 uv, float fraction) {
            float width = max(fraction, 1.0 / resolution.x);
            vec2 cell = vec2(width, width * resolution.x / resolution.y);
            return uv - mod(uv, cell) + cell * 0.5;
        }
        void main() {
            vec2 uv = vec2(gl_FragCoord.x, resolution.y - gl_FragCoord.y) / resolution;
            vec2 c0 = cellCentre(uv, progress * 0.1);
            vec2 c1 = cellCentre(uv, (1.0 - progress) * 0.1);
            vec2 c0s = cellCentre(snap(uv), progress * 0.1);
            vec2 c1s = cellCentre(snap(uv), (1.0 - progress) * 0.1);
            segue_fragColor = \(body);
        }
        """
    }

    func run(sources: SourceImages) throws {
        for size in configuration.sizes {
            let images = try sources.fitted(to: size, engine: engine)
            let context = engine.context
            let transition = try engine.makeTransition(
                BenchEffect.pixellateDissolve, from: images.from, to: images.to, width: size.width, height: size.height)
            let generated = try RawPipeline(transition: transition, images: images, context: context)
            let drawers = try Self.probes.map { try ProbeDrawer($0, size: size, images: images, context: context) }
            var fps: [[Double]] = Array(repeating: [], count: drawers.count + 1)
            var cpu: [[Double]] = Array(repeating: [], count: drawers.count + 1)
            for repetition in 1...configuration.repetitions {
                Console.write("profile \(size): run \(repetition)/\(configuration.repetitions)\n")
                let engineWindow = try generated.run(
                    window: configuration.window, warmupFrames: configuration.warmupFrames)
                fps[0].append(engineWindow.fps)
                cpu[0].append(engineWindow.cpuMillisecondsPerFrame)
                for (index, drawer) in drawers.enumerated() {
                    let window = try drawer.run(window: configuration.window, warmupFrames: configuration.warmupFrames)
                    fps[index + 1].append(window.fps)
                    cpu[index + 1].append(window.cpuMillisecondsPerFrame)
                }
            }
            let reference = Statistics.median(cpu[0]) ?? 1
            print("")
            print(
                "\(size) sampling profile (raw GL, fused pass; medians of \(configuration.repetitions); cpu = process CPU ms per frame)"
            )
            print(
                "  " + "probe".padding(toLength: 58, withPad: " ", startingAt: 0) + "     fps  cpu ms  cpu vs generated"
            )
            let names = ["pixellate-dissolve: the engine's generated pass"] + Self.probes.map(\.name)
            for (index, name) in names.enumerated() {
                let medianCPU = Statistics.median(cpu[index]) ?? 0
                print(
                    "  " + name.padding(toLength: 58, withPad: " ", startingAt: 0)
                        + String(
                            format: "%8.1f %7.1f %10.2f", Statistics.median(fps[index]) ?? 0, medianCPU,
                            medianCPU / reference))
            }
            // The engine's own cost is measured against raw passes of the stage it runs them as.
            let rawAsEngine =
                engine.passStage == .fragment
                ? generated
                : try RawPipeline(transition: transition, images: images, stage: engine.passStage, context: context)
            try EngineOverheadProfile(engine: engine, configuration: configuration).run(
                transition: transition, raw: rawAsEngine, size: size)
            try PipelineProfile(engine: engine, configuration: configuration).run(
                transition: transition, raw: generated, images: images, size: size)
        }
    }
}

/// Draws one probe shader raw: two textures of the probe's filter, one pass, glFinish per frame.
private final class ProbeDrawer {
    private let context: GLContext
    private let program: ShaderProgram
    private let target: Framebuffer
    private let textures: [Texture]
    private let progressLocation: UniformLocation?

    init(_ probe: SamplingProfile.Probe, size: FrameSize, images: (from: Image, to: Image), context: GLContext) throws {
        self.context = context
        (program, target, textures, progressLocation) = try context.perform {
            let descriptor = TextureDescriptor(width: size.width, height: size.height, filter: probe.filter)
            let textures = try [images.from, images.to].map { image in
                let texture = try Texture(descriptor, context: context)
                try image.pixels.withUnsafeBytes { try texture.upload($0) }
                return texture
            }
            let program = try ShaderProgram(
                fragmentSource: SamplingProfile.source(probe.body, size: size), context: context)
            program.use()
            for (unit, name) in ["segue_tex0", "segue_tex1"].enumerated() { program.setSampler(name, unit: unit) }
            for name in ["smoothFrom", "smoothTo"] { program.uniformLocation(name)?.set(false) }
            let target = try Framebuffer(
                TextureDescriptor(width: size.width, height: size.height, filter: .linear), context: context)
            return (program, target, textures, program.uniformLocation("progress"))
        }
    }

    func run(window: MeasurementWindow, warmupFrames: Int) throws -> WindowMeasurement {
        try context.perform {
            for index in 0..<warmupFrames {
                draw(progress: Double(index) / Double(max(warmupFrames, 1)))
            }
            return FrameDriver.loop(window) { draw(progress: $0) }
        }
    }

    // Runs on the GL thread.
    private func draw(progress: Double) {
        target.bind()
        program.use()
        for (unit, texture) in textures.enumerated() { texture.bind(toUnit: unit, sampler: nil) }
        progressLocation?.set(Float(progress))
        program.drawFullScreen()
        context.finish()
    }
}
