import SegueGL

/// The step before drawing a pass whose node measures its input each frame (an equalisation):
/// counts the texture it reads and gives the node what was counted. Used on the GL thread only.
final class PassMeasurement {
    private let context: GLContext
    /// Counts the images; made when first needed.
    private var kernel: HistogramKernel?

    init(context: GLContext) {
        self.context = context
    }

    /// Counts `input`, the texture of pass `measurement.inputPass`, and gives `measurement.node`
    /// what it counted, before its pass is drawn: its uniforms are applied after this, and a new
    /// equalisation table goes into `sources` at once.
    func measure(
        _ measurement: (node: EffectNode, inputPass: Int), reading input: Texture, in plan: RenderPlan,
        sources: SourceUploads
    ) throws {
        let kernel = try kernel ?? HistogramKernel(context: context)
        self.kernel = kernel
        let size = plan.passes[measurement.inputPass].size
        let histogram = try kernel.count(input, width: size.width, height: size.height, step: 1, premultiplied: true)
        guard let table = try measurement.node.takeMeasurement(histogram),
            let slot = measurement.node.effect.inputs.firstIndex(of: table.input),
            let source = measurement.node.inputs[slot] as? ImageSource
        else { return }
        source.image = table.image
        let (image, version) = source.versionedImage
        try sources.upload(image, version: version, of: source)
    }
}
