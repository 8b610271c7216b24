import CGLES3
import SegueGL

/// Draws a planned graph, frame after frame, with only uniforms changing between frames.
///
/// Created by `Engine.makeRenderer`. The first frame uploads each image source and creates the
/// programs and framebuffers; later frames upload nothing and create nothing (see
/// `Engine.counters`). Methods may be called from any thread; they run on the GL thread.
public final class GraphRenderer: @unchecked Sendable {
    /// The passes drawn each frame (planned again when the graph changes shape).
    public private(set) var plan: RenderPlan
    private let output: FrameOutput
    private let options: PlanOptions
    private let context: GLContext
    private var programs: [ShaderProgram] = []
    private var bindings: [[UniformBinding]] = []
    private let pool: FramebufferPool
    private let target: Framebuffer
    private let nearestSampler: Sampler
    private let linearSampler: Sampler
    /// Reused for flipping images into GL's row order on upload.
    private var uploadScratch: [UInt8] = []
    private var sourceTextures: [(texture: Texture, version: Int)?] = []
    /// Parameters the compiled passes never read (the compiler dropped their uniforms): node, parameter.
    public private(set) var unusedParameters: [(node: String, parameter: String)] = []
    private var passTargets: [Framebuffer?] = []

    private struct UniformBinding {
        var node: EffectNode
        var parameter: Int
        var location: GLint
        var applied: UniformValue?
    }

    init(output: FrameOutput, width: Int, height: Int, options: PlanOptions, context: GLContext) throws(SegueError) {
        self.output = output
        self.options = options
        self.context = context
        plan = try Planner.plan(output, width: width, height: height, options: options)
        (pool, target, nearestSampler, linearSampler) = try Self.mapErrors {
            try context.perform {
                let descriptor = TextureDescriptor(width: width, height: height, filter: .linear)
                return (FramebufferPool(context: context), try Framebuffer(descriptor, context: context),
                        try Sampler(filter: .nearest, context: context), try Sampler(filter: .linear, context: context))
            }
        }
        try run { try self.prepare() }
    }

    /// Compiles the plan's programs and looks up their uniforms; runs on the GL thread.
    private func prepare() throws {
        var programs: [ShaderProgram] = []
        var bindings: [[UniformBinding]] = []
        var unused: [(node: String, parameter: String)] = []
        for (index, pass) in plan.passes.enumerated() {
            let program: ShaderProgram
            do {
                program = try ShaderProgram(fragmentSource: pass.fragmentSource, context: context)
            } catch GLError.shaderCompile(_, let log) {
                throw SegueError.shaderCompile(diagnostics: ShaderDiagnostics.map(
                    log: log, segments: pass.segments, generatedName: "<generated pass \(index)>"))
            }
            program.use()
            for input in pass.inputs.indices {
                let samplers = RenderPlan.samplers(forInput: input)
                for (uniform, unit) in [samplers.nearest, samplers.linear] {
                    if let location = program.uniformLocation(uniform) { glUniform1i(location, GLint(unit)) }
                }
            }
            bindings.append(pass.uniforms.compactMap { uniform in
                guard let location = program.uniformLocation(uniform.name) else {
                    // Dropped by the compiler: the parameter does nothing (shader check reports it).
                    unused.append((uniform.node.name, uniform.node.effect.parameters[uniform.parameter].name))
                    return nil
                }
                return UniformBinding(node: uniform.node, parameter: uniform.parameter, location: location)
            })
            programs.append(program)
        }
        self.programs = programs
        self.bindings = bindings
        unusedParameters = unused
        sourceTextures = Array(repeating: nil, count: plan.sources.count)
        passTargets = Array(repeating: nil, count: plan.passes.count)
    }

    /// Plans the graph again and compiles the new passes; on failure the old plan stays.
    public func replan() throws(SegueError) {
        let previous = plan
        plan = try Planner.plan(output, width: plan.width, height: plan.height, options: options)
        do {
            try run { try self.prepare() }
        } catch {
            plan = previous
            throw error
        }
    }

    /// Every effect node the plan draws.
    var effectNodes: [EffectNode] {
        plan.shape.compactMap { $0.node as? EffectNode }
    }

    /// Swaps in new effects and re-plans; if that fails, the old effects and programs stay.
    func replace(_ replacements: [(node: EffectNode, effect: EffectDescription)]) throws(SegueError) {
        let previous = replacements.map { ($0.node, $0.node.effect) }
        for (node, effect) in replacements { node.replaceEffect(effect) }
        do {
            try replan()
        } catch {
            for (node, effect) in previous { node.replaceEffect(effect) }
            plan.acceptCurrentShape()
            throw error
        }
    }

    /// Output width in pixels.
    public var width: Int { plan.width }
    /// Output height in pixels.
    public var height: Int { plan.height }

    /// The most intermediate framebuffers one frame held at once.
    public var peakIntermediates: Int {
        (try? context.perform { pool.peakInUse }) ?? 0
    }

    /// Draws one frame with the nodes' current parameter values; with `waitUntilCompleted`,
    /// also waits until the GPU has finished it.
    public func render(waitUntilCompleted: Bool = false) throws(SegueError) {
        if plan.isStale { try replan() }
        try run {
            try self.draw()
            if waitUntilCompleted { glFinish() }
        }
    }

    /// Draws one frame and reads it back into `image`, reusing its storage when the size matches.
    public func render(into image: inout Image) throws(SegueError) {
        if image.width != width || image.height != height {
            image = try Image(width: width, height: height)
        }
        if plan.isStale { try replan() }
        try run {
            try self.draw()
            try image.pixels.withUnsafeMutableBytes { try self.target.readPixels(into: $0) }
        }
    }

    /// Draws one frame and returns it as an image.
    public func renderImage() throws(SegueError) -> Image {
        var image = try Image(width: width, height: height)
        try render(into: &image)
        return image
    }

    /// Waits until the GPU has finished every frame drawn so far.
    public func finish() throws(SegueError) {
        try run { glFinish() }
    }

    /// The context it draws with, for helpers such as `FrameStream`.
    var glContext: GLContext { context }

    /// Draws a frame, then hands the output framebuffer to `read` on the GL thread.
    func drawForReadback(_ read: (Framebuffer) throws -> Void) throws(SegueError) {
        if plan.isStale { try replan() }
        try run {
            try self.draw()
            try read(self.target)
        }
    }

    private func run(_ body: () throws -> Void) throws(SegueError) {
        try Self.mapErrors { try context.perform(body) }
    }

    static func mapErrors<T>(_ body: () throws -> T) throws(SegueError) -> T {
        do {
            return try body()
        } catch let error as SegueError {
            throw error
        } catch let error as GLError {
            throw .gl(error)
        } catch {
            throw .gl(.glCall(call: "render", error: "\(error)"))
        }
    }

    // Runs on the GL thread.
    private func draw() throws {
        for (index, source) in plan.sources.enumerated() where sourceTextures[index]?.version != source.version {
            try upload(source, at: index)
        }
        pool.resetPeak()
        for (index, pass) in plan.passes.enumerated() {
            let isLast = index == plan.passes.count - 1
            let framebuffer = isLast ? target : try pool.acquire(target.descriptor)
            passTargets[index] = framebuffer
            framebuffer.bind()
            programs[index].use()
            for (slot, input) in pass.inputs.enumerated() {
                let texture: GLuint
                switch input {
                case .source(let source): texture = sourceTextures[source]!.texture.name
                case .pass(let pass): texture = passTargets[pass]!.texture.name
                }
                // The same texture on two units: read exactly through one, filtered through the other.
                let units = RenderPlan.samplers(forInput: slot)
                glActiveTexture(GLenum(GL_TEXTURE0) + GLenum(units.nearest.unit))
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
                nearestSampler.bind(to: units.nearest.unit)
                glActiveTexture(GLenum(GL_TEXTURE0) + GLenum(units.linear.unit))
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
                linearSampler.bind(to: units.linear.unit)
            }
            for binding in bindings[index].indices {
                let value = bindings[index][binding].node.values[bindings[index][binding].parameter]
                if bindings[index][binding].applied != value {
                    value.apply(to: bindings[index][binding].location)
                    bindings[index][binding].applied = value
                }
            }
            programs[index].drawFullScreen()
            for read in pass.lastReads {
                pool.release(passTargets[read]!)
                passTargets[read] = nil
            }
        }
        try checkGLError("frame draw")
    }

    private func upload(_ source: ImageSource, at index: Int) throws {
        let image = source.image
        let descriptor = TextureDescriptor(width: image.width, height: image.height, filter: .linear)
        let texture: Texture
        if let existing = sourceTextures[index]?.texture, existing.descriptor == descriptor {
            texture = existing
        } else {
            texture = try Texture(descriptor, context: context)
        }
        try image.pixels.withUnsafeBytes { try texture.upload(flippingRowsOf: $0, scratch: &uploadScratch) }
        sourceTextures[index] = (texture, source.version)
    }
}
