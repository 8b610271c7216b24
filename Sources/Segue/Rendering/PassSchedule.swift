import SegueGL

/// Which passes a frame draws and into what: the next of the output's framebuffers for the last, pooled
/// targets released once their last reader drew, targets of their own for outputs kept across
/// frames, and two swapping targets for a pass reading its previous output. Binds each pass's
/// input textures. Used on the GL thread only.
final class PassSchedule {
    private let context: GLContext
    /// The framebuffers the final pass draws into, in turn: a frame is drawn while the GPU
    /// still reads an earlier one back, with no hazard between them.
    private let outputs: [Framebuffer]
    private var outputIndex = 0
    private let pool: FramebufferPool
    private let nearestSampler: Sampler
    private let linearSampler: Sampler
    /// What each pass of the frame being drawn drew into, until its last reader drew.
    private var passTargets: [Framebuffer?] = []
    /// The outputs kept between frames (`RenderPlan.Pass.keepsOutput`).
    private var keptTargets: [Int: Framebuffer] = [:]
    /// The two targets of each pass that reads its own previous output, by pass index.
    private var histories: [Int: History] = [:]

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

    init(width: Int, height: Int, outputs count: Int, context: GLContext) throws {
        self.context = context
        let descriptor = TextureDescriptor(width: width, height: height, filter: .linear)
        outputs = try (0..<count).map { _ in
            try Framebuffer(descriptor, context: context)
        }
        pool = FramebufferPool(context: context)
        nearestSampler = try Sampler(filter: .nearest, context: context)
        linearSampler = try Sampler(filter: .linear, context: context)
    }

    /// The framebuffer the frame being drawn ends in.
    var output: Framebuffer { outputs[outputIndex] }

    /// The most intermediate framebuffers one frame held at once.
    var peakIntermediates: Int { pool.peakInUse }

    /// Moves on to the next output, for the next frame.
    func advanceOutput() {
        outputIndex = (outputIndex + 1) % outputs.count
    }

    /// Starts over for a plan of `count` passes: nothing kept, no history.
    func start(passCount count: Int) {
        passTargets = Array(repeating: nil, count: count)
        keptTargets = [:]
        // A new plan starts a new sequence: its passes may differ from those that kept the frames.
        histories = [:]
    }

    /// Forgets the outputs kept for passes that read their previous frame.
    func resetHistory() {
        for index in histories.keys { histories[index]!.holdsFrame = false }
    }

    /// Which passes this frame draws: every pass but the cacheable ones whose output would come
    /// out as it is (same inputs, same uniforms: `uniformsChanged` of the pass's index is
    /// false), found forwards; then, backwards, each cacheable pass whose output is not kept and
    /// that a drawing pass reads. Also starts the frame's count of intermediates.
    func passesToDraw(
        _ plan: RenderPlan, changedSources: Set<Int>, uniformsChanged: (Int) -> Bool
    ) -> [Bool] {
        pool.resetPeak()
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
            draws[index] = lost || inputChanged || uniformsChanged(index)
        }
        for (index, pass) in plan.passes.enumerated().reversed() where draws[index] {
            for case .pass(let read) in pass.inputs
            where plan.passes[read].isCacheable && !plan.passes[read].keepsOutput {
                draws[read] = true
            }
        }
        return draws
    }

    /// Pass `index` is not drawn this frame: its readers read what it kept.
    func skip(_ index: Int) {
        passTargets[index] = keptTargets[index]
    }

    /// The framebuffer pass `index` draws into this frame: the output's for the last, one of its
    /// two history targets for a pass reading its previous output (whose program reads whether
    /// that holds a frame at `historyFlag`), its own for one kept across frames, else one from
    /// the pool.
    func target(
        ofPass index: Int, _ pass: RenderPlan.Pass, isLast: Bool, historyFlag: () -> UniformLocation?
    ) throws -> Framebuffer {
        let framebuffer = try makeTarget(ofPass: index, pass, isLast: isLast, historyFlag: historyFlag)
        passTargets[index] = framebuffer
        return framebuffer
    }

    private func makeTarget(
        ofPass index: Int, _ pass: RenderPlan.Pass, isLast: Bool, historyFlag: () -> UniformLocation?
    ) throws -> Framebuffer {
        let descriptor =
            pass.writesFloats
            ? TextureDescriptor(width: pass.size.width, height: pass.size.height, filter: .nearest, format: .rgba32f)
            : TextureDescriptor(width: pass.size.width, height: pass.size.height, filter: .linear)
        if isLast { return output }
        if pass.readsPreviousOutput {
            // Both targets are made on the first frame; later frames swap them.
            let history =
                try histories[index]
                ?? History(
                    latest: Framebuffer(descriptor, context: context), next: Framebuffer(descriptor, context: context),
                    flag: historyFlag())
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

    /// Tells pass `index`'s program, in use, whether its previous output holds a frame yet.
    func setHistoryFlag(ofPass index: Int) {
        if let history = histories[index] { history.flag?.set(history.holdsFrame) }
    }

    /// The texture pass `index` drew this frame (or kept from an earlier one).
    func texture(ofPass index: Int) -> Texture? {
        passTargets[index]?.texture
    }

    /// Binds each texture pass `index` reads to its units.
    func bindInputs(of pass: RenderPlan.Pass, index: Int, plan: RenderPlan, sources: SourceUploads) {
        for (slot, input) in pass.inputs.enumerated() {
            let texture: Texture?
            switch input {
            case .source(let source): texture = sources.texture(of: plan.sources[source])
            case .pass(let pass): texture = passTargets[pass]?.texture
            // Planned for 4:2:0 only once `showFrame` gave such a picture, which uploads both planes.
            case .chroma(let source): texture = sources.chroma(of: plan.sources[source])
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
    func finishDrawing(_ index: Int, _ pass: RenderPlan.Pass, of plan: RenderPlan) {
        if var history = histories[index] {
            (history.latest, history.next) = (history.next, history.latest)
            history.holdsFrame = true
            histories[index] = history
        }
        for read in pass.lastReads where !plan.passes[read].holdsTarget {
            release(read)
        }
    }

    /// After the frame: a pass drawn only for a reader that did not draw still holds its pooled target.
    func finishFrame(of plan: RenderPlan) {
        for (index, pass) in plan.passes.enumerated().dropLast() where !pass.holdsTarget {
            release(index)
        }
    }

    private func release(_ index: Int) {
        if let framebuffer = passTargets[index] { pool.release(framebuffer) }
        passTargets[index] = nil
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
