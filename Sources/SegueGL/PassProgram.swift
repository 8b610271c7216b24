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
}
