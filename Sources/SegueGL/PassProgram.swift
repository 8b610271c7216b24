import CGLES3

/// A program that fills every pixel of a framebuffer's targets: a fragment shader drawn over a
/// full-screen triangle, or, where `stage` asks for it and the shader allows, its compute variant
/// (`ComputeVariant`) dispatched over the same pixels. Both give the same pixels.
public final class PassProgram: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread.
    /// The stage the pass runs as: `compute` only where asked for and possible.
    public let stage: PassStage
    /// The linked program, for uniforms.
    public let program: GLProgram
    private let drawSize: UniformLocation?
    private let groupSide: Int
    /// Who last set uniforms on the program; held, so that a new user can never be mistaken for it.
    private var lastUser: ProgramUser?

    /// Compiles `fragmentSource`, or its compute variant writing `targets` when `stage` is
    /// `compute`; call inside `GLContext.perform`. A compute variant that cannot be made or does
    /// not compile falls back to the fragment shader, whose compile errors are the ones thrown.
    public init(fragmentSource: String, stage: PassStage, targets: [TextureFormat], context: GLContext) throws {
        var invocations: GLint = 0
        if stage == .compute, context.info.supportsCompute {
            glGetIntegerv(GLenum(GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS), &invocations)
        }
        groupSide =
            invocations >= GLint(ComputeVariant.groupSide * ComputeVariant.groupSide) ? ComputeVariant.groupSide : 8
        if stage == .compute, context.info.supportsCompute,
            let source = ComputeVariant.source(fromFragment: fragmentSource, targets: targets, groupSide: groupSide),
            let compute = try? ComputeProgram(source: source, context: context)
        {
            self.stage = .compute
            program = compute
            drawSize = compute.uniformLocation(ComputeVariant.drawSizeUniform)
        } else {
            self.stage = .fragment
            program = try ShaderProgram(fragmentSource: fragmentSource, context: context)
            drawSize = nil
        }
    }

    /// Compiles a program that draws quads (`drawQuads`) placed by `vertexSource`; call inside
    /// `GLContext.perform`. Rasterizing is what it is for, so it never runs as compute.
    public init(vertexSource: String, fragmentSource: String, context: GLContext) throws {
        stage = .fragment
        program = try ShaderProgram(vertexSource: vertexSource, fragmentSource: fragmentSource, context: context)
        drawSize = nil
        groupSide = ComputeVariant.groupSide
    }

    /// Makes this the current program.
    public func use() {
        program.use()
    }

    /// Makes this the current program for `user`; true when someone else used it since `user`
    /// last did (or `user` never did), so that the uniform values and sampler units `user` set
    /// may be gone: GL keeps them per program, and a `ProgramCache` shares programs.
    @discardableResult
    public func use(as user: ProgramUser) -> Bool {
        program.use()
        defer { lastUser = user }
        return lastUser !== user
    }

    /// The location of a uniform, or nil when the program does not use it.
    public func uniformLocation(_ uniform: String) -> UniformLocation? {
        program.uniformLocation(uniform)
    }

    /// Points sampler uniform `uniform` at texture unit `unit`; the program must be in use.
    public func setSampler(_ uniform: String, unit: Int) {
        program.setSampler(uniform, unit: unit)
    }

    /// Fills `framebuffer`'s targets, or their bottom-left `width`×`height`, with the program in
    /// use and its inputs bound.
    public func draw(into framebuffer: Framebuffer, width: Int? = nil, height: Int? = nil) throws {
        let (width, height) = (width ?? framebuffer.descriptor.width, height ?? framebuffer.descriptor.height)
        switch program {
        case let compute as ComputeProgram:
            for (unit, texture) in framebuffer.textures.enumerated() { texture.bindForWriting(toImageUnit: unit) }
            drawSize?.set(SIMD2<Int32>(Int32(width), Int32(height)))
            // Before: the targets may have been read by earlier draws, which must finish first.
            glMemoryBarrier(GLbitfield(GL_ALL_BARRIER_BITS))
            try compute.dispatch(
                x: (width + groupSide - 1) / groupSide, y: (height + groupSide - 1) / groupSide,
                then: GLbitfield(GL_ALL_BARRIER_BITS))
        case let fragment as ShaderProgram:
            framebuffer.bind(drawingWidth: width, height: height)
            fragment.drawFullScreen()
        default:
            preconditionFailure("a pass program is a ShaderProgram or a ComputeProgram")
        }
    }

    /// Binds `framebuffer` for drawing quads into its bottom-left `width`×`height`, cleared to
    /// `colour` if given; `drawQuads` then draws runs, `endQuads` ends.
    public static func beginQuads(
        into framebuffer: Framebuffer, width: Int, height: Int, clearingTo colour: SIMD4<Float>?
    ) {
        framebuffer.bind(drawingWidth: width, height: height)
        if let colour {
            glClearColor(colour.x, colour.y, colour.z, colour.w)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Draws `run`'s quads (six vertices each, from `gl_VertexID`) with this program, in use;
    /// where it blends, over what is below as premultiplied colour does: source + destination ×
    /// (1 − source alpha).
    public func drawQuads(_ run: QuadRun) {
        if run.blends { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
        glDrawArrays(GLenum(GL_TRIANGLES), GLint(run.first * 6), GLsizei(run.count * 6))
        program.context.count { $0.drawCalls += 1 }
    }

    /// Ends drawing quads: blending goes back off, as every other pass expects.
    public static func endQuads() {
        glDisable(GLenum(GL_BLEND))
    }
}

/// Quads `first` ..< `first + count`, drawn by the program made for `value` (which the caller
/// picks, a kind of quad).
public struct QuadRun: Sendable, Equatable {
    public var first: Int
    public var count: Int
    public var value: Int32
    /// Whether its quads blend over what is below, or replace it.
    public var blends: Bool

    public init(first: Int, count: Int, value: Int32, blends: Bool) {
        self.first = first
        self.count = count
        self.value = value
        self.blends = blends
    }
}
