// The report's entries, each keyed as BENCHMARKS.md documents (the names below in snake case, which
// `JSONReport.data()` writes); optional figures are written as null.

extension JSONReport {
    struct Machine: Codable, Sendable {
        var cpu: String
        var cores: Int
        var eglPlatform: String
        var glVendor, glRenderer, glVersion: String
        var timerQueryExtension, timerQueriesUsed: Bool
        var gpuTiming: String
        var kernel: String
        @ExplicitNull var lpNumThreads: String?
    }

    struct Run: Codable, Sendable {
        var date, command: String
        @ExplicitNull var windowFrames: Int?
        @ExplicitNull var windowSeconds: Double?
        var warmupFrames, repetitions: Int
        var images: String
        @ExplicitNull var ffmpeg: String?
        @ExplicitNull var ffmpegNote: String?
        var loadAverageStart, loadAverageEnd: String
    }

    struct Mode: Codable, Sendable {
        var fused: Bool
        var upload, readback: String
        /// The pass stage asked for; absent when the engine chose (reports before it have none).
        var stage: String?
        /// False where copies were off (`--copies shaded`); absent when on (reports before it have none).
        var copies: Bool?
    }

    struct FrameTimes: Codable, Sendable {
        var median, p95, p99: Double

        init?(_ summary: FrameTimeSummary?) {
            guard let summary else { return nil }
            (median, p95, p99) = (summary.median, summary.p95, summary.p99)
        }
    }

    struct RatioSet: Codable, Sendable {
        @ExplicitNull var raw: Double?
        @ExplicitNull var ffmpeg: Double?
        @ExplicitNull var cpu: Double?
        @ExplicitNull var floor: Double?
    }

    struct Result: Codable, Sendable {
        var effect: String
        var width, height: Int
        var mode: Mode
        var implemented: Bool
        @ExplicitNull var note: String?
        var passes, frames: Int
        @ExplicitNull var fps: Double?
        var fpsRuns: [Double]
        @ExplicitNull var frameMs: FrameTimes?
        @ExplicitNull var gpuMs: Double?
        @ExplicitNull var gpuMsNote: String?
        @ExplicitNull var cpuMs: Double?
        @ExplicitNull var perFrame: PerFrameWork?
        var ratios: RatioSet

        init(_ result: EngineResult, gpuTiming: GPUTiming) {
            (effect, width, height) = (result.effect, result.size.width, result.size.height)
            let mode = result.mode
            self.mode = Mode(
                fused: mode.fused, upload: mode.upload.rawValue, readback: mode.readback.rawValue,
                stage: mode.stage?.rawValue, copies: mode.copies ? nil : false)
            (implemented, note) = (result.notImplemented == nil, result.notImplemented)
            (passes, frames, fps, fpsRuns) = (result.passes, result.frames, result.fps, result.fpsRuns)
            frameMs = FrameTimes(result.frameMilliseconds)
            (gpuMs, gpuMsNote, cpuMs) = (result.gpuMilliseconds, gpuTiming.note, result.cpuMilliseconds)
            perFrame = result.perFrame
            let ratios = result.ratios
            self.ratios = RatioSet(raw: ratios.raw, ffmpeg: ratios.ffmpeg, cpu: ratios.cpu, floor: ratios.floor)
        }
    }

    struct Baseline: Codable, Sendable {
        var name, effect: String
        var width, height: Int
        @ExplicitNull var fused: Bool?
        var stage: String?
        @ExplicitNull var fps: Double?
        var fpsRuns: [Double]
        var frames: Int
        @ExplicitNull var frameMs: FrameTimes?
        @ExplicitNull var cpuMs: Double?
        var detail: String

        init(_ baseline: BaselineResult) {
            (name, effect) = (baseline.kind.rawValue, baseline.effect)
            (width, height) = (baseline.size.width, baseline.size.height)
            (fused, stage) = (baseline.fused, baseline.stage?.rawValue)
            (fps, fpsRuns, frames) = (baseline.fps, baseline.fpsRuns, baseline.frames)
            frameMs = FrameTimes(baseline.frameMilliseconds)
            (cpuMs, detail) = (baseline.cpuMilliseconds, baseline.detail)
        }
    }

    struct Target: Codable, Sendable {
        var name: String
        var threshold: Double
        @ExplicitNull var value: Double?
        @ExplicitNull var met: Bool?
    }

    struct CellError: Codable, Sendable {
        var effect: String
        var width, height: Int
        var error: String
    }
}
