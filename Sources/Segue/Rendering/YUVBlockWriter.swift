import SegueGL

/// The final pass compiled to write 4:2:0 blocks (`RenderPlan.Pass.yuvFragmentSource`), so that
/// a video frame needs no conversion pass; compiled once a frame asks for it. Used on the GL
/// thread only.
struct YUVBlockWriter {
    private var compiled: (program: PassProgram, user: ProgramUser, bindings: UniformBindings, matrix: YUVMatrix?)?
    /// Whether compiling was tried for the current plan: nil after it stays nil where the pass
    /// depends on its fragment's position or the variant did not compile.
    private var tried = false

    /// Forgets the variant, for a new plan.
    mutating func reset() {
        compiled = nil
        tried = false
    }

    /// Whether `plan`'s final pass can write 4:2:0 blocks; compiles that variant the first time it is asked.
    mutating func exists(for plan: RenderPlan, stage: PassStage, cache: ProgramCache, context: GLContext) -> Bool {
        if !tried {
            tried = true
            let user = ProgramUser()
            if let pass = plan.passes.last, let source = pass.yuvFragmentSource,
                let program = try? cache.program(
                    for: .init(fragmentSource: source, stage: stage, targets: Array(repeating: .rgba8, count: 3)),
                    context: context)
            {
                compiled = (program, user, CompiledPasses.bind(pass, to: program, as: user).bindings, nil)
            }
        }
        return compiled != nil
    }

    /// The variant, in use with this frame's values and `conversion`'s matrix, drawing `pass`.
    mutating func use(for conversion: YUVConversion, drawing pass: RenderPlan.Pass) -> PassProgram {
        guard var writer = compiled else {
            preconditionFailure("the block writer is used only once exists(for:) said it exists")
        }
        // Held only here while it changes, so that its bindings change in place.
        compiled = nil
        if CompiledPasses.use(writer.program, as: writer.user, for: pass, bindings: &writer.bindings) {
            writer.matrix = nil
        }
        if writer.matrix != conversion.matrix {
            writer.program.uniformLocation("segue_lumaWeights")?.set(conversion.matrix.lumaWeights)
            writer.matrix = conversion.matrix
        }
        writer.bindings.apply()
        compiled = writer
        return writer.program
    }
}
