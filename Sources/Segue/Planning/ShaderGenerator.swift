/// Writes the fragment shader of one pass: texture samplers, each fused node's renamed body,
/// and a `main` that evaluates the pass's root node at the fragment's `uv`.
///
/// Conventions of the generated code (SHADERS.md has the author's view):
/// - `uv` (0,0) is the bottom-left of the image, as in GL and gl-transitions;
/// - textures are in GL's row order (images are flipped once, on upload), so a nearest read is
///   a plain `texture()` through a NEAREST sampler object, llvmpipe's fastest read, and picks
///   the texel containing the point; each texture also sits on a second unit with a LINEAR
///   sampler for filtered reads;
/// - the graph's last pass writes the image's top row into framebuffer row 0, so readback is
///   upright with no CPU flip;
/// - `resolution` (output size in pixels) and `ratio` (width / height) are constants;
/// - colour is premultiplied everywhere between upload and the final write (see `alphaHelpers`).
enum ShaderGenerator {
    static func nearestSampler(_ input: String) -> String { "get" + capitalized(input) + "Color" }
    static func linearSampler(_ input: String) -> String { nearestSampler(input) + "Linear" }

    /// The bool uniform saying whether a pass reading its previous output has one yet; the
    /// renderer sets it each frame.
    static let hasPreviousUniform = "segue_hasPrevious"

    /// An inlined node's readers. Each returns what a texture of the node would hold: the node
    /// evaluated at a texel centre (clamp to edge) and clamped to 0…1 as RGBA8 storage clamps;
    /// the bilinear one mixes the four texel centres around the point as GL_LINEAR does.
    static func inlinedReaders(prefix: String, entry entryFunction: String) -> [String] {
        let entry = prefix + entryFunction
        return [
            "vec4 \(prefix)direct(vec2 p) { return clamp(\(entry)(p), 0.0, 1.0); }",
            "vec4 \(prefix)at(vec2 p) {",
            "    return clamp(\(entry)((clamp(floor(p * resolution), vec2(0.0), resolution - 1.0) + 0.5) / resolution), 0.0, 1.0);",
            "}",
            "vec4 \(prefix)linear(vec2 p) {",
            "    vec2 t = p * resolution - 0.5;",
            "    vec2 f = fract(t);",
            "    vec2 base = floor(t) + 0.5;",
            "    vec4 bottom = mix(\(prefix)at(base / resolution), \(prefix)at((base + vec2(1.0, 0.0)) / resolution), f.x);",
            "    vec4 top = mix(\(prefix)at((base + vec2(0.0, 1.0)) / resolution), \(prefix)at((base + 1.0) / resolution), f.x);",
            "    return mix(bottom, top, f.y);",
            "}",
        ]
    }

    /// The conversions every pass may use. Textures hold premultiplied colour (sources are
    /// premultiplied on upload, passes write it), so mixing and filtering never bleed the colour
    /// of transparent pixels; an effect declaring `@alpha straight` gets un-premultiplied inputs
    /// and has its result premultiplied; the final pass un-premultiplies in float just before the
    /// 8-bit write, as PNG wants straight alpha. Opaque colour passes through all three unchanged.
    static let alphaHelpers = [
        "vec4 segue_premultiply(vec4 c) { c = clamp(c, 0.0, 1.0); return vec4(c.rgb * c.a, c.a); }",
        "vec4 segue_unpremultiply(vec4 c) { c = clamp(c, 0.0, 1.0); return c.a > 0.0 ? vec4(min(c.rgb / c.a, 1.0), c.a) : vec4(0.0); }",
    ]

    static func makePass(
        root: EffectNode, graph: GraphSnapshot, isFinal: Bool, width: Int, height: Int, size: (width: Int, height: Int), resize: ResizeMode,
        isMaterialized: (EffectNode) -> Bool,
        textureInput: (GraphNode) -> RenderPlan.Input
    ) -> RenderPlan.Pass {
        var code = CodeWriter()
        code.line("#version 300 es")
        code.line("precision highp float;")
        code.line("precision highp int;")
        code.line("precision highp sampler2D;")
        // A downsampled stage's pass has a resolution of its own; the image keeps its proportions.
        // A stage that crops or resamples (`@size`) also knows its input's, to address it in pixels.
        let image = graph.producedSize(of: root)
        let input = graph.changesSize(root) ? graph.inputs(of: root).first.map { graph.producedSize(of: $0) } ?? size : size
        code.line("const vec2 resolution = vec2(\(size.width).0, \(size.height).0);")
        code.line("const vec2 inputResolution = vec2(\(input.width).0, \(input.height).0);")
        code.line("const float ratio = \(glslFloat(Double(image.width) / Double(image.height)));")
        code.line(outputDeclaration)
        for helper in alphaHelpers { code.line(helper) }

        var inputs: [RenderPlan.Input] = []
        var textureFunctions: [ObjectIdentifier: String] = [:]
        var nodeIndex: [ObjectIdentifier: Int] = [:]
        var nodes: [EffectNode] = []
        var uniforms: [RenderPlan.Uniform] = []
        var declaresCellSize = false
        func declareCellSize() {
            if !declaresCellSize { code.line(CellGrid.sizeFunction) }
            declaresCellSize = true
        }

        // Returns the function names (nearest, linear) that read `input`.
        func reader(for input: GraphNode) -> (nearest: String, linear: String?) {
            if let effect = input as? EffectNode, !isMaterialized(effect) {
                let prefix = "n\(nodeIndex[ObjectIdentifier(effect)]!)_"
                return (prefix + "at", prefix + "linear")
            }
            if let name = textureFunctions[ObjectIdentifier(input)] { return (name + "_nearest", name + "_linear") }
            let samplers = InputSamplers(index: inputs.count)
            let name = samplers.nearestUniform
            let planInput = textureInput(input)
            inputs.append(planInput)
            textureFunctions[ObjectIdentifier(input)] = name
            var scale = (x: 1.0, y: 1.0)
            var sameSize = true
            var fit = resize
            if let source = input as? ImageSource, graph.imageSize(of: source) != (width, height) {
                sameSize = false
                let size = graph.imageSize(of: source)
                fit = graph.resize(of: source) ?? resize
                scale = fit.scale(sourceWidth: size.width, sourceHeight: size.height, width: width, height: height)
            }
            code.line("uniform sampler2D \(samplers.nearestUniform);")
            code.line("uniform sampler2D \(samplers.linearUniform);")
            if let effect = input as? EffectNode, let grid = graph.cellGrid(of: effect) {
                // One texel per cell: the pixel's cell is read; bilinear reads mix four pixels' cells.
                declareCellSize()
                let width = name + "_cellWidth"
                code.line("uniform float \(width);")
                uniforms.append(RenderPlan.Uniform(
                    node: effect, parameter: grid.parameter, parameterName: graph.effect(of: effect).parameters[grid.parameter].name, name: width))
                // A nearest texture() read at the cell texel's centre: llvmpipe's fast path, unlike texelFetch.
                code.line("vec4 \(name)_nearest(vec2 uv) {")
                code.line("    vec2 pixel = (clamp(floor(uv * resolution), vec2(0.0), resolution - 1.0) + 0.5) / resolution;")
                code.line("    return texture(\(samplers.nearestUniform), (floor(pixel / segue_cellSize(\(width))) + 0.5) / resolution);")
                code.line("}")
                code.line("vec4 \(name)_linear(vec2 uv) {")
                code.line("    vec2 t = uv * resolution - 0.5;")
                code.line("    vec2 f = fract(t);")
                code.line("    vec2 base = floor(t) + 0.5;")
                code.line("    vec4 bottom = mix(\(name)_nearest(base / resolution), \(name)_nearest((base + vec2(1.0, 0.0)) / resolution), f.x);")
                code.line("    vec4 top = mix(\(name)_nearest((base + vec2(0.0, 1.0)) / resolution), \(name)_nearest((base + 1.0) / resolution), f.x);")
                code.line("    return mix(bottom, top, f.y);")
                code.line("}")
            } else {
                var exactRead = "texture(\(samplers.nearestUniform), uv)", filteredRead = "texture(\(samplers.linearUniform), s)"
                if let source = input as? ImageSource, case .nv12(let colours) = graph.pictureLayout(of: source),
                   case .source(let sourceIndex) = planInput {
                    // The chroma plane is one more input, on the next pair of units.
                    let chroma = InputSamplers(index: inputs.count)
                    inputs.append(.chroma(sourceIndex))
                    code.line("uniform sampler2D \(chroma.nearestUniform);")
                    code.line("uniform sampler2D \(chroma.linearUniform);")
                    emitPlanarReaders(name: name, luma: samplers, chroma: chroma, colours: colours, size: graph.imageSize(of: source), into: &code)
                    (exactRead, filteredRead) = ("\(name)_texel(uv)", "\(name)_filtered(s)")
                }
                if let effect = input as? EffectNode, graph.size(of: effect) != size {
                    // A texture of another size (a downsampled or resized stage) is resampled: both reads filter.
                    code.line("vec4 \(name)_nearest(vec2 uv) { return texture(\(samplers.linearUniform), uv); }")
                    code.line("vec4 \(name)_linear(vec2 uv) { return texture(\(samplers.linearUniform), uv); }")
                } else if sameSize {
                    code.line("vec4 \(name)_nearest(vec2 uv) { return \(exactRead); }")
                    code.line("vec4 \(name)_linear(vec2 s) { return \(filteredRead); }")
                } else {
                    // The source is conceptually resampled to the output size first, so a nearest read
                    // takes the bilinear value at the centre of the output texel.
                    code.line("vec4 \(name)_linear(vec2 uv) {")
                    code.line("    vec2 s = (uv - 0.5) * vec2(\(glslFloat(scale.x)), \(glslFloat(scale.y))) + 0.5;")
                    if fit == .contain {
                        code.line("    if (any(lessThan(s, vec2(0.0))) || any(greaterThan(s, vec2(1.0)))) return vec4(0.0);")
                    }
                    code.line("    return \(filteredRead);")
                    code.line("}")
                    code.line("vec4 \(name)_nearest(vec2 uv) {")
                    code.line("    return \(name)_linear((clamp(floor(uv * resolution), vec2(0.0), resolution - 1.0) + 0.5) / resolution);")
                    code.line("}")
                }
            }
            return (name + "_nearest", name + "_linear")
        }

        // Reads the pass's own output of the frame before, or `fallback` (the first input's
        // reader) while there is none: so the first frame of a running average is its input.
        func previousReader(fallback: (nearest: String, linear: String?)?) -> (nearest: String, linear: String?) {
            let samplers = InputSamplers(index: inputs.count)
            inputs.append(.previous)
            let name = samplers.nearestUniform
            let nearest = fallback.map { "\($0.nearest)(p)" } ?? "vec4(0.0)"
            let linear = fallback.map { "\($0.linear ?? $0.nearest)(p)" } ?? "vec4(0.0)"
            code.line("uniform sampler2D \(samplers.nearestUniform);")
            code.line("uniform sampler2D \(samplers.linearUniform);")
            code.line("uniform bool \(hasPreviousUniform);")
            code.line("vec4 \(name)_nearest(vec2 p) { return \(hasPreviousUniform) ? texture(\(samplers.nearestUniform), p) : \(nearest); }")
            code.line("vec4 \(name)_linear(vec2 p) { return \(hasPreviousUniform) ? texture(\(samplers.linearUniform), p) : \(linear); }")
            return (name + "_nearest", name + "_linear")
        }

        func emit(_ node: EffectNode) {
            guard nodeIndex[ObjectIdentifier(node)] == nil else { return }
            var readers: [(nearest: String, linear: String?)] = []
            for input in graph.inputs(of: node) {
                if let effect = input as? EffectNode, !isMaterialized(effect) { emit(effect) }
                readers.append(reader(for: input))
            }
            let index = nodes.count
            nodeIndex[ObjectIdentifier(node)] = index
            nodes.append(node)
            let prefix = "n\(index)_"
            let effect = graph.effect(of: node)
            let values = graph.values(of: node)
            var source = effect.source
            let isStraight = effect.alpha == .straight
            // A read at the node's own uv hits a texel centre already: call the inlined node directly.
            if let uv = GLSLTokenizer.unassignedParameter(of: effect.entryFunction, in: source) {
                for (slot, input) in graph.inputs(of: node).enumerated() {
                    guard let inlined = input as? EffectNode, !isMaterialized(inlined) else { continue }
                    let direct = "n\(nodeIndex[ObjectIdentifier(inlined)]!)_direct"
                    let target = isStraight ? prefix + "direct\(slot)" : direct
                    if isStraight { code.line("vec4 \(target)(vec2 p) { return segue_unpremultiply(\(direct)(p)); }") }
                    source = GLSLTokenizer.rewriteCalls(
                        in: source, of: nearestSampler(effect.inputs[slot]), withArgument: uv, to: target)
                }
            }
            var renames: [String: String] = [:]
            var variableRenames: [String: String] = [:]
            var names = effect.inputs
            if effect.readsPreviousOutput {
                // The planner never inlines such a node, so its output is this pass's target.
                precondition(node === root, "\(effect.name) reads its previous output but was inlined")
                names.append(EffectDescription.previousInput)
                readers.append(previousReader(fallback: readers.first))
            }
            for name in GLSLTokenizer.topLevelDeclarations(in: effect.source) { renames[name] = prefix + name }
            for (slot, input) in names.enumerated() {
                renames[nearestSampler(input)] = readers[slot].nearest
                if let linear = readers[slot].linear { renames[linearSampler(input)] = linear }
                if isStraight, effect.format != .gpuImage {
                    // The formula sees straight colour through readers of its own.
                    for (sampler, reader) in [(nearestSampler(input), readers[slot].nearest), (linearSampler(input), readers[slot].linear)] {
                        guard let reader else { continue }
                        code.line("vec4 \(prefix + sampler)(vec2 p) { return segue_unpremultiply(\(reader)(p)); }")
                        renames[sampler] = prefix + sampler
                    }
                }
                if effect.format == .gpuImage {
                    // The shader samples the texture itself: give it the unit's filtered sampler.
                    renames[ForeignShaderParser.gpuImageTexture(slot)] = InputSamplers.linearUniform(ofReader: readers[slot].nearest)
                }
            }
            code.line("// \(node.name): \(effect.name) from \(effect.file)")
            if effect.format == .gpuImage {
                // GPUImage addresses textures with y down from the top row.
                code.line("vec2 segue_textureCoordinate;")
                // Its formulas are GPUImage's, written for straight colour.
                code.line("vec4 segue_gpuimage_texture(sampler2D s, vec2 c) { return segue_unpremultiply(texture(s, vec2(c.x, 1.0 - c.y))); }")
            }
            for (parameterIndex, parameter) in effect.parameters.enumerated() {
                let uniform = prefix + parameter.name
                variableRenames[parameter.name] = uniform
                if parameter.isCompiledIn, case .bool(let value) = values[parameterIndex] {
                    // A constant, so the compiler drops the branch not taken: GPUs such as
                    // llvmpipe otherwise run both sides of a branch on a uniform.
                    code.line("const bool \(uniform) = \(value);")
                    continue
                }
                if !parameter.declaredInBody { code.line("uniform \(parameter.type.glslType) \(uniform);") }
                uniforms.append(RenderPlan.Uniform(node: node, parameter: parameterIndex, parameterName: parameter.name, name: uniform))
            }
            if isStraight, effect.format != .gpuImage { renames[effect.entryFunction] = prefix + "straight_" + effect.entryFunction }
            code.append(file: effect.file, text: GLSLTokenizer.rename(source, renames, variableRenames: variableRenames))
            if source.contains("precision") {
                // A file's `precision mediump float;` would otherwise reach the generated code
                // after it: coordinates computed at half precision land between texels.
                code.line("precision highp float;")
                code.line("precision highp int;")
            }
            if isStraight, effect.format != .gpuImage {
                let entry = prefix + effect.entryFunction
                code.line("vec4 \(entry)(vec2 uv) { return segue_premultiply(\(prefix)straight_\(effect.entryFunction)(uv)); }")
            }
            if node !== root {
                for line in inlinedReaders(prefix: prefix, entry: effect.entryFunction) { code.line(line) }
            }
        }

        emit(root)
        let body = code
        let rootEffect = graph.effect(of: root)
        let rootPrefix = "n\(nodes.count - 1)_"
        // Globals whose initializers a foreign file wrote at file scope get their values first.
        var initializers = nodes.indices.filter { graph.effect(of: nodes[$0]).initializesGlobals }
            .map { "    n\($0)_\(GlobalInitializers.entry)();" }
        // The root's colour at `uv`, premultiplied.
        let rootColor: [String]
        if rootEffect.format == .gpuImage {
            // GPUImage's varyings are among its globals and follow the pixel's coordinate (a
            // GPUImage node is alone in its pass, so these are all the pass's initializers).
            rootColor = ["    segue_textureCoordinate = vec2(uv.x, 1.0 - uv.y);"] + initializers
                + ["    \(rootPrefix)main();", "    vec4 color = segue_premultiply(segue_fragColor);"]
            initializers = []
        } else {
            rootColor = ["    vec4 color = \(rootPrefix)\(rootEffect.entryFunction)(uv);"]
        }

        let cells = isFinal ? nil : graph.cellGrid(of: root)
        if cells != nil { declareCellSize() }
        code.line("void main() {")
        if let cells {
            // One fragment per cell, evaluated at the cell's centre.
            let width = rootPrefix + rootEffect.parameters[cells.parameter].name
            code.line("    vec2 uv = (floor(gl_FragCoord.xy) + 0.5) * segue_cellSize(\(width));")
        } else if isFinal {
            // Framebuffer row 0 gets the image's top row, so that readback comes out upright.
            code.line("    vec2 uv = vec2(gl_FragCoord.x, resolution.y - gl_FragCoord.y) / resolution;")
        } else {
            code.line("    vec2 uv = gl_FragCoord.xy / resolution;")
        }
        for line in initializers + rootColor { code.line(line) }
        // Files and callers' buffers hold straight alpha; dividing here, in float, keeps the
        // precision an 8-bit division after readback would lose.
        code.line(isFinal ? "    segue_fragColor = segue_unpremultiply(color);" : "    segue_fragColor = color;")
        code.line("}")

        var yuvSource: String?
        if isFinal, !dependsOnItsFragment(body.text) {
            var yuv = body
            for line in YUVBlocks.shaderEnding(initializers: initializers, pixelColor: rootColor) { yuv.line(line) }
            // The colour is evaluated eight times per fragment here, so it is a variable, not an output.
            yuvSource = yuv.text.replacingOccurrences(of: outputDeclaration, with: "vec4 segue_fragColor;")
        }
        var pass = RenderPlan.Pass(nodes: nodes, inputs: inputs, fragmentSource: code.text, yuvFragmentSource: yuvSource,
                               uniforms: uniforms, segments: code.segments, cells: cells)
        pass.size = size
        return pass
    }

    private static let outputDeclaration = "out vec4 segue_fragColor;"

    /// Readers of a source streaming 4:2:0 pictures (`PictureLayout.nv12`), rows top first,
    /// luma and chroma each a texture on its own pair of units. `NAME_texel(uv)` is the colour of
    /// the pixel containing `uv` with the chroma sample covering it (nearest reads, llvmpipe's
    /// fast path); `NAME_filtered(uv)` the bilinear colour at `uv`, chroma interpolated between
    /// samples sited beside the left pixel of their two columns (MPEG-2, H.264) and between their
    /// two rows. The conversion is affine, so filtering the planes first is exact.
    private static func emitPlanarReaders(
        name: String, luma: InputSamplers, chroma: InputSamplers, colours: YUVColours, size: (width: Int, height: Int), into code: inout CodeWriter
    ) {
        let chromaSize = PictureLayout.chromaSize(width: size.width, height: size.height)
        // Chroma texture coordinates of a point: an odd size's last sample covers one pixel.
        let scale = "vec2(\(glslFloat(Double(size.width) / Double(2 * chromaSize.width))), \(glslFloat(Double(size.height) / Double(2 * chromaSize.height))))"
        code.line("vec4 \(name)_rgb(float y, vec2 c) { return vec4(\(colours.rgbExpression(y: "y", cb: "c.x", cr: "c.y")), 1.0); }")
        code.line("vec4 \(name)_texel(vec2 uv) {")
        code.line("    vec2 t = vec2(uv.x, 1.0 - uv.y);")
        code.line("    return \(name)_rgb(texture(\(luma.nearestUniform), t).r, texture(\(chroma.nearestUniform), t * \(scale)).rg);")
        code.line("}")
        code.line("vec4 \(name)_filtered(vec2 uv) {")
        code.line("    vec2 t = vec2(uv.x, 1.0 - uv.y);")
        code.line("    vec2 c = t * \(scale) + vec2(\(glslFloat(0.25 / Double(chromaSize.width))), 0.0);")
        code.line("    return \(name)_rgb(texture(\(luma.linearUniform), t).r, texture(\(chroma.linearUniform), c).rg);")
        code.line("}")
    }

    /// Whether code depends on its fragment (its coordinate, screen-space derivatives, or
    /// `discard`), which a pass evaluating a 4×2 block per fragment would change.
    private static func dependsOnItsFragment(_ source: String) -> Bool {
        ["gl_FragCoord", "dFdx", "dFdy", "fwidth", "discard"].contains { source.contains($0) }
    }

    static func glslFloat(_ value: Double) -> String {
        let text = String(Float(value))
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// Accumulates generated GLSL, remembering which lines came from which author's file.
struct CodeWriter {
    private(set) var text = ""
    private(set) var segments: [SourceSegment] = []
    private var lineCount = 0

    mutating func line(_ line: String) {
        text += line
        text += "\n"
        lineCount += 1
    }

    mutating func append(file: String, text body: String) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).count
        segments.append(SourceSegment(generatedStart: lineCount + 1, lineCount: lines, file: file))
        text += body
        text += "\n"
        lineCount += lines
    }
}
