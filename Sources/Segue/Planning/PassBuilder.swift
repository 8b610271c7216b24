import SegueGL

/// Writes the fragment shader of one pass: texture samplers, each fused node's renamed body,
/// and a `main` that evaluates the pass's root node at the fragment's `uv`
/// (`ShaderGenerator` has the conventions of the generated code).
///
/// Nodes are written inputs first (`emit`): an inlined input becomes functions of this pass,
/// anything else a texture read through the readers `reader(for:)` declares once per texture.
struct PassBuilder {
    /// The functions a node reads one of its inputs through: at a texel, and filtered.
    struct Reader {
        var nearest: String
        var linear: String?
    }

    let root: EffectNode
    let graph: GraphSnapshot
    /// Whether this is the graph's last pass, which writes the output upright and straight.
    let isFinal: Bool
    /// The size the sources are fitted to.
    let working: FrameSize
    /// The pass's own resolution.
    let size: FrameSize
    let resize: ResizeMode
    let fusion: FusionRule
    let textures: PlanTextures

    var code = CodeWriter()
    var inputs: [RenderPlan.Input] = []
    /// The reader name of each texture already read in this pass.
    var textureReaders: [ObjectIdentifier: String] = [:]
    var nodeIndex: [ObjectIdentifier: Int] = [:]
    var nodes: [EffectNode] = []
    var uniforms: [RenderPlan.Uniform] = []
    var declaresCellSize = false

    /// The pass, its shader, and for a final pass the variant writing 4:2:0 blocks.
    mutating func build() -> RenderPlan.Pass {
        writeHeader()
        emit(root)
        let body = code
        let (initializers, rootColor) = rootColor()
        let cells = isFinal ? nil : graph.cellGrid(of: root)
        writeMain(cells: cells, lines: initializers + rootColor)
        var yuvSource: String?
        let quads = graph.effect(of: root).quads
        // A pass evaluating a 4×2 block per fragment would change code that depends on its fragment.
        if isFinal, quads == nil, !GLSLUsage(body.text).dependsOnItsFragment {
            var yuv = body
            yuv.lines(YUVBlocks.shaderEnding(initializers: initializers, pixelColor: rootColor))
            // The colour is evaluated eight times per fragment here, so it is a variable, not an output.
            yuvSource = yuv.text.replacingOccurrences(
                of: ShaderGenerator.outputDeclaration, with: "vec4 segue_fragColor;")
        }
        var pass = RenderPlan.Pass(
            nodes: nodes, inputs: inputs, fragmentSource: code.text, yuvFragmentSource: yuvSource,
            uniforms: uniforms, segments: code.segments, cells: cells)
        pass.size = size
        if let quads {
            pass.geometry = .quads(
                RenderPlan.QuadGeometry(
                    quads: quads,
                    vertexSource: LayerShader.vertexSource(
                        quads, prefix: prefix(of: root), size: size, flipsY: isFinal),
                    layerInputs: graph.inputs(of: root).map(layerInput)))
        }
        return pass
    }

    /// The texture `input` of a layer transition is read from as it is, if it is: an image read
    /// in this pass, not letterboxed (`ResizeMode.contain` leaves a transparent border).
    private func layerInput(_ input: GraphNode) -> RenderPlan.Input? {
        guard let source = input as? ImageSource, textureReaders[ObjectIdentifier(input)] != nil else { return nil }
        if graph.imageSize(of: source) != working, (graph.resize(of: source) ?? resize) == .contain { return nil }
        return textures.input(for: source)
    }

    func isMaterialized(_ node: EffectNode) -> Bool { !fusion.isInlined(node) }

    /// The prefix of an emitted node's functions and uniforms.
    func prefix(of node: EffectNode) -> String {
        guard let index = nodeIndex[ObjectIdentifier(node)] else {
            preconditionFailure("\(node.name) is read before it is emitted")
        }
        return "n\(index)_"
    }

    mutating func declareCellSize() {
        if !declaresCellSize { code.line(CellGrid.sizeFunction) }
        declaresCellSize = true
    }

    private mutating func writeHeader() {
        code.lines(ShaderGenerator.preamble)
        // A downsampled stage's pass has a resolution of its own; the image keeps its proportions.
        // A stage that crops or resamples (`@size`) also knows its input's, to address it in pixels.
        let image = graph.producedSize(of: root)
        let input =
            graph.changesSize(root) ? graph.inputs(of: root).first.map { graph.producedSize(of: $0) } ?? size : size
        code.line("const vec2 resolution = vec2(\(size.width).0, \(size.height).0);")
        code.line("const vec2 inputResolution = vec2(\(input.width).0, \(input.height).0);")
        code.line("const float ratio = \(GLSLNames.float(Double(image.width) / Double(image.height)));")
        code.line(ShaderGenerator.outputDeclaration)
        code.lines(ShaderGenerator.alphaHelpers)
        if graph.effect(of: root).quads != nil {
            code.lines(LayerQuads.varyings.map { "\($0.flat ? "flat " : "")in \($0.declaration);" })
            code.line(LayerQuads.kindDeclaration)
        }
    }

    /// The calls that set foreign files' globals, and the lines that set `color`, the root's
    /// premultiplied colour at `uv`.
    private func rootColor() -> (initializers: [String], color: [String]) {
        let rootEffect = graph.effect(of: root)
        let rootPrefix = prefix(of: root)
        // Globals whose initializers a foreign file wrote at file scope get their values first.
        let initializers = nodes.indices.filter { graph.effect(of: nodes[$0]).initializesGlobals }
            .map { "    n\($0)_\(GlobalInitializers.entry)();" }
        guard rootEffect.format == .gpuImage else {
            return (initializers, ["    vec4 color = \(rootPrefix)\(rootEffect.entryFunction)(uv);"])
        }
        // GPUImage's varyings are among its globals and follow the pixel's coordinate (a
        // GPUImage node is alone in its pass, so these are all the pass's initializers).
        return (
            [],
            ["    segue_textureCoordinate = vec2(uv.x, 1.0 - uv.y);"] + initializers
                + ["    \(rootPrefix)main();", "    vec4 color = segue_premultiply(segue_fragColor);"]
        )
    }

    private mutating func writeMain(cells: CellGrid?, lines: [String]) {
        if cells != nil { declareCellSize() }
        code.line("void main() {")
        if let cells {
            // One fragment per cell, evaluated at the cell's centre; rows of cells count from the
            // top, where the grid starts (the cells readers find them the same way).
            let width = prefix(of: root) + graph.effect(of: root).parameters[cells.parameter].name
            code.line("    vec2 cellCentre = (floor(gl_FragCoord.xy) + 0.5) * segue_cellSize(\(width));")
            code.line("    vec2 uv = vec2(cellCentre.x, 1.0 - cellCentre.y);")
        } else if isFinal {
            // Framebuffer row 0 gets the image's top row, so that readback comes out upright.
            code.line("    vec2 uv = vec2(gl_FragCoord.x, resolution.y - gl_FragCoord.y) / resolution;")
        } else {
            code.line("    vec2 uv = gl_FragCoord.xy / resolution;")
        }
        code.lines(lines)
        // Files and callers' buffers hold straight alpha; dividing here, in float, keeps the
        // precision an 8-bit division after readback would lose.
        // Quads blend premultiplied; the planner makes such a pass final only where it is opaque.
        let writesStraight = isFinal && graph.effect(of: root).quads == nil
        let output = !writesStraight ? "color" : isOpaque(root) ? "segue_opaque(color)" : "segue_unpremultiply(color)"
        code.line("    segue_fragColor = \(output);")
        code.line("}")
    }
}

/// The textures a plan's passes read, numbered as the renderer binds them: image sources in the
/// order they are first read, and earlier passes by index.
final class PlanTextures {
    private(set) var sources: [ImageSource] = []
    private var passIndex: [ObjectIdentifier: Int] = [:]

    /// Records that `node` is drawn by pass `index`.
    func record(_ node: EffectNode, drawnBy index: Int) {
        passIndex[ObjectIdentifier(node)] = index
    }

    /// The pass drawing `node`, if it has one yet.
    func pass(drawing node: GraphNode) -> Int? { passIndex[ObjectIdentifier(node)] }

    /// The texture holding `node`'s image: a source, or the pass that draws it.
    func input(for node: GraphNode) -> RenderPlan.Input {
        if let source = node as? ImageSource {
            if let index = sources.firstIndex(where: { $0 === source }) { return .source(index) }
            sources.append(source)
            return .source(sources.count - 1)
        }
        // Materialized nodes come before their readers in the snapshot's order, so their pass exists.
        guard let index = pass(drawing: node) else {
            preconditionFailure("\(node.name) is read before its pass is planned")
        }
        return .pass(index)
    }
}
