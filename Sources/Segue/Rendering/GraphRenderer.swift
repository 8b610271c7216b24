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
    // every mutable property, and all that `sources`, `schedule` and `measurement` hold, is read
    // and written only inside `context.perform` (the GL thread).
    /// Output width in pixels.
    public let width: Int
    /// Output height in pixels.
    public let height: Int
    private let output: FrameOutput
    private let options: PlanOptions
    private let context: GLContext
    private var currentPlan: RenderPlan
    /// The current plan's programs and their uniforms; empty until `compiled`.
    private var passes = CompiledPasses()
    /// Whether `passes` hold the current plan's: false until the first compile when the
    /// renderer was made with `compiling: false`.
    private var compiled = false
    /// The engine's compiled programs, shared by its renderers and their helpers (`FrameStream`).
    let programCache: ProgramCache
    private let sources: SourceUploads
    private let schedule: PassSchedule
    private let measurement: PassMeasurement
    private let regionCopier: RegionCopier
    private var framesInFlight: FramesInFlight
    private var blockWriter = YUVBlockWriter()

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
        sources = SourceUploads(context: context)
        measurement = PassMeasurement(context: context)
        regionCopier = RegionCopier(context: context)
        (schedule, framesInFlight) = try context.perform {
            (
                try PassSchedule(width: width, height: height, outputs: Self.outputTargets, context: context),
                FramesInFlight(Self.fencing, context: context)
            )
        }
        if compiling { try context.perform { try self.prepare() } }
    }

    /// How frames are fenced: frame N+1 is drawn while N is, and at most 32 frames queue up. A
    /// fence costs about 10 µs on NVIDIA's driver, where a 1080p frame takes 12 µs, so one covers
    /// 16 frames (BENCHMARKS.md, "Frames in flight").
    @_spi(Benchmarks) public static let fencing = FramesInFlight.Fencing(framesPerFence: 16, depth: 2)
    /// The output targets the final pass draws into in turn.
    @_spi(Benchmarks) public static let outputTargets = 3

    /// Fences frames as `fencing` says from now on (the bench compares ways).
    @_spi(Benchmarks) public func fence(_ fencing: FramesInFlight.Fencing) throws {
        try context.perform {
            context.finish()
            framesInFlight = FramesInFlight(fencing, context: context)
        }
    }

    /// The stage full-screen passes run as: the plan options' choice, else the context's.
    var passStage: PassStage { options.stage ?? context.passStage }

    /// The stage each pass of the current plan runs as: `compute` where the plan asked for it
    /// and the pass's code allows.
    public var passStages: [PassStage] {
        get throws { try context.perform { passes.programs.map(\.stage) } }
    }

    /// The passes drawn each frame (planned again when the graph changes shape).
    public var plan: RenderPlan {
        get throws { try context.perform { currentPlan } }
    }

    /// Parameters the compiled passes never read (the compiler dropped their uniforms): node, parameter.
    public var unusedParameters: [(node: String, parameter: String)] {
        get throws { try context.perform { passes.unused } }
    }

    /// The most intermediate framebuffers one frame held at once.
    public var peakIntermediates: Int {
        get throws { try context.perform { schedule.peakIntermediates } }
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
            image = try Image.readTarget(width: width, height: height)
        }
        try drawFrame(preparing: prepare) { target in
            try image.pixels.withUnsafeMutableBytes { try target.readPixels(into: $0) }
        }
    }

    /// Draws one frame and returns it as an image.
    public func renderImage() throws -> Image {
        var image = try Image.readTarget(width: width, height: height)
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
        try context.perform { schedule.resetHistory() }
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
            defer { sources.forgetShownFrames() }
            try prepare()
            if currentPlan.isStale || !compiled { try replanOnGLThread() }
            try framesInFlight.startFrame()
            try draw(convertingTo: conversion)
            try context.checkForReset()
            let result = try read(schedule.output)
            // After `read`, so that the fence covers a readback it started.
            try framesInFlight.endFrame()
            schedule.advanceOutput()
            return result
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
        sources.show(pixels, layout: layout, on: source, opaque: opaque)
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

    /// Compiles the plan's programs and looks up their uniforms; starts the passes' targets over.
    private func prepare() throws {
        passes = try CompiledPasses(currentPlan, stage: passStage, cache: programCache, context: context)
        blockWriter.reset()
        sources.keepOnly(sourcesOf: currentPlan)
        regionCopier.keepOnly(sourcesOf: currentPlan)
        schedule.start(passCount: currentPlan.passes.count)
        compiled = true
    }

    /// Whether the final pass can write 4:2:0 blocks; compiles that variant the first time it is asked.
    private func hasBlockWriter() -> Bool {
        blockWriter.exists(for: currentPlan, stage: passStage, cache: programCache, context: context)
    }

    /// The frame loop: uploads what changed, then draws each pass that must be drawn, in order.
    private func draw(convertingTo conversion: YUVConversion?) throws {
        let plan = currentPlan
        let changedSources = try sources.update(plan)
        // Only an upload can change what a source shows: a frame with none checks nothing.
        let translucent = changedSources.filter { plan.opaqueSources[$0] && !sources.isOpaque(.source($0), in: plan) }
        if !translucent.isEmpty {
            // Pictures with alpha where the shaders took their sources for opaque: plan again first.
            for index in translucent { plan.sources[index].markTranslucent() }
            try replanOnGLThread()
            return try draw(convertingTo: conversion)
        }
        let writesBlocks = conversion != nil && hasBlockWriter()
        let draws = schedule.passesToDraw(plan, changedSources: changedSources) { passes.bindings[$0].haveChanged() }
        for (index, pass) in plan.passes.enumerated() {
            guard draws[index] else {
                schedule.skip(index)
                continue
            }
            if let measured = pass.measurement, let input = schedule.texture(ofPass: measured.inputPass) {
                try measurement.measure(measured, reading: input, in: plan, sources: sources)
            }
            let isLast = index == plan.passes.count - 1
            let framebuffer = try schedule.target(ofPass: index, pass, isLast: isLast) {
                passes.programs[index].uniformLocation(ShaderGenerator.hasPreviousUniform)
            }
            if isLast, writesBlocks, let conversion {
                let program = blockWriter.use(for: conversion, drawing: pass)
                schedule.bindInputs(of: pass, index: index, plan: plan, sources: sources)
                try program.draw(into: conversion.framebuffer)
            } else if let geometry = pass.quadGeometry {
                schedule.bindInputs(of: pass, index: index, plan: plan, sources: sources)
                drawQuads(geometry, index, pass, into: framebuffer, plan: plan, changedSources: changedSources)
            } else {
                try drawFullScreen(index, pass, into: framebuffer, changedSources: changedSources)
            }
            schedule.finishDrawing(index, pass, of: plan)
        }
        schedule.finishFrame(of: plan)
        if let conversion, !writesBlocks { try conversion.convert(schedule.output.texture) }
        try checkGLError("frame draw")
    }

    /// Draws full-screen pass `index` with the values that changed since it last drew: the
    /// pixels that are copies of its images copied (`PassCopies`), the others shaded.
    private func drawFullScreen(
        _ index: Int, _ pass: RenderPlan.Pass, into target: Framebuffer, changedSources: Set<Int>
    ) throws {
        let (program, user) = (passes.programs[index], passes.users[index])
        CompiledPasses.use(program, as: user, for: pass, bindings: &passes.bindings[index])
        passes.bindings[index].apply()
        schedule.setHistoryFlag(ofPass: index)
        schedule.bindInputs(of: pass, index: index, plan: currentPlan, sources: sources)
        if let copies = pass.copies, program.stage == .fragment,
            let shaded = try regionCopier.draw(
                copies, values: { passes.bindings[index].applied(copies.node, parameter: $0) }, plan: currentPlan,
                sources: sources, changedSources: changedSources, into: target)
        {
            program.draw(into: target, only: shaded)
            return
        }
        let size = pass.drawingSize
        try program.draw(into: target, width: size.width, height: size.height)
    }

    /// Draws pass `index`'s quads, its inputs bound, deciding with the sources' opacity which
    /// layers hide what is below them, and copying or blending the images layers show whole
    /// where the plan allows.
    private func drawQuads(
        _ geometry: RenderPlan.QuadGeometry, _ index: Int, _ pass: RenderPlan.Pass, into framebuffer: Framebuffer,
        plan: RenderPlan, changedSources: Set<Int>
    ) {
        let opaqueInputs = geometry.layerInputs.map { sources.isOpaque($0, in: plan) }
        var images: LayerImages?
        if geometry.copiesImages {
            // Readied only when a layer asks, so that a pass drawing no image whole makes no twin of one.
            var readied: [Int: Bool] = [:]
            images = LayerImages(
                drawable: { [regionCopier, sources] input in
                    if let known = readied[input] { return known }
                    // An image that cannot be readied is drawn in quads, as every image once was.
                    let ready =
                        geometry.layerInputs[input].flatMap {
                            try? regionCopier.prepareImage(
                                $0, plan: plan, sources: sources, changedSources: changedSources,
                                size: framebuffer.descriptor)
                        } ?? false
                    readied[input] = ready
                    return ready
                },
                draw: { [regionCopier] input, opacity, pixels in
                    regionCopier.drawImage(
                        geometry.layerInputs[input]!, opacity: opacity, pixels: pixels, plan: plan, into: framebuffer)
                },
                rebindInputs: { [schedule, sources] in
                    schedule.bindInputs(of: pass, index: index, plan: plan, sources: sources)
                })
        }
        let user = passes.users[index]
        passes.quadDrawers[index]?.draw(
            geometry, of: pass, as: user, into: framebuffer, opaqueInputs: opaqueInputs, images: images)
        passes.bindings[index].markApplied()
    }
}
