import Foundation
import Segue

/// Measures one effect at one size: every mode and baseline set up first, then run side by side,
/// repetitions interleaved and rotated (A B C, B C A, C A B) so that load from other processes
/// hits all alike.
final class CellRunner {
    private let engine: Engine
    private let effect: BenchEffect
    private let size: FrameSize
    private let images: (from: Image, to: Image)
    private let configuration: BenchConfiguration
    private let gpuTiming: GPUTiming
    private let ffmpeg: FFmpegAvailability
    private let ffmpegInputs: () throws -> FFmpegInputs
    private let progress: ProgressReporter

    /// The progress at which baselines' frames are compared with the engine's before timing:
    /// mid-transition, and one of the raw baseline's tabulated values, so both set the same uniforms.
    static let checkProgress = 96.0 / 256.0

    private enum Job {
        case engine(EngineJob)
        case raw(RawPipeline, fused: Bool)
        case ffmpeg(FFmpegBaseline, frames: Int)
        case cpu(CPUBaseline)
    }

    init(
        engine: Engine, effect: BenchEffect, size: FrameSize, images: (from: Image, to: Image),
        configuration: BenchConfiguration, gpuTiming: GPUTiming, ffmpeg: FFmpegAvailability, ffmpegInputs: @escaping () throws -> FFmpegInputs,
        progress: ProgressReporter
    ) {
        self.engine = engine
        self.effect = effect
        self.size = size
        self.images = images
        self.configuration = configuration
        self.gpuTiming = gpuTiming
        self.ffmpeg = ffmpeg
        self.ffmpegInputs = ffmpegInputs
        self.progress = progress
    }

    /// How many timed runs a cell makes, for the progress indicator.
    static func runCount(effect: BenchEffect, configuration: BenchConfiguration, ffmpegAvailable: Bool) -> Int {
        let baselines = configuration.baselines
        var jobs = configuration.modes.filter(\.readback.isImplemented).count
        if baselines.contains(.raw) { jobs += Set(configuration.modes.map(\.fused)).count }
        if baselines.contains(.ffmpeg) && ffmpegAvailable { jobs += 1 }
        if baselines.contains(.cpu) && effect.cpuEffect != nil { jobs += 1 }
        return jobs * configuration.repetitions
    }

    /// Sets up, measures and summarizes the cell.
    func run() throws -> CellResult {
        var cell = CellResult(effect: effect.label, size: size)
        var jobs: [(label: String, job: Job)] = []
        var passes: [Bool: Int] = [:]
        progress.status("\(size) \(effect.label): setting up")
        for mode in configuration.modes {
            guard mode.readback.isImplemented else { continue }
            let job = try EngineJob(engine: engine, effect: effect, size: size, images: images, mode: mode)
            passes[mode.fused] = job.passes
            jobs.append(("engine \(mode)", .engine(job)))
        }
        for mode in configuration.modes where !mode.readback.isImplemented {
            cell.engine.append(EngineResult(
                effect: effect.label, size: size, mode: mode, passes: passes[mode.fused] ?? 0,
                notImplemented: "not implemented: the engine has no pixel-buffer-object readback"
            ))
        }
        var details: [String: String] = [:]
        if configuration.baselines.contains(.raw) {
            for fused in [true, false] where configuration.modes.contains(where: { $0.fused == fused }) {
                let (raw, detail) = try makeRaw(fused: fused)
                details["raw \(fused)"] = detail
                jobs.append(("raw \(fused ? "fused" : "unfused")", .raw(raw, fused: fused)))
            }
        }
        if configuration.baselines.contains(.ffmpeg) {
            switch try makeFFmpeg() {
            case .success(let (baseline, frames, detail)):
                details["ffmpeg"] = detail
                jobs.append(("ffmpeg xfade=\(baseline.transition)", .ffmpeg(baseline, frames: frames)))
            case .failure(let skipped):
                cell.baselines.append(BaselineResult(kind: .ffmpeg, effect: effect.label, size: size, detail: skipped.message))
            }
        }
        if configuration.baselines.contains(.cpu) {
            if let cpuEffect = effect.cpuEffect {
                let baseline = CPUBaseline(effect: cpuEffect, images: images)
                details["cpu"] = "Swift, 1 thread, 8-bit fixed-point mix; " + (try agreement(try baseline.image(progress: Self.checkProgress), fused: true))
                jobs.append(("cpu", .cpu(baseline)))
            } else {
                cell.baselines.append(BaselineResult(kind: .cpu, effect: effect.label, size: size, detail: "skipped: the bench has no CPU implementation of \(effect.label)"))
            }
        }

        var engineSamples: [RenderMode: [EngineSample]] = [:]
        var baselineSamples: [String: [(window: WindowMeasurement?, fps: Double, cpu: Double?)]] = [:]
        var failures: [String: String] = [:]
        for repetition in 1...configuration.repetitions {
            // Each repetition starts one job later, so no contender always runs first (after set-up) or last.
            let start = (repetition - 1) % max(jobs.count, 1)
            for (label, job) in jobs[start...] + jobs[..<start] where failures[label] == nil {
                progress.step("\(size) \(effect.label): \(label)" + (configuration.repetitions > 1 ? " (run \(repetition)/\(configuration.repetitions))" : ""))
                // The first window warms up fully (shader JIT, first upload); later ones re-touch caches with one frame.
                let warmup = repetition == 1 ? configuration.warmupFrames : min(1, configuration.warmupFrames)
                do {
                    switch job {
                    case .engine(let job):
                        engineSamples[job.mode, default: []].append(try job.run(window: configuration.window, warmupFrames: warmup, gpuTiming: gpuTiming))
                    case .raw(let raw, _):
                        let window = try raw.run(window: configuration.window, warmupFrames: warmup)
                        baselineSamples[label, default: []].append((window, window.fps, window.cpuMillisecondsPerFrame))
                    case .ffmpeg(let baseline, let frames):
                        let sample = try baseline.measure(frames: frames)
                        baselineSamples[label, default: []].append((nil, sample.fps, sample.cpuMillisecondsPerFrame))
                    case .cpu(let baseline):
                        let window = baseline.run(window: configuration.window, warmupFrames: warmup)
                        baselineSamples[label, default: []].append((window, window.fps, window.cpuMillisecondsPerFrame))
                    }
                } catch {
                    // One failing contender (ffmpeg crashing, say) must not sink the others.
                    failures[label] = "\(error)"
                }
            }
        }

        for (label, job) in jobs {
            let samples = baselineSamples[label] ?? []
            switch job {
            case .engine(let job):
                var result = summarize(engineSamples[job.mode] ?? [], mode: job.mode, passes: job.passes)
                if let failure = failures[label] { result.notImplemented = "failed: \(failure)" }
                cell.engine.append(result)
            case .raw(_, let fused):
                cell.baselines.append(summarize(samples, kind: .raw, fused: fused, detail: details["raw \(fused)"] ?? "", failure: failures[label]))
            case .ffmpeg(_, let frames):
                var result = summarize(samples, kind: .ffmpeg, fused: nil, detail: details["ffmpeg"] ?? "", failure: failures[label])
                result.frames = frames
                cell.baselines.append(result)
            case .cpu:
                cell.baselines.append(summarize(samples, kind: .cpu, fused: nil, detail: details["cpu"] ?? "", failure: failures[label]))
            }
        }
        cell.engine.sort { modeOrder($0.mode) < modeOrder($1.mode) }
        for index in cell.engine.indices where cell.engine[index].fps != nil {
            let runs = cell.engine[index].fpsRuns
            func ratio(_ baseline: BaselineResult?) -> Double? {
                baseline.flatMap { Statistics.pairedRatio(runs, $0.fpsRuns) }
            }
            cell.engine[index].ratios = Ratios(
                raw: ratio(cell.baseline(.raw, fused: cell.engine[index].mode.fused)),
                ffmpeg: ratio(cell.baseline(.ffmpeg)),
                cpu: ratio(cell.baseline(.cpu))
            )
        }
        return cell
    }

    private func modeOrder(_ mode: RenderMode) -> Int {
        configuration.modes.firstIndex(of: mode) ?? Int.max
    }

    private func makeRaw(fused: Bool) throws -> (RawPipeline, String) {
        let transition = try engine.makeTransition(
            effect.transition, from: images.from, to: images.to, width: size.width, height: size.height, options: PlanOptions(fuse: fused))
        let raw = try RawPipeline(transition: transition, images: images, context: engine.context)
        let engineImage = try transition.render(progress: Self.checkProgress)
        let difference = ImageDifference(try raw.image(progress: Self.checkProgress), engineImage)
        let passes = transition.renderer.plan.passes.count
        let check = difference.largest == 0 ? "frame identical to the engine's" : "frame differs from the engine's: \(difference)"
        return (raw, "\(passes) pass\(passes == 1 ? "" : "es") of the engine's generated GLSL via SegueGL, one perform per window, glFinish per frame; \(check)")
    }

    private func makeFFmpeg() throws -> Result<(FFmpegBaseline, Int, String), BenchFailure> {
        switch ffmpeg {
        case .unavailable(let reason):
            return .failure(BenchFailure(message: "skipped: \(reason)"))
        case .available(let executable, let version, let transitions):
            guard transitions.contains(effect.xfadeName) else {
                return .failure(BenchFailure(message: "skipped: ffmpeg's xfade has no '\(effect.xfadeName)' transition"))
            }
            let baseline = FFmpegBaseline(executable: executable, transition: effect.xfadeName, inputs: try ffmpegInputs())
            progress.status("\(size) \(effect.label): ffmpeg pilot run")
            do {
                let frames = try baseline.frameCount(for: configuration.window)
                let detail = "xfade=\(effect.xfadeName), gbrp, inputs looped in memory, null muxer, default threads; fps = N / (rtime(2N) − rtime(N)), N=\(frames); \(version)"
                return .success((baseline, frames, detail))
            } catch {
                return .failure(BenchFailure(message: "failed: \(error)"))
            }
        }
    }

    /// How a baseline's frame compares with the engine's at `checkProgress`.
    private func agreement(_ image: Image, fused: Bool) throws -> String {
        let transition = try engine.makeTransition(
            effect.transition, from: images.from, to: images.to, width: size.width, height: size.height, options: PlanOptions(fuse: fused))
        let difference = ImageDifference(image, try transition.render(progress: Self.checkProgress))
        return difference.largest == 0 ? "frame identical to the engine's" : "frame vs engine: \(difference)"
    }

    private func summarize(_ samples: [EngineSample], mode: RenderMode, passes: Int) -> EngineResult {
        var result = EngineResult(effect: effect.label, size: size, mode: mode, passes: passes)
        guard !samples.isEmpty else { return result }
        result.fpsRuns = samples.map(\.window.fps)
        result.fps = Statistics.median(result.fpsRuns)
        result.frames = Int(Statistics.median(samples.map { Double($0.window.frames) })!.rounded())
        result.frameMilliseconds = FrameTimeSummary(seconds: samples.flatMap(\.window.frameSeconds))
        result.gpuMilliseconds = Statistics.median(samples.compactMap(\.gpuMilliseconds))
        result.cpuMilliseconds = Statistics.median(samples.map(\.window.cpuMillisecondsPerFrame))
        result.perFrame = samples.map(\.perFrame).max { $0.uploads + $0.objectsCreated + $0.draws < $1.uploads + $1.objectsCreated + $1.draws }
        return result
    }

    private func summarize(
        _ samples: [(window: WindowMeasurement?, fps: Double, cpu: Double?)], kind: BaselineKind, fused: Bool?, detail: String, failure: String?
    ) -> BaselineResult {
        var result = BaselineResult(kind: kind, effect: effect.label, size: size, fused: fused, detail: detail)
        if let failure { result.detail = "failed: \(failure)" }
        guard !samples.isEmpty, failure == nil else { return result }
        result.fpsRuns = samples.map(\.fps)
        result.fps = Statistics.median(result.fpsRuns)
        let windows = samples.compactMap(\.window)
        result.frames = windows.isEmpty ? 0 : Int(Statistics.median(windows.map { Double($0.frames) })!.rounded())
        result.frameMilliseconds = FrameTimeSummary(seconds: windows.flatMap(\.frameSeconds))
        result.cpuMilliseconds = Statistics.median(samples.compactMap(\.cpu))
        return result
    }
}

/// How different two frames are.
struct ImageDifference: CustomStringConvertible {
    /// The largest difference of any channel, in 8-bit levels.
    var largest: Int
    /// The fraction of channels more than 2 levels apart (rounding aside, a different texel was read).
    var fractionOverTwo: Double

    init(_ a: Image, _ b: Image) {
        guard a.width == b.width, a.height == b.height else {
            largest = 255
            fractionOverTwo = 1
            return
        }
        var largest = 0, over = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let difference = abs(Int(x) - Int(y))
            largest = max(largest, difference)
            if difference > 2 { over += 1 }
        }
        self.largest = largest
        fractionOverTwo = Double(over) / Double(max(a.pixels.count, 1))
    }

    var description: String {
        "up to \(largest) levels, \(String(format: "%.3f", fractionOverTwo * 100))% of channels off by more than 2"
    }
}
