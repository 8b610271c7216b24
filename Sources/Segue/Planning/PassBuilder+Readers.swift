/// The functions a pass reads its inputs through: an inlined node's own, or a texture's.
extension PassBuilder {
    /// The readers of `input`, declaring its texture and readers the first time it is read.
    mutating func reader(for input: GraphNode) -> Reader {
        if let effect = input as? EffectNode, !isMaterialized(effect) {
            let prefix = prefix(of: effect)
            return Reader(nearest: prefix + "at", linear: prefix + "linear")
        }
        if let name = textureReaders[ObjectIdentifier(input)] {
            return Reader(nearest: name + "_nearest", linear: name + "_linear")
        }
        let samplers = InputSamplers(index: inputs.count)
        let name = samplers.nearestUniform
        let planInput = textures.input(for: input)
        inputs.append(planInput)
        textureReaders[ObjectIdentifier(input)] = name
        code.line("uniform sampler2D \(samplers.nearestUniform);")
        code.line("uniform sampler2D \(samplers.linearUniform);")
        if let effect = input as? EffectNode, let grid = graph.cellGrid(of: effect) {
            writeCellReaders(name: name, samplers: samplers, grid: grid)
        } else {
            writeTextureReaders(name: name, samplers: samplers, input: input, planInput: planInput)
        }
        return Reader(nearest: name + "_nearest", linear: name + "_linear")
    }

    /// Reads the pass's own output of the frame before, or `fallback` (the first input's
    /// reader) while there is none: so the first frame of a running average is its input.
    mutating func previousReader(fallback: Reader?) -> Reader {
        let samplers = InputSamplers(index: inputs.count)
        inputs.append(.previous)
        let name = samplers.nearestUniform
        let nearest = fallback.map { "\($0.nearest)(p)" } ?? "vec4(0.0)"
        let linear = fallback.map { "\($0.linear ?? $0.nearest)(p)" } ?? "vec4(0.0)"
        let flag = ShaderGenerator.hasPreviousUniform
        code.line("uniform sampler2D \(samplers.nearestUniform);")
        code.line("uniform sampler2D \(samplers.linearUniform);")
        code.line("uniform bool \(flag);")
        code.line(
            "vec4 \(name)_nearest(vec2 p) { return \(flag) ? texture(\(samplers.nearestUniform), p) : \(nearest); }")
        code.line("vec4 \(name)_linear(vec2 p) { return \(flag) ? texture(\(samplers.linearUniform), p) : \(linear); }")
        return Reader(nearest: name + "_nearest", linear: name + "_linear")
    }

    /// One texel per cell: the pixel's cell is read; bilinear reads mix four pixels' cells.
    private mutating func writeCellReaders(name: String, samplers: InputSamplers, grid: CellGrid) {
        declareCellSize()
        let width = name + "_cellWidth"
        code.line("uniform float \(width);")
        uniforms.append(
            RenderPlan.Uniform(
                node: grid.node, parameter: grid.parameter,
                parameterName: graph.effect(of: grid.node).parameters[grid.parameter].name, name: width))
        // A nearest texture() read at the cell texel's centre: llvmpipe's fast path, unlike texelFetch.
        code.line("vec4 \(name)_nearest(vec2 uv) {")
        code.line("    vec2 pixel = \(ShaderGenerator.texelCentre("uv"));")
        code.line("    vec2 fromTop = vec2(pixel.x, 1.0 - pixel.y);")
        code.line(
            "    return texture(\(samplers.nearestUniform), (floor(fromTop / segue_cellSize(\(width))) + 0.5) / resolution);"
        )
        code.line("}")
        code.lines(ShaderGenerator.bilinear(name + "_linear", parameter: "uv", at: name + "_nearest"))
    }

    /// Readers of an image or a pass's texture: exact and filtered reads of a texture of the
    /// pass's size, filtered reads of one of another size, or a source fitted to the output.
    private mutating func writeTextureReaders(
        name: String, samplers: InputSamplers, input: GraphNode, planInput: RenderPlan.Input
    ) {
        var reads = (
            exact: "texture(\(samplers.nearestUniform), uv)", filtered: "texture(\(samplers.linearUniform), s)"
        )
        let source = input as? ImageSource
        if let source, case .nv12(let colours) = graph.pictureLayout(of: source),
            case .source(let sourceIndex) = planInput
        {
            reads = writePlanarReaders(name: name, luma: samplers, source: source, index: sourceIndex, colours: colours)
        }
        if let effect = input as? EffectNode, graph.size(of: effect) != size {
            // A texture of another size (a downsampled or resized stage) is resampled: both reads filter.
            code.line("vec4 \(name)_nearest(vec2 uv) { return texture(\(samplers.linearUniform), uv); }")
            code.line("vec4 \(name)_linear(vec2 uv) { return texture(\(samplers.linearUniform), uv); }")
        } else if let source, graph.imageSize(of: source) != working {
            writeFittedReaders(name: name, source: source, filteredRead: reads.filtered)
        } else {
            code.line("vec4 \(name)_nearest(vec2 uv) { return \(reads.exact); }")
            code.line("vec4 \(name)_linear(vec2 s) { return \(reads.filtered); }")
        }
    }

    /// The chroma plane of a source streaming 4:2:0 pictures is one more input, on the next pair
    /// of units; returns the exact and filtered reads of the converted colour.
    private mutating func writePlanarReaders(
        name: String, luma: InputSamplers, source: ImageSource, index: Int, colours: YUVColours
    ) -> (exact: String, filtered: String) {
        let chroma = InputSamplers(index: inputs.count)
        inputs.append(.chroma(index))
        code.line("uniform sampler2D \(chroma.nearestUniform);")
        code.line("uniform sampler2D \(chroma.linearUniform);")
        code.lines(
            ShaderGenerator.planarReaders(
                name: name, luma: luma, chroma: chroma, colours: colours, size: graph.imageSize(of: source)))
        return ("\(name)_texel(uv)", "\(name)_filtered(s)")
    }

    /// A source of another size than the output is conceptually resampled to the output size
    /// first, so a nearest read takes the bilinear value at the centre of the output texel.
    private mutating func writeFittedReaders(name: String, source: ImageSource, filteredRead: String) {
        let image = graph.imageSize(of: source)
        let fit = graph.resize(of: source) ?? resize
        let scale = fit.scale(
            sourceWidth: image.width, sourceHeight: image.height, width: working.width, height: working.height)
        code.line("vec4 \(name)_linear(vec2 uv) {")
        code.line("    vec2 s = (uv - 0.5) * vec2(\(GLSLNames.float(scale.x)), \(GLSLNames.float(scale.y))) + 0.5;")
        if fit == .contain {
            code.line("    if (any(lessThan(s, vec2(0.0))) || any(greaterThan(s, vec2(1.0)))) return vec4(0.0);")
        }
        code.line("    return \(filteredRead);")
        code.line("}")
        code.line("vec4 \(name)_nearest(vec2 uv) {")
        code.line("    return \(name)_linear(\(ShaderGenerator.texelCentre("uv")));")
        code.line("}")
    }
}
