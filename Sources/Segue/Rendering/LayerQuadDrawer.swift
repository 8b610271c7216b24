import SegueGL

/// Draws a layer transition's pass (`RenderPlan.QuadGeometry`) in this frame's steps
/// (`LayerQuads.steps`): each run of quads with the program compiled for its kind, which gets the
/// uniforms that changed since it last drew, and the layers that show an image whole as copies
/// and blends. A layer that hides what is below it this frame is drawn without blending.
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
    /// `user`; `opaqueInputs` says which of its layer inputs have no alpha below 1, and `images`
    /// draws the layers that show an image whole, where the renderer may.
    mutating func draw(
        _ geometry: RenderPlan.QuadGeometry, of pass: RenderPlan.Pass, as user: ProgramUser,
        into framebuffer: Framebuffer, opaqueInputs: [Bool], images: LayerImages?
    ) {
        let quads = geometry.quads
        let steps = quads.steps(hides: quads.hidingLayers(opaqueInputs: opaqueInputs)) {
            images?.drawable($0) ?? false
        }
        let (width, height) = (pass.size.width, pass.size.height)
        // Whether the quads' target and blending are set, and whether an image drawn since took
        // the texture units the pass's inputs were bound to.
        var (drawing, imageDrawn) = (false, false)
        for step in steps {
            switch step {
            case .clear(let colour):
                PassProgram.beginQuads(into: framebuffer, width: width, height: height, clearingTo: colour)
                drawing = true
            case .image(let input, let opacity, let pixels):
                images?.draw(input, opacity, pixels)
                (drawing, imageDrawn) = (false, true)
            case .quads(let run):
                if !drawing {
                    PassProgram.beginQuads(into: framebuffer, width: width, height: height, clearingTo: nil)
                    if imageDrawn { images?.rebindInputs() }
                    drawing = true
                }
                guard let program = variants[run.value]?.program else {
                    preconditionFailure("CompiledPasses compiles a program for every kind of run")
                }
                CompiledPasses.use(program, as: user, for: pass, bindings: &variants[run.value]!.bindings)
                variants[run.value]!.bindings.apply()
                program.drawQuads(run)
            }
        }
        PassProgram.endQuads()
    }
}

/// What a layer pass's drawer needs to draw the layers that show an image whole
/// (`LayerStep.image`): the renderer's copies and blends.
struct LayerImages {
    /// Whether a layer input's image can be drawn whole this frame, readied when first asked.
    let drawable: (_ input: Int) -> Bool
    /// Draws a layer input's image at an opacity, over the whole target or the given pixels.
    let draw: (_ input: Int, _ opacity: Float, _ pixels: PixelRegion?) -> Void
    /// Binds the pass's inputs again after an image was drawn.
    let rebindInputs: () -> Void
}
