import SegueGL

/// Draws a layer transition's pass (`RenderPlan.QuadGeometry`): each run of quads with the
/// program compiled for its kind, which gets the uniforms that changed since it last drew. A
/// layer that hides what is below it this frame is drawn without blending (`LayerQuads`), so a
/// run is drawn in parts where that changes.
struct LayerQuadDrawer {
    /// The program for one kind of run, with its uniforms.
    struct Variant {
        let program: PassProgram
        var bindings: UniformBindings
    }

    /// A program per kind of run, by `QuadRun.value`.
    private var variants: [Int32: Variant]

    init(variants: [Int32: Variant]) {
        self.variants = variants
    }

    /// Draws `geometry`'s quads into `framebuffer`, the pass's inputs bound, its programs used as
    /// `user`; `opaqueInputs` says which of its layer inputs have no alpha below 1.
    mutating func draw(
        _ geometry: RenderPlan.QuadGeometry, of pass: RenderPlan.Pass, as user: ProgramUser,
        into framebuffer: Framebuffer, opaqueInputs: [Bool]
    ) {
        let quads = geometry.quads
        PassProgram.beginQuads(
            into: framebuffer, width: pass.size.width, height: pass.size.height, clearingTo: quads.clearColour)
        let hides = quads.hidingLayers(opaqueInputs: opaqueInputs)
        for run in quads.runs {
            guard let program = variants[run.value]?.program else {
                preconditionFailure("CompiledPasses compiles a program for every kind of run")
            }
            CompiledPasses.use(program, as: user, for: pass, bindings: &variants[run.value]!.bindings)
            variants[run.value]!.bindings.apply()
            for part in Self.parts(of: run, hides: hides) { program.drawQuads(part) }
        }
        PassProgram.endQuads()
    }

    /// `run` split where its layers' hiding (`hides`) changes, those that hide not blending.
    private static func parts(of run: QuadRun, hides: [Bool]) -> [QuadRun] {
        guard run.blends, run.first < hides.count else { return [run] }
        var parts: [QuadRun] = []
        for layer in run.first..<(run.first + run.count) {
            if let last = parts.last, last.blends == !hides[layer] {
                parts[parts.count - 1].count += 1
            } else {
                parts.append(QuadRun(first: layer, count: 1, value: run.value, blends: !hides[layer]))
            }
        }
        return parts
    }
}
