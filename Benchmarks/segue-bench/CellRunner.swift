import Foundation
import Segue

/// Measures one effect at one size: every mode and baseline set up first, then run side by side,
/// repetitions interleaved and rotated (A B C, B C A, C A B) so that load from other processes
/// hits all alike.
final class CellRunner {
    let engine: Engine
    let effect: BenchEffect
    let size: FrameSize
    let images: (from: Image, to: Image)
    let configuration: BenchConfiguration
    let gpuTiming: GPUTiming
    let ffmpeg: FFmpegAvailability
    let ffmpegInputs: () throws -> FFmpegInputs
    let progress: ProgressReporter

    /// The progress at which baselines' frames are compared with the engine's before timing:
    /// mid-transition, and one of the raw baseline's tabulated values, so both set the same uniforms.
    static let checkProgress = 96.0 / 256.0

    /// One contender of the cell, measured once per repetition.
    struct Job {
        var label: String
        var kind: Kind
        /// What exactly runs, for the report.
        var detail: String

        enum Kind {
            case engine(EngineJob)
            case raw(RawPipeline, mode: RenderMode)
            case ffmpeg(FFmpegBaseline, frames: Int)
            case cpu(CPUBaseline)
            case floor(FloorPass)
        }
    }

    /// What a baseline measured in one repetition (ffmpeg has no per-frame window).
    struct BaselineSample {
        var window: WindowMeasurement?
        var fps: Double
        var cpuMilliseconds: Double?
    }

    /// Every repetition's samples, by job label, and the jobs that failed.
    struct Samples {
        var engine: [String: [EngineSample]] = [:]
        var baselines: [String: [BaselineSample]] = [:]
        var failures: [String: String] = [:]
    }

    init(
        engine: Engine, effect: BenchEffect, size: FrameSize, images: (from: Image, to: Image),
        configuration: BenchConfiguration, gpuTiming: GPUTiming, ffmpeg: FFmpegAvailability,
        ffmpegInputs: @escaping () throws -> FFmpegInputs, progress: ProgressReporter
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
        var jobs = configuration.modes.count
        if baselines.contains(.raw) { jobs += configuration.rawVariants.count }
        if baselines.contains(.ffmpeg) && ffmpegAvailable { jobs += 1 }
        if baselines.contains(.cpu) && effect.cpuEffect != nil { jobs += 1 }
        if baselines.contains(.floor) { jobs += 1 }
        return jobs * configuration.repetitions
    }

    /// Sets up, measures and summarizes the cell.
    func run() throws -> CellResult {
        var cell = CellResult(effect: effect.label, size: size)
        progress.status("\(size) \(effect.label): setting up")
        let jobs = try makeJobs(recordingSkipsIn: &cell)
        let samples = measure(jobs)
        summarize(jobs, samples, into: &cell)
        return cell
    }

    /// Runs every job once per repetition, each repetition starting one job later.
    private func measure(_ jobs: [Job]) -> Samples {
        var samples = Samples()
        let repetitions = configuration.repetitions
        for repetition in 1...repetitions {
            // Rotating the order keeps any contender from always running first (after set-up) or last.
            let start = (repetition - 1) % max(jobs.count, 1)
            for job in jobs[start...] + jobs[..<start] where samples.failures[job.label] == nil {
                progress.step(
                    "\(size) \(effect.label): \(job.label)"
                        + (repetitions > 1 ? " (run \(repetition)/\(repetitions))" : ""))
                // The first window warms up fully (shader JIT, first upload); later ones re-touch caches with one frame.
                let warmup = repetition == 1 ? configuration.warmupFrames : min(1, configuration.warmupFrames)
                do {
                    try measure(job, warmup: warmup, into: &samples)
                } catch {
                    // One failing contender (ffmpeg crashing, say) must not sink the others.
                    samples.failures[job.label] = "\(error)"
                }
            }
        }
        return samples
    }

    private func measure(_ job: Job, warmup: Int, into samples: inout Samples) throws {
        let window = configuration.window
        switch job.kind {
        case .engine(let engineJob):
            samples.engine[job.label, default: []].append(
                try engineJob.run(window: window, warmupFrames: warmup, gpuTiming: gpuTiming))
        case .raw(let raw, _):
            let measured = try raw.run(window: window, warmupFrames: warmup)
            samples.baselines[job.label, default: []].append(
                BaselineSample(window: measured, fps: measured.fps, cpuMilliseconds: measured.cpuMillisecondsPerFrame))
        case .ffmpeg(let baseline, let frames):
            let sample = try baseline.measure(frames: frames)
            samples.baselines[job.label, default: []].append(
                BaselineSample(window: nil, fps: sample.fps, cpuMilliseconds: sample.cpuMillisecondsPerFrame))
        case .floor(let floor):
            let measured = try floor.run(window: window, warmupFrames: warmup)
            samples.baselines[job.label, default: []].append(
                BaselineSample(window: measured, fps: measured.fps, cpuMilliseconds: measured.cpuMillisecondsPerFrame))
        case .cpu(let baseline):
            let measured = baseline.run(window: window, warmupFrames: warmup)
            samples.baselines[job.label, default: []].append(
                BaselineSample(window: measured, fps: measured.fps, cpuMilliseconds: measured.cpuMillisecondsPerFrame))
        }
    }
}
