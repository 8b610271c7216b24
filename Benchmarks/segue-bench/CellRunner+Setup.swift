@_spi(Benchmarks) import Segue
import SegueGL

/// Setting a cell's contenders up: programs compiled, images uploaded, frames checked.
extension CellRunner {
    /// The jobs to time; modes and baselines that cannot run are recorded in `cell` with the reason.
    func makeJobs(recordingSkipsIn cell: inout CellResult) throws -> [Job] {
        var jobs: [Job] = []
        for mode in configuration.modes {
            let job = try EngineJob(engine: engine, effect: effect, size: size, images: images, mode: mode)
            jobs.append(Job(label: "engine \(mode)", kind: .engine(job), detail: ""))
        }
        if configuration.baselines.contains(.raw) {
            for variant in configuration.rawVariants {
                switch try makeRaw(variant) {
                case .success(let job): jobs.append(job)
                case .failure(let skipped):
                    cell.baselines.append(
                        BaselineResult(
                            kind: .raw, effect: effect.label, size: size, fused: variant.fused, stage: variant.stage,
                            detail: skipped.message))
                }
            }
        }
        if configuration.baselines.contains(.ffmpeg) {
            switch try makeFFmpeg() {
            case .success(let job): jobs.append(job)
            case .failure(let skipped):
                cell.baselines.append(
                    BaselineResult(kind: .ffmpeg, effect: effect.label, size: size, detail: skipped.message))
            }
        }
        if configuration.baselines.contains(.cpu) {
            if let cpuEffect = effect.cpuEffect {
                let baseline = CPUBaseline(effect: cpuEffect, images: images)
                let check = try agreement(try baseline.image(progress: Self.checkProgress))
                jobs.append(
                    Job(label: "cpu", kind: .cpu(baseline), detail: "Swift, 1 thread, 8-bit fixed-point mix; \(check)"))
            } else {
                cell.baselines.append(
                    BaselineResult(
                        kind: .cpu, effect: effect.label, size: size,
                        detail: "skipped: the bench has no CPU implementation of \(effect.label)"))
            }
        }
        if configuration.baselines.contains(.floor) {
            let floor = try FloorPass(
                image: try makeTransition(fused: true).render(progress: 0), context: engine.context)
            jobs.append(
                Job(
                    label: "floor", kind: .floor(floor),
                    detail: "a one-texelFetch copy pass at the output size via SegueGL, pipelined as the engine is"))
        }
        return jobs
    }

    private func makeTransition(fused: Bool, stage: PassStage? = nil) throws -> TransitionRenderer {
        try engine.makeTransition(
            effect.transition, from: images.from, to: images.to, width: size.width, height: size.height,
            options: PlanOptions(fuse: fused, stage: stage))
    }

    /// The raw baseline of `variant`'s fusion and stage (its upload and readback do not count).
    private func makeRaw(_ variant: RenderMode) throws -> Result<Job, BenchFailure> {
        let transition = try makeTransition(fused: variant.fused, stage: variant.stage)
        guard try !transition.renderer.plan.passes.contains(where: \.drawsQuads) else {
            return .failure(
                BenchFailure(
                    message: "skipped: a layer transition's pass draws quads, and raw GL draws full-screen passes"))
        }
        let raw = try RawPipeline(
            transition: transition, images: images, stage: variant.stage ?? engine.passStage, context: engine.context)
        let difference = ImageDifference(
            try raw.image(progress: Self.checkProgress), try transition.render(progress: Self.checkProgress))
        let passes = try transition.renderer.plan.passes.count
        let check =
            difference.largest == 0
            ? "frame identical to the engine's" : "frame differs from the engine's: \(difference)"
        return .success(
            Job(
                label: "raw \(variant.fused ? "fused" : "unfused")\(variant.stage.map { " \($0.rawValue)" } ?? "")",
                kind: .raw(raw, mode: variant),
                detail:
                    "\(passes) pass\(passes == 1 ? "" : "es") of the engine's generated GLSL via SegueGL, one perform per window, pipelined as the engine is; \(check)"
            ))
    }

    private func makeFFmpeg() throws -> Result<Job, BenchFailure> {
        switch ffmpeg {
        case .unavailable(let reason):
            return .failure(BenchFailure(message: "skipped: \(reason)"))
        case .available(let executable, let version, let transitions):
            guard transitions.contains(effect.xfadeName) else {
                return .failure(
                    BenchFailure(message: "skipped: ffmpeg's xfade has no '\(effect.xfadeName)' transition"))
            }
            let baseline = FFmpegBaseline(
                executable: executable, transition: effect.xfadeName, inputs: try ffmpegInputs())
            progress.status("\(size) \(effect.label): ffmpeg pilot run")
            do {
                let frames = try baseline.frameCount(for: configuration.window)
                return .success(
                    Job(
                        label: "ffmpeg xfade=\(effect.xfadeName)", kind: .ffmpeg(baseline, frames: frames),
                        detail:
                            "xfade=\(effect.xfadeName), gbrp, inputs looped in memory, null muxer, default threads; "
                            + "fps = N / (rtime(2N) − rtime(N)), N=\(frames); \(version)"
                    ))
            } catch {
                return .failure(BenchFailure(message: "failed: \(error)"))
            }
        }
    }

    /// How a baseline's frame compares with the fused engine's at `checkProgress`.
    private func agreement(_ image: Image) throws -> String {
        let difference = ImageDifference(image, try makeTransition(fused: true).render(progress: Self.checkProgress))
        return difference.largest == 0 ? "frame identical to the engine's" : "frame vs engine: \(difference)"
    }
}
