/// Turning a cell's repeated samples into medians, percentiles and ratios.
extension CellRunner {
    /// Fills `cell` with every job's figures, in the order the modes were asked for.
    func summarize(_ jobs: [Job], _ samples: Samples, into cell: inout CellResult) {
        for job in jobs {
            let failure = samples.failures[job.label]
            let baselineSamples = samples.baselines[job.label] ?? []
            switch job.kind {
            case .engine(let engineJob):
                var result = summarize(samples.engine[job.label] ?? [], mode: engineJob.mode, passes: engineJob.passes)
                if let failure { result.notImplemented = "failed: \(failure)" }
                cell.engine.append(result)
            case .raw(_, let mode):
                var result = summarize(
                    baselineSamples, kind: .raw, fused: mode.fused, detail: job.detail, failure: failure)
                result.stage = mode.stage
                cell.baselines.append(result)
            case .ffmpeg(_, let frames):
                var result = summarize(baselineSamples, kind: .ffmpeg, fused: nil, detail: job.detail, failure: failure)
                result.frames = frames
                cell.baselines.append(result)
            case .cpu:
                cell.baselines.append(
                    summarize(baselineSamples, kind: .cpu, fused: nil, detail: job.detail, failure: failure))
            case .floor:
                cell.baselines.append(
                    summarize(baselineSamples, kind: .floor, fused: nil, detail: job.detail, failure: failure))
            }
        }
        let order = configuration.modes
        cell.engine.sort { (order.firstIndex(of: $0.mode) ?? .max) < (order.firstIndex(of: $1.mode) ?? .max) }
        addRatios(to: &cell)
    }

    /// Engine fps over each baseline's, paired by repetition (raw: the plan of the same fusion).
    private func addRatios(to cell: inout CellResult) {
        for index in cell.engine.indices where cell.engine[index].fps != nil {
            let runs = cell.engine[index].fpsRuns
            func ratio(_ baseline: BaselineResult?) -> Double? {
                baseline.flatMap { Statistics.pairedRatio(runs, $0.fpsRuns) }
            }
            cell.engine[index].ratios = Ratios(
                raw: ratio(cell.baseline(.raw, of: cell.engine[index].mode)),
                ffmpeg: ratio(cell.baseline(.ffmpeg)),
                cpu: ratio(cell.baseline(.cpu)),
                floor: ratio(cell.baseline(.floor))
            )
        }
    }

    /// The engine's figures for `mode` over every repetition.
    private func summarize(_ samples: [EngineSample], mode: RenderMode, passes: Int) -> EngineResult {
        var result = EngineResult(effect: effect.label, size: size, mode: mode, passes: passes)
        guard !samples.isEmpty else { return result }
        result.fpsRuns = samples.map(\.window.fps)
        result.fps = Statistics.median(result.fpsRuns)
        result.frames = Int(Statistics.median(samples.map { Double($0.window.frames) })!.rounded())
        result.frameMilliseconds = FrameTimeSummary(seconds: samples.flatMap(\.window.frameSeconds))
        result.gpuMilliseconds = Statistics.median(samples.compactMap(\.gpuMilliseconds))
        result.cpuMilliseconds = Statistics.median(samples.map(\.window.cpuMillisecondsPerFrame))
        // The most work any repetition saw: a steady state that is not steady must show.
        result.perFrame = samples.map(\.perFrame).max {
            $0.uploads + $0.glObjectsCreated + $0.draws < $1.uploads + $1.glObjectsCreated + $1.draws
        }
        return result
    }

    /// A baseline's figures over every repetition, or why it has none.
    private func summarize(
        _ samples: [BaselineSample], kind: BaselineKind, fused: Bool?, detail: String, failure: String?
    ) -> BaselineResult {
        var result = BaselineResult(kind: kind, effect: effect.label, size: size, fused: fused, detail: detail)
        if let failure { result.detail = "failed: \(failure)" }
        guard !samples.isEmpty, failure == nil else { return result }
        result.fpsRuns = samples.map(\.fps)
        result.fps = Statistics.median(result.fpsRuns)
        let windows = samples.compactMap(\.window)
        result.frames = windows.isEmpty ? 0 : Int(Statistics.median(windows.map { Double($0.frames) })!.rounded())
        result.frameMilliseconds = FrameTimeSummary(seconds: windows.flatMap(\.frameSeconds))
        result.cpuMilliseconds = Statistics.median(samples.compactMap(\.cpuMilliseconds))
        return result
    }
}
