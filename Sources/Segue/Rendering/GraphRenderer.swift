import SegueGL

/// Draws a planned graph, frame after frame, with only uniforms changing between frames.
///
/// Created by `Engine.makeRenderer`. The first frame uploads each image source and creates the
/// programs and framebuffers; later frames upload nothing and create nothing (see
/// `Engine.counters`).
///
/// Threads: methods may be called from any thread. Everything the renderer owns (plan, programs,
/// textures) is touched only on the context's GL thread, and each frame reads the nodes' values
/// there, once, as it draws; so a frame always shows one consistent set of values.
public final class GraphRenderer: @unchecked Sendable {
    // Sendable is sound: `output`, `options`, `context`, `width` and `height` are immutable, and
    // every mutable property is read and written only inside `context.perform` (the GL thread).
    /// Output width in pixels.
    public let width: Int
    /// Output height in pixels.
    public let height: Int
    private let output: FrameOutput
    private let options: PlanOptions
    private let context: GLContext
    private var currentPlan: RenderPlan
    private var programs: [PassProgram] = []
    /// Each pass's user of its program, which a `ProgramCache` may share with other renderers.
    private var users: [ProgramUser] = []
    private var bindings: [[UniformBinding]] = []
    /// For a pass drawing quads, a program per kind of run, by `QuadRun.value`, with its
    /// uniforms; `programs` and `bindings` then hold the first, and every uniform, for change tests.
    private var quadPrograms: [Int: [Int32: QuadProgram]] = [:]
    /// For a pass drawing quads, where its layers' opacities and regions are.
    private var layerValues: [Int: LayerValues] = [:]
    /// The engine's compiled programs, shared by its renderers and their helpers (`FrameStream`).
    let programCache: ProgramCache
    private var unused: [(node: String, parameter: String)] = []
    private let pool: FramebufferPool
    private let target: Framebuffer
    private let nearestSampler: Sampler
    private let linearSampler: Sampler
    /// Reused for flipping images into GL's row order on upload.
    private var uploadScratch: [UInt8] = []
    /// Each source's texture (and chroma plane, for 4:2:0 pictures) with the image version it
    /// holds; kept across re-plans, so a new plan uploads nothing that is already there.
    private var sourceTextures: [ObjectIdentifier: SourceTexture] = [:]
    /// Frames given by `showFrame(_:layout:on:opaque:)` for the frame being drawn.
    private var pendingFrames:
        [(source: ImageSource, pixels: UnsafeRawBufferPointer, layout: PictureLayout, opaque: Bool)] = []
    /// One pixel-unpack buffer per source that streams frames (a clip).
    private var unpackBuffers: [ObjectIdentifier: GLBuffer] = [:]
    private var passTargets: [Framebuffer?] = []
    /// The outputs kept between frames (`RenderPlan.Pass.keepsOutput`).
    private var keptTargets: [Int: Framebuffer] = [:]
    /// The two targets of each pass that reads its own previous output, by pass index.
    private var histories: [Int: History] = [:]
    /// Counts the images that nodes measuring their input each frame read; made when first needed.
    private var histogramKernel: HistogramKernel?
    /// The final pass compiled to write 4:2:0 blocks (once a frame asks for them), its uniforms,
    /// and the matrix it was last given; nil after a try where the pass depends on its
    /// fragment's position or the variant did not compile.
    private var blockWriter: (program: PassProgram, user: ProgramUser, bindings: [UniformBinding], matrix: YUVMatrix?)?
    private var blockWriterTried = false
    /// Whether `programs` hold the current plan's passes: false until the first compile when the
    /// renderer was made with `compiling: false`.
    private var compiled = false

    /// A pass's output of the frame before and the target it draws into next: they swap after
    /// each frame, so a running average costs two textures however long it runs.
    private struct History {
        var latest: Framebuffer
        var next: Framebuffer
        /// Where the program reads whether `latest` holds a frame (`ShaderGenerator.hasPreviousUniform`).
        var flag: UniformLocation?
        /// False until the first frame after creation or `resetHistory()` is drawn.
        var holdsFrame = false
    }

    private struct SourceTexture {
        var texture: Texture
        /// The Cb, Cr plane of a `PictureLayout.nv12` picture, whose luma is `texture`.
        var chroma: Texture?
        var version: Int
        /// Whether every texel's alpha is 1, found when premultiplying it at upload.
        var isOpaque = false
    }

    /// A parameter of the node users hold (a multi-pass effect's, for its stages' uniforms).
    private struct ParameterKey: Hashable {
        var node: ObjectIdentifier
        var parameter: String

        init(_ uniform: RenderPlan.Uniform) {
            node = ObjectIdentifier(uniform.node.owner)
            parameter = uniform.parameterName
        }
    }

    private struct QuadProgram {
        let program: PassProgram
        var bindings: [UniformBinding]
    }

    /// Where a layer pass's node holds each layer's opacity and, if it is a uniform, region: the
    /// indices of those parameters.
    private struct LayerValues {
        let node: EffectNode
        let opacities: [Int?]
        let regions: [Int?]
    }

    private struct UniformBinding {
        var uniform: RenderPlan.Uniform
        var location: UniformLocation
        var applied: ParameterValue?
        /// A colour parameter of an effect working on premultiplied colour: set premultiplied.
        var premultiplies = false
    }

    /// With `compiling` false the passes are compiled by the first frame (or `prepare(streaming:)`),
    /// for a recording that learns only later how its clips' pictures come.
    init(
        output: FrameOutput, width: Int, height: Int, options: PlanOptions, context: GLContext,
        programs: ProgramCache, compiling: Bool = true
    ) throws {
        self.output = output
        programCache = programs
        self.options = options
        self.context = context
        self.width = width
        self.height = height
        currentPlan = try Planner.plan(output, width: width, height: height, options: options)
        (pool, target, nearestSampler, linearSampler) = try context.perform {
            let descriptor = TextureDescriptor(width: width, height: height, filter: .linear)
            return (
                FramebufferPool(context: context), try Framebuffer(descriptor, context: context),
                try Sampler(filter: .nearest, context: context), try Sampler(filter: .linear, context: context)
            )
        }
        if compiling { try context.perform { try self.prepare() } }
    }

    /// The stage full-screen passes run as: the plan options' choice, else the context's.
    var passStage: PassStage { options.stage ?? context.passStage }

    /// The stage each pass of the current plan runs as: `compute` where the plan asked for it
    /// and the pass's code allows.
    public var passStages: [PassStage] {
        get throws { try context.perform { programs.map(\.stage) } }
    }

    /// The passes drawn each frame (planned again when the graph changes shape).
    public var plan: RenderPlan {
        get throws { try context.perform { currentPlan } }
    }

    /// Parameters the compiled passes never read (the compiler dropped their uniforms): node, parameter.
    public var unusedParameters: [(node: String, parameter: String)] {
        get throws { try context.perform { unused } }
    }

    /// The most intermediate framebuffers one frame held at once.
    public var peakIntermediates: Int {
        get throws { try context.perform { pool.peakInUse } }
    }

    /// Draws one frame with the nodes' current parameter values; with `waitUntilCompleted`,
    /// also waits until the GPU has finished it.
    public func render(waitUntilCompleted: Bool = false) throws {
        try drawFrame { _ in if waitUntilCompleted { self.context.finish() } }
    }

    /// Draws one frame and reads it back into `image`, reusing its storage when the size matches.
    public func render(into image: inout Image) throws {
        try render(into: &image, preparing: {})
    }

    /// `render(into:)` after `prepare` sets the frame's values, in the same hop to the GL thread.
    func render(into image: inout Image, preparing prepare: () throws -> Void) throws {
        if image.width != width || image.height != height {
            image = try Image(width: width, height: height)
        }
        try drawFrame(preparing: prepare) { target in
            try image.pixels.withUnsafeMutableBytes { try target.readPixels(into: $0) }
        }
    }

    /// Draws one frame and returns it as an image.
    public func renderImage() throws -> Image {
        var image = try Image(width: width, height: height)
        try render(into: &image)
        return image
    }

    /// Waits until the GPU has finished every frame drawn so far.
    public func finish() throws {
        try context.perform { context.finish() }
    }

    /// Forgets the outputs kept for effects that read their previous frame (LowPassFilter,
    /// HighPassFilter), so that the next frame starts a new sequence: there each such effect
    /// reads its input in place of its previous output. Recordings (`FrameStream`, and so
    /// `renderFrames`, `writeFrames`, `FrameRecorder`, video) call it when they start.
    public func resetHistory() throws {
        try context.perform {
            for index in histories.keys { histories[index]!.holdsFrame = false }
        }
    }

    /// Plans the graph again and compiles the new passes; on failure the old plan stays.
    public func replan() throws {
        try context.perform { try self.replanOnGLThread() }
    }

    /// Plans for `source` showing pictures laid out as `layout` and compiles what a frame needs
    /// (with `blocks`, the final pass writing 4:2:0 too), so that the first frame only draws.
    func prepare(streaming layouts: [(source: ImageSource, layout: PictureLayout)], writingBlocks blocks: Bool) throws {
        for (source, layout) in layouts { source.pictureLayout = layout }
        try context.perform {
            if currentPlan.isStale || !compiled { try replanOnGLThread() }
            if blocks { _ = hasBlockWriter() }
        }
    }

    /// In one hop to the GL thread: runs `prepare` (which may set parameters, e.g. progress),
    /// re-plans if the graph changed shape, draws a frame and hands the output to `read`.
    /// With `conversion`, the frame also ends up in its targets as 4:2:0: written there by the
    /// final pass itself where it can, converted from the output otherwise.
    func drawFrame<T>(
        preparing prepare: () throws -> Void = {}, convertingTo conversion: YUVConversion? = nil,
        then read: (Framebuffer) throws -> T
    ) throws -> T {
        try context.perform {
            // Frames given by `prepare` point at memory valid only in this hop.
            defer { pendingFrames = [] }
            try prepare()
            if currentPlan.isStale || !compiled { try replanOnGLThread() }
            try draw(convertingTo: conversion)
            try context.checkForReset()
            return try read(target)
        }
    }

    /// For the frame being drawn (call from `prepare` in `drawFrame`, on the GL thread): `source`
    /// shows `pixels`, a picture of its image's size laid out as `layout`, uploaded into its
    /// existing textures through a pixel-unpack buffer; the bytes must stay valid until the frame
    /// is drawn. A new layout re-plans the passes reading `source`. `opaque` RGBA frames (a clip
    /// without alpha) skip the per-frame scan for transparent pixels.
    func showFrame(
        _ pixels: UnsafeRawBufferPointer, layout: PictureLayout = .rgba, on source: ImageSource, opaque: Bool = false
    ) {
        source.pictureLayout = layout
        pendingFrames.append((source, pixels, layout, opaque))
    }

    /// Every effect node the plan draws.
    var effectNodes: [EffectNode] {
        get throws { try plan.shape.compactMap { $0.node as? EffectNode } }
    }

    /// Swaps in new effects and re-plans; if that fails, the old effects and programs stay.
    func replace(_ replacements: [(node: EffectNode, effect: EffectDescription)]) throws {
        try context.perform {
            let previous = replacements.map { ($0.node, $0.node.effect) }
            for (node, effect) in replacements { node.replaceEffect(effect) }
            do {
                try replanOnGLThread()
            } catch {
                for (node, effect) in previous { node.replaceEffect(effect) }
                // The restored effects compiled before; should they not now, the last good plan stays.
                try? replanOnGLThread()
                throw error
            }
        }
    }

    /// The context it draws with, for helpers such as `FrameStream`.
    var glContext: GLContext { context }

    // MARK: On the GL thread

    private func replanOnGLThread() throws {
        let previous = currentPlan
        currentPlan = try Planner.plan(output, width: width, height: height, options: options)
        do {
            try prepare()
        } catch {
            currentPlan = previous
            throw error
        }
    }

    /// Compiles the plan's programs and looks up their uniforms.
    private func prepare() throws {
        var programs: [PassProgram] = []
        var bindings: [[UniformBinding]] = []
        var dropped: [RenderPlan.Uniform] = []
        var bound: Set<ParameterKey> = []
        var quadPrograms: [Int: [Int32: QuadProgram]] = [:]
        layerValues = [:]
        let users = currentPlan.passes.map { _ in ProgramUser() }
        for (index, pass) in currentPlan.passes.enumerated() {
            var variants: [(program: PassProgram, bindings: [UniformBinding])] = []
            let runValues: [Int32?] = pass.quads.map { Set($0.runs.map(\.value)).sorted() } ?? [nil]
            for value in runValues {
                let program = try compile(pass, index, run: value)
                let (passBindings, passDropped) = Self.bind(pass, to: program, as: users[index])
                bound.formUnion(passBindings.map { ParameterKey($0.uniform) })
                dropped += passDropped
                variants.append((program, passBindings))
                if let value {
                    quadPrograms[index, default: [:]][value] = QuadProgram(program: program, bindings: passBindings)
                }
            }
            programs.append(variants[0].program)
            bindings.append(variants.flatMap(\.bindings))
            if let quads = pass.quads { layerValues[index] = Self.layerValues(of: quads, in: pass) }
        }
        // Dropped by the compiler in every pass: the parameter does nothing (shader check reports
        // it). The stages of a multi-pass effect each use some of its parameters.
        var unused: [(node: String, parameter: String)] = []
        var reported: Set<ParameterKey> = []
        for uniform in dropped
        where !bound.contains(ParameterKey(uniform)) && reported.insert(ParameterKey(uniform)).inserted {
            unused.append((uniform.node.owner.name, uniform.parameterName))
        }
        self.programs = programs
        self.users = users
        self.bindings = bindings
        self.quadPrograms = quadPrograms
        self.unused = unused
        blockWriter = nil
        blockWriterTried = false
        let planned = Set(currentPlan.sources.map(ObjectIdentifier.init))
        sourceTextures = sourceTextures.filter { planned.contains($0.key) }
        passTargets = Array(repeating: nil, count: currentPlan.passes.count)
        keptTargets = [:]
        // A new plan starts a new sequence: its passes may differ from those that kept the frames.
        histories = [:]
        compiled = true
    }

    /// Compiles pass `index`'s program, or for a pass drawing quads, its program for runs of `value`.
    private func compile(_ pass: RenderPlan.Pass, _ index: Int, run value: Int32?) throws -> PassProgram {
        do {
            if let vertexSource = pass.vertexSource, let value {
                return try programCache.program(
                    for: .init(
                        fragmentSource: LayerQuads.fragmentSource(pass.fragmentSource, for: value), stage: .fragment,
                        targets: [.rgba8], vertexSource: vertexSource),
                    context: context)
            }
            return try programCache.program(
                for: .init(
                    fragmentSource: pass.fragmentSource, stage: passStage,
                    targets: [pass.writesFloats ? .rgba32f : .rgba8]),
                context: context)
        } catch GLError.shaderCompile(_, let log) {
            throw EffectError.shaderCompile(
                diagnostics: ShaderDiagnostics.map(
                    log: log, segments: pass.segments, generatedName: "<generated pass \(index)>"))
        }
    }

    /// Draws pass `index`'s quads into `framebuffer`, its inputs bound: each run with its own
    /// program, which gets the uniforms that changed since it last drew. A layer that hides what
    /// is below it this frame is drawn without blending (`LayerQuads`), so a run is drawn in
    /// parts where that changes.
    private func drawQuads(
        _ quads: LayerQuads, _ index: Int, _ pass: RenderPlan.Pass, into framebuffer: Framebuffer, plan: RenderPlan
    ) {
        PassProgram.beginQuads(
            into: framebuffer, width: pass.size.width, height: pass.size.height, clearingTo: quads.clearColour)
        let hides = hidingLayers(quads, index, pass, plan: plan)
        for run in quads.runs {
            guard var variant = quadPrograms[index]?[run.value] else {
                preconditionFailure("prepare() compiles a program for every kind of run")
            }
            use(variant.program, as: users[index], for: pass, bindings: &variant.bindings)
            applyUniforms(to: &variant.bindings)
            quadPrograms[index]?[run.value] = variant
            for part in Self.parts(of: run, hides: hides) { variant.program.drawQuads(part) }
        }
        PassProgram.endQuads()
        Self.markApplied(&bindings[index])
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

    /// Whether each of `quads`' layers hides what is below it this frame.
    private func hidingLayers(_ quads: LayerQuads, _ index: Int, _ pass: RenderPlan.Pass, plan: RenderPlan) -> [Bool] {
        guard let held = layerValues[index] else { return quads.layers.map { _ in false } }
        let opaqueInputs = pass.layerInputs.map { isOpaque($0, in: plan) }
        let values = held.node.values
        return quads.layers.indices.map { layer in
            guard let o = held.opacities[layer], case .float(let opacity) = values[o] else { return false }
            var region: LayerRect?
            if let r = held.regions[layer] {
                guard case .vec4(let v) = values[r] else { return false }
                region = LayerRect(x: Double(v.x), y: Double(v.y), width: Double(v.z), height: Double(v.w))
            }
            return quads.hides(layer, opacity: opacity, region: region, opaqueInputs: opaqueInputs)
        }
    }

    /// Where `quads`' layers have their opacities and regions among `pass`'s uniforms.
    private static func layerValues(of quads: LayerQuads, in pass: RenderPlan.Pass) -> LayerValues? {
        let uniforms = Dictionary(pass.uniforms.map { ($0.parameterName, $0) }) { first, _ in first }
        guard let node = uniforms[LayerShader.opacity(0)]?.node else { return nil }
        return LayerValues(
            node: node,
            opacities: quads.layers.indices.map { uniforms[LayerShader.opacity($0)]?.parameter },
            regions: quads.layers.indices.map { uniforms[LayerShader.region($0)]?.parameter })
    }

    /// Whether `input`, a layer transition's, is a source texture with no alpha below 1.
    private func isOpaque(_ input: RenderPlan.Input?, in plan: RenderPlan) -> Bool {
        guard case .source(let source)? = input else { return false }
        return sourceTextures[ObjectIdentifier(plan.sources[source])]?.isOpaque ?? false
    }

    /// Records the current values as applied, for a pass whose programs were set one by one.
    private static func markApplied(_ bindings: inout [UniformBinding]) {
        var node: EffectNode?
        var values: [ParameterValue] = []
        for index in bindings.indices {
            let uniform = bindings[index].uniform
            if uniform.node !== node {
                node = uniform.node
                values = uniform.node.values
            }
            bindings[index].applied = values[uniform.parameter]
        }
    }

    /// Points `program`'s samplers at the pass's units for `user` and finds its uniforms: those
    /// it reads, and those the compiler dropped.
    private static func bind(
        _ pass: RenderPlan.Pass, to program: PassProgram, as user: ProgramUser
    ) -> ([UniformBinding], dropped: [RenderPlan.Uniform]) {
        program.use(as: user)
        assignUnits(of: pass, in: program)
        var dropped: [RenderPlan.Uniform] = []
        let bindings = pass.uniforms.compactMap { uniform -> UniformBinding? in
            guard let location = program.uniformLocation(uniform.name) else {
                dropped.append(uniform)
                return nil
            }
            let effect = uniform.node.effect
            let premultiplies = effect.alpha == .premultiplied && effect.parameters[uniform.parameter].type == .color
            return UniformBinding(uniform: uniform, location: location, premultiplies: premultiplies)
        }
        return (bindings, dropped)
    }

    private static func assignUnits(of pass: RenderPlan.Pass, in program: PassProgram) {
        for input in pass.inputs.indices { InputSamplers(index: input).assignUnits(in: program.program) }
    }

    /// Makes `program` current for `user`, drawing `pass`; where another user had it since (then
    /// true), its sampler units are set again and every uniform of `bindings` will be, as GL keeps
    /// them per program.
    @discardableResult
    private func use(
        _ program: PassProgram, as user: ProgramUser, for pass: RenderPlan.Pass, bindings: inout [UniformBinding]
    ) -> Bool {
        guard program.use(as: user) else { return false }
        Self.assignUnits(of: pass, in: program)
        for index in bindings.indices { bindings[index].applied = nil }
        return true
    }

    /// Whether the final pass can write 4:2:0 blocks; compiles that variant the first time it is asked.
    private func hasBlockWriter() -> Bool {
        if !blockWriterTried {
            blockWriterTried = true
            let user = ProgramUser()
            if let pass = currentPlan.passes.last, let source = pass.yuvFragmentSource,
                let program = try? programCache.program(
                    for: .init(fragmentSource: source, stage: passStage, targets: Array(repeating: .rgba8, count: 3)),
                    context: context)
            {
                blockWriter = (program, user, Self.bind(pass, to: program, as: user).0, nil)
            }
        }
        return blockWriter != nil
    }

    private func draw(convertingTo conversion: YUVConversion?) throws {
        let plan = currentPlan
        let changedSources = try updateSources(of: plan)
        pool.resetPeak()
        let writesBlocks = conversion != nil && hasBlockWriter()
        let draws = passesToDraw(plan, changedSources: changedSources)
        for (index, pass) in plan.passes.enumerated() {
            guard draws[index] else {
                passTargets[index] = keptTargets[index]
                continue
            }
            if let measurement = pass.measurement { try measure(measurement, in: plan) }
            let isLast = index == plan.passes.count - 1
            let framebuffer = try target(ofPass: index, pass, isLast: isLast)
            passTargets[index] = framebuffer
            let program: PassProgram
            var drawnInto = (framebuffer: framebuffer, size: Optional(pass.drawingSize))
            if isLast, writesBlocks, let conversion {
                program = useBlockWriter(for: conversion, drawing: pass)
                drawnInto = (conversion.framebuffer, nil)
            } else if let quads = pass.quads {
                bindInputs(of: pass, index: index, plan: plan)
                drawQuads(quads, index, pass, into: framebuffer, plan: plan)
                finishDrawing(index, pass, of: plan)
                continue
            } else {
                program = programs[index]
                use(program, as: users[index], for: pass, bindings: &bindings[index])
                applyUniforms(to: &bindings[index])
                if let history = histories[index] { history.flag?.set(history.holdsFrame) }
            }
            bindInputs(of: pass, index: index, plan: plan)
            try program.draw(into: drawnInto.framebuffer, width: drawnInto.size?.width, height: drawnInto.size?.height)
            finishDrawing(index, pass, of: plan)
        }
        // A pass drawn only for a reader that did not draw still holds its pooled target.
        for (index, pass) in plan.passes.enumerated().dropLast() where !pass.holdsTarget {
            if let framebuffer = passTargets[index] { pool.release(framebuffer) }
            passTargets[index] = nil
        }
        if let conversion, !writesBlocks { try conversion.convert(target.texture) }
        try checkGLError("frame draw")
    }

    /// Uploads each source whose image changed, or the frame `showFrame` gave it; returns the
    /// indices of the sources whose textures changed.
    private func updateSources(of plan: RenderPlan) throws -> Set<Int> {
        var changed: Set<Int> = []
        for (index, source) in plan.sources.enumerated() {
            let (image, version) = source.versionedImage
            if let frame = pendingFrames.last(where: { $0.source === source }) {
                try stream(
                    frame.pixels, layout: frame.layout, opaque: frame.opaque, size: image.size, version: version,
                    of: source)
                changed.insert(index)
            } else if sourceTextures[ObjectIdentifier(source)]?.version != version {
                try upload(image, version: version, of: source)
                changed.insert(index)
            }
        }
        return changed
    }

    /// The framebuffer pass `index` draws into: the output's for the last, one of its two
    /// history targets for a pass reading its previous output, its own for one kept across
    /// frames, else one from the pool.
    private func target(ofPass index: Int, _ pass: RenderPlan.Pass, isLast: Bool) throws -> Framebuffer {
        let descriptor =
            pass.writesFloats
            ? TextureDescriptor(width: pass.size.width, height: pass.size.height, filter: .nearest, format: .rgba32f)
            : TextureDescriptor(width: pass.size.width, height: pass.size.height, filter: .linear)
        if isLast { return target }
        if pass.readsPreviousOutput {
            // Both targets are made on the first frame; later frames swap them.
            let history =
                try histories[index]
                ?? History(
                    latest: Framebuffer(descriptor, context: context), next: Framebuffer(descriptor, context: context),
                    flag: programs[index].uniformLocation(ShaderGenerator.hasPreviousUniform))
            histories[index] = history
            return history.next
        }
        if pass.keepsOutput {
            let kept = try keptTargets[index] ?? Framebuffer(descriptor, context: context)
            keptTargets[index] = kept
            return kept
        }
        return try pool.acquire(descriptor)
    }

    /// The final pass's variant writing 4:2:0 blocks, in use with this frame's values.
    private func useBlockWriter(for conversion: YUVConversion, drawing pass: RenderPlan.Pass) -> PassProgram {
        guard var writer = blockWriter else {
            preconditionFailure("the block writer is used only once hasBlockWriter() said it exists")
        }
        if use(writer.program, as: writer.user, for: pass, bindings: &writer.bindings) { writer.matrix = nil }
        if writer.matrix != conversion.matrix {
            writer.program.uniformLocation("segue_lumaWeights")?.set(conversion.matrix.lumaWeights)
            writer.matrix = conversion.matrix
        }
        applyUniforms(to: &writer.bindings)
        blockWriter = writer
        return writer.program
    }

    /// Binds each texture pass `index` reads to its units.
    private func bindInputs(of pass: RenderPlan.Pass, index: Int, plan: RenderPlan) {
        for (slot, input) in pass.inputs.enumerated() {
            let texture: Texture?
            switch input {
            case .source(let source): texture = sourceTextures[ObjectIdentifier(plan.sources[source])]?.texture
            case .pass(let pass): texture = passTargets[pass]?.texture
            case .chroma(let source):
                // Planned for 4:2:0 only once `showFrame` gave such a picture, which uploads both planes.
                let textures = sourceTextures[ObjectIdentifier(plan.sources[source])]
                texture = textures?.chroma ?? textures?.texture
            // The other target, never the one drawn into; unread until it holds a frame.
            case .previous: texture = histories[index]?.latest.texture
            }
            guard let texture else {
                preconditionFailure(
                    "input \(slot) of pass \(index) has no texture: the plan orders passes after what they read")
            }
            InputSamplers(index: slot).bind(texture, nearest: nearestSampler, linear: linearSampler)
        }
    }

    /// After pass `index` drew: its history targets swap, and the textures it read last go back to the pool.
    private func finishDrawing(_ index: Int, _ pass: RenderPlan.Pass, of plan: RenderPlan) {
        if var history = histories[index] {
            (history.latest, history.next) = (history.next, history.latest)
            history.holdsFrame = true
            histories[index] = history
        }
        for read in pass.lastReads where !plan.passes[read].holdsTarget {
            if let framebuffer = passTargets[read] { pool.release(framebuffer) }
            passTargets[read] = nil
        }
    }

    /// Which passes this frame draws: every pass but the cacheable ones whose output would come
    /// out as it is (same inputs, same uniforms), found forwards; then, backwards, each
    /// cacheable pass whose output is not kept and that a drawing pass reads.
    private func passesToDraw(_ plan: RenderPlan, changedSources: Set<Int>) -> [Bool] {
        var draws = [Bool](repeating: true, count: plan.passes.count)
        for (index, pass) in plan.passes.enumerated() where pass.isCacheable {
            let inputChanged = pass.inputs.contains { input in
                switch input {
                case .source(let source), .chroma(let source): changedSources.contains(source)
                case .pass(let read): draws[read]
                // Never cacheable (`Planner`): its last output changes every frame.
                case .previous: true
                }
            }
            let lost = pass.keepsOutput && keptTargets[index] == nil
            draws[index] = lost || inputChanged || Self.uniformsChanged(bindings[index])
        }
        for (index, pass) in plan.passes.enumerated().reversed() where draws[index] {
            for case .pass(let read) in pass.inputs
            where plan.passes[read].isCacheable && !plan.passes[read].keepsOutput {
                draws[read] = true
            }
        }
        return draws
    }

    /// Whether a node's value differs from what its uniform was last set to; each node's values
    /// are read once, as `applyUniforms` reads them.
    private static func uniformsChanged(_ bindings: [UniformBinding]) -> Bool {
        var node: EffectNode?
        var values: [ParameterValue] = []
        return bindings.contains { binding in
            if binding.uniform.node !== node {
                node = binding.uniform.node
                values = binding.uniform.node.values
            }
            return binding.applied != values[binding.uniform.parameter]
        }
    }

    /// Sets the uniforms of `bindings` (the program in use) whose values changed since they were last set.
    private func applyUniforms(to bindings: inout [UniformBinding]) {
        var node: EffectNode?
        var values: [ParameterValue] = []
        for binding in bindings.indices {
            let uniform = bindings[binding].uniform
            if uniform.node !== node {
                node = uniform.node
                values = uniform.node.values
            }
            // The plan is re-made on the GL thread whenever an effect changes, so its indices hold.
            let value = values[uniform.parameter]
            guard bindings[binding].applied != value else { continue }
            if bindings[binding].premultiplies, case .vec4(let c) = value {
                // Colours are given straight, as files hold them; the effect mixes premultiplied.
                ParameterValue.vec4(SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)).apply(to: bindings[binding].location)
            } else {
                value.apply(to: bindings[binding].location)
            }
            bindings[binding].applied = value
        }
    }

    /// Counts the texture of the pass `measurement.node` reads and gives the node what it
    /// measured, before its pass is drawn: its uniforms are applied after this, and a new
    /// equalisation table is uploaded at once.
    private func measure(_ measurement: (node: EffectNode, inputPass: Int), in plan: RenderPlan) throws {
        let kernel = try histogramKernel ?? HistogramKernel(context: context)
        histogramKernel = kernel
        let input = plan.passes[measurement.inputPass].size
        let histogram = try kernel.count(
            passTargets[measurement.inputPass]!.texture, width: input.width, height: input.height, step: 1,
            premultiplied: true)
        guard let table = try measurement.node.takeMeasurement(histogram),
            let slot = measurement.node.effect.inputs.firstIndex(of: table.input),
            let source = measurement.node.inputs[slot] as? ImageSource
        else { return }
        source.image = table.image
        let (image, version) = source.versionedImage
        try upload(image, version: version, of: source)
    }

    private func upload(_ image: Image, version: Int, of source: ImageSource) throws {
        let texture = try reusedTexture(sourceTextures[ObjectIdentifier(source)]?.texture, size: image.size)
        // Textures hold premultiplied colour (ShaderGenerator.alphaHelpers says why).
        let premultiplied = image.premultipliedPixels()
        try (premultiplied ?? image.pixels).withUnsafeBytes {
            try texture.upload(flippingRowsOf: $0, scratch: &uploadScratch)
        }
        sourceTextures[ObjectIdentifier(source)] = SourceTexture(
            texture: texture, version: version, isOpaque: premultiplied == nil)
    }

    /// Uploads a streamed frame into `source`'s textures through the source's unpack buffer.
    private func stream(
        _ pixels: UnsafeRawBufferPointer, layout: PictureLayout, opaque: Bool, size: FrameSize, version: Int,
        of source: ImageSource
    ) throws {
        let key = ObjectIdentifier(source)
        let bytes = layout.byteCount(of: size)
        guard pixels.count == bytes else { throw GLError.pixelCountMismatch(expected: bytes, actual: pixels.count) }
        if unpackBuffers[key]?.size != bytes {
            unpackBuffers[key] = try GLBuffer(pixelUnpackSize: bytes, context: context)
        }
        let buffer = unpackBuffers[key]!
        let existing = sourceTextures[key]
        switch layout {
        case .rgba:
            let texture = try reusedTexture(existing?.texture, size: size)
            // Premultiplied like every texture; a clip without alpha goes in as it is.
            let premultiplied = opaque ? nil : Image.premultiplied(pixels)
            if let premultiplied {
                try premultiplied.withUnsafeBytes { try buffer.fill(with: $0) }
            } else {
                try buffer.fill(with: pixels)
            }
            try texture.upload(from: buffer)
            sourceTextures[key] = SourceTexture(texture: texture, version: version, isOpaque: premultiplied == nil)
        case .nv12:
            // Two planes from one buffer: luma, then the chroma pairs (opaque, so nothing to premultiply).
            let luma = try reusedTexture(existing?.texture, size: size, format: .r8)
            let chroma = try reusedTexture(existing?.chroma, size: PictureLayout.chromaSize(of: size), format: .rg8)
            try buffer.fill(with: pixels)
            try luma.upload(from: buffer)
            try chroma.upload(from: buffer, offset: size.width * size.height, countsAsUpload: false)
            sourceTextures[key] = SourceTexture(texture: luma, chroma: chroma, version: version, isOpaque: true)
        }
    }

    /// `existing` if it has this size and format, or a new texture that has.
    private func reusedTexture(_ existing: Texture?, size: FrameSize, format: TextureFormat = .rgba8) throws -> Texture
    {
        let descriptor = TextureDescriptor(width: size.width, height: size.height, filter: .linear, format: format)
        if let existing, existing.descriptor == descriptor { return existing }
        return try Texture(descriptor, context: context)
    }
}

extension InputSamplers {
    /// Points the input's two sampler uniforms at their texture units; the program must be in use.
    @_spi(Benchmarks) public func assignUnits(in program: GLProgram) {
        program.setSampler(nearestUniform, unit: nearestUnit)
        program.setSampler(linearUniform, unit: linearUnit)
    }

    /// Binds `texture` to both of the input's units, each through its sampler object.
    @_spi(Benchmarks) public func bind(_ texture: Texture, nearest: Sampler, linear: Sampler) {
        texture.bind(toUnit: nearestUnit, sampler: nearest)
        texture.bind(toUnit: linearUnit, sampler: linear)
    }

}

extension ParameterValue {
    /// Sets this value on `location` of the program in use.
    @_spi(Benchmarks) public func apply(to location: UniformLocation) {
        switch self {
        case .float(let x): location.set(x)
        case .int(let x): location.set(x)
        case .bool(let x): location.set(x)
        case .vec2(let v): location.set(v)
        case .vec3(let v): location.set(v)
        case .vec4(let v): location.set(v)
        case .ivec2(let v): location.set(v)
        case .ivec3(let v): location.set(v)
        case .ivec4(let v): location.set(v)
        case .mat3(let m): location.set(mat3: m)
        case .mat4(let m): location.set(mat4: m)
        case .image: break  // images are textures, bound as inputs
        }
    }
}
