import SegueGL

/// Writing a node into the pass: its inputs first, then its file's code renamed into the pass.
extension PassBuilder {
    /// Writes `node` and, before it, the inlined nodes it reads.
    mutating func emit(_ node: EffectNode) {
        guard nodeIndex[ObjectIdentifier(node)] == nil else { return }
        var readers: [Reader] = []
        for input in graph.inputs(of: node) {
            if let effect = input as? EffectNode, !isMaterialized(effect) { emit(effect) }
            readers.append(reader(for: input))
        }
        nodeIndex[ObjectIdentifier(node)] = nodes.count
        nodes.append(node)
        let prefix = prefix(of: node)
        let effect = graph.effect(of: node)
        let source = callingInlinedInputsDirectly(in: effect, of: node, prefix: prefix)
        var names = effect.inputs
        if effect.readsPreviousOutput {
            // The planner never inlines such a node, so its output is this pass's target.
            precondition(node === root, "\(effect.name) reads its previous output but was inlined")
            names.append(EffectDescription.previousInput)
            readers.append(previousReader(fallback: readers.first))
        }
        var renames = readerRenames(of: node, inputs: names, readers: readers, prefix: prefix)
        code.line("// \(node.name): \(effect.name) from \(effect.file)")
        if effect.format == .gpuImage {
            // GPUImage addresses textures with y down from the top row.
            code.line("vec2 segue_textureCoordinate;")
            // Its formulas are GPUImage's, written for straight colour (which opaque colour is already).
            let read = "texture(s, vec2(c.x, 1.0 - c.y))"
            let straight = graph.inputs(of: node).allSatisfy { isOpaque($0) } ? read : "segue_unpremultiply(\(read))"
            code.line("vec4 segue_gpuimage_texture(sampler2D s, vec2 c) { return \(straight); }")
        }
        let variableRenames = declareParameters(of: node, effect, prefix: prefix)
        let wrapsStraight = effect.alpha == .straight && effect.format != .gpuImage
        if wrapsStraight { renames[effect.entryFunction] = prefix + "straight_" + effect.entryFunction }
        code.append(
            file: effect.file, text: GLSLTokenizer.rename(source, renames, variableRenames: variableRenames),
            origins: effect.lineOrigins)
        if GLSLTokenizer.uses("precision", in: source) {
            // A file's `precision mediump float;` would otherwise reach the generated code
            // after it: coordinates computed at half precision land between texels.
            code.lines(["precision highp float;", "precision highp int;"])
        }
        if wrapsStraight {
            let entry = prefix + effect.entryFunction
            // Opaque colour is its own premultiplied form.
            let premultiply = isOpaque(node) ? "segue_opaque" : "segue_premultiply"
            code.line(
                "vec4 \(entry)(vec2 uv) { return \(premultiply)(\(prefix)straight_\(effect.entryFunction)(uv)); }")
        }
        if node !== root { code.lines(ShaderGenerator.inlinedReaders(prefix: prefix, entry: effect.entryFunction)) }
    }

    /// `effect`'s source with each read of an inlined input at the node's own `uv` calling that
    /// input directly: such a read hits a texel centre already.
    private mutating func callingInlinedInputsDirectly(
        in effect: EffectDescription, of node: EffectNode, prefix: String
    ) -> String {
        var source = effect.source
        guard let uv = GLSLTokenizer.unassignedParameter(of: effect.entryFunction, in: source) else { return source }
        let isStraight = effect.alpha == .straight
        for (slot, input) in graph.inputs(of: node).enumerated() {
            guard let inlined = input as? EffectNode, !isMaterialized(inlined) else { continue }
            let direct = self.prefix(of: inlined) + "direct"
            // Opaque colour is straight already.
            let converts = isStraight && !isOpaque(inlined)
            let target = converts ? prefix + "direct\(slot)" : direct
            if converts { code.line("vec4 \(target)(vec2 p) { return segue_unpremultiply(\(direct)(p)); }") }
            source = GLSLTokenizer.rewriteCalls(
                in: source, of: GLSLNames.nearestReader(effect.inputs[slot]), withArgument: uv, to: target)
        }
        return source
    }

    /// The renames that point the file's declarations at the pass's prefix and its input
    /// readers at `readers`, writing the straight-colour readers a `@alpha straight` file reads through.
    private mutating func readerRenames(
        of node: EffectNode, inputs names: [String], readers: [Reader], prefix: String
    ) -> [String: String] {
        let effect = graph.effect(of: node)
        var renames: [String: String] = [:]
        for name in GLSLTokenizer.topLevelDeclarations(in: effect.source) { renames[name] = prefix + name }
        let inputNodes = graph.inputs(of: node)
        for (slot, input) in names.enumerated() {
            renames[GLSLNames.nearestReader(input)] = readers[slot].nearest
            if let linear = readers[slot].linear { renames[GLSLNames.linearReader(input)] = linear }
            // The previous output's slot comes after the images, and is never taken for opaque.
            let isOpaqueInput = slot < inputNodes.count && isOpaque(inputNodes[slot])
            if effect.alpha == .straight, effect.format != .gpuImage, !isOpaqueInput {
                // The formula sees straight colour through readers of its own (opaque colour is straight already).
                for (sampler, reader) in [
                    (GLSLNames.nearestReader(input), readers[slot].nearest),
                    (GLSLNames.linearReader(input), readers[slot].linear),
                ] {
                    guard let reader else { continue }
                    code.line("vec4 \(prefix + sampler)(vec2 p) { return segue_unpremultiply(\(reader)(p)); }")
                    renames[sampler] = prefix + sampler
                }
            }
            if effect.format == .gpuImage {
                // The shader samples the texture itself: give it the unit's filtered sampler.
                renames[ForeignShaderParser.gpuImageTexture(slot)] = InputSamplers.linearUniform(
                    ofReader: readers[slot].nearest)
            }
        }
        return renames
    }

    /// Whether every pixel `node` gives its readers is opaque: then its colour is straight and
    /// premultiplied at once, and the conversions, a division per pixel on a CPU rasterizer, are skipped.
    func isOpaque(_ node: GraphNode) -> Bool { graph.isOpaque(node, resize: resize) }

    /// Declares `node`'s parameters as uniforms (or, for compiled-in bools, constants) and
    /// returns the renames of the parameters' names to them.
    private mutating func declareParameters(
        of node: EffectNode, _ effect: EffectDescription, prefix: String
    ) -> [String: String] {
        var renames: [String: String] = [:]
        let values = graph.values(of: node)
        for (index, parameter) in effect.parameters.enumerated() {
            let uniform = prefix + parameter.name
            renames[parameter.name] = uniform
            if parameter.isCompiledIn, case .bool(let value) = values[index] {
                // A constant, so the compiler drops the branch not taken: GPUs such as
                // llvmpipe otherwise run both sides of a branch on a uniform.
                code.line("const bool \(uniform) = \(value);")
                continue
            }
            if !parameter.declaredInBody { code.line("uniform \(parameter.type.glslType) \(uniform);") }
            uniforms.append(
                RenderPlan.Uniform(node: node, parameter: index, parameterName: parameter.name, name: uniform))
        }
        return renames
    }
}
