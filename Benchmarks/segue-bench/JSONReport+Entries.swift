// The report's entries, each keyed as BENCHMARKS.md documents; optional figures are written as null.

extension JSONReport {
    struct Machine: Codable, Sendable {
        var cpu: String
        var cores: Int
        var eglPlatform: String
        var glVendor: String
        var glRenderer: String
        var glVersion: String
        var timerQueryExtension: Bool
        var timerQueriesUsed: Bool
        var gpuTiming: String
        var kernel: String
        @ExplicitNull var llvmpipeThreads: String?

        enum CodingKeys: String, CodingKey {
            case cpu, cores, kernel
            case eglPlatform = "egl_platform"
            case glVendor = "gl_vendor"
            case glRenderer = "gl_renderer"
            case glVersion = "gl_version"
            case timerQueryExtension = "timer_query_extension"
            case timerQueriesUsed = "timer_queries_used"
            case gpuTiming = "gpu_timing"
            case llvmpipeThreads = "lp_num_threads"
        }
    }

    struct Run: Codable, Sendable {
        var date: String
        var command: String
        @ExplicitNull var windowFrames: Int?
        @ExplicitNull var windowSeconds: Double?
        var warmupFrames: Int
        var repetitions: Int
        var images: String
        @ExplicitNull var ffmpeg: String?
        @ExplicitNull var ffmpegNote: String?
        var loadAverageStart: String
        var loadAverageEnd: String

        enum CodingKeys: String, CodingKey {
            case date, command, repetitions, images, ffmpeg
            case windowFrames = "window_frames"
            case windowSeconds = "window_seconds"
            case warmupFrames = "warmup_frames"
            case ffmpegNote = "ffmpeg_note"
            case loadAverageStart = "load_average_start"
            case loadAverageEnd = "load_average_end"
        }
    }

    struct Mode: Codable, Sendable {
        var fused: Bool
        var upload: String
        var readback: String
        /// The pass stage asked for; absent when the engine chose (reports before it have none).
        var stage: String?
    }

    struct FrameTimes: Codable, Sendable {
        var median: Double
        var p95: Double
        var p99: Double

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
        var width: Int
        var height: Int
        var mode: Mode
        var implemented: Bool
        @ExplicitNull var note: String?
        var passes: Int
        var frames: Int
        @ExplicitNull var fps: Double?
        var fpsRuns: [Double]
        @ExplicitNull var frameMilliseconds: FrameTimes?
        @ExplicitNull var gpuMilliseconds: Double?
        @ExplicitNull var gpuNote: String?
        @ExplicitNull var cpuMilliseconds: Double?
        @ExplicitNull var perFrame: PerFrameWork?
        var ratios: RatioSet

        init(_ result: EngineResult, gpuTiming: GPUTiming) {
            effect = result.effect
            width = result.size.width
            height = result.size.height
            mode = Mode(
                fused: result.mode.fused, upload: result.mode.upload.rawValue, readback: result.mode.readback.rawValue,
                stage: result.mode.stage?.rawValue)
            implemented = result.notImplemented == nil
            note = result.notImplemented
            passes = result.passes
            frames = result.frames
            fps = result.fps
            fpsRuns = result.fpsRuns
            frameMilliseconds = FrameTimes(result.frameMilliseconds)
            gpuMilliseconds = result.gpuMilliseconds
            gpuNote = gpuTiming.note
            cpuMilliseconds = result.cpuMilliseconds
            perFrame = result.perFrame
            ratios = RatioSet(
                raw: result.ratios.raw, ffmpeg: result.ratios.ffmpeg, cpu: result.ratios.cpu, floor: result.ratios.floor
            )
        }

        enum CodingKeys: String, CodingKey {
            case effect, width, height, mode, implemented, note, passes, frames, fps, ratios
            case fpsRuns = "fps_runs"
            case frameMilliseconds = "frame_ms"
            case gpuMilliseconds = "gpu_ms"
            case gpuNote = "gpu_ms_note"
            case cpuMilliseconds = "cpu_ms"
            case perFrame = "per_frame"
        }
    }

    struct Baseline: Codable, Sendable {
        var name: String
        var effect: String
        var width: Int
        var height: Int
        @ExplicitNull var fused: Bool?
        var stage: String?
        @ExplicitNull var fps: Double?
        var fpsRuns: [Double]
        var frames: Int
        @ExplicitNull var frameMilliseconds: FrameTimes?
        @ExplicitNull var cpuMilliseconds: Double?
        var detail: String

        init(_ baseline: BaselineResult) {
            name = baseline.kind.rawValue
            effect = baseline.effect
            width = baseline.size.width
            height = baseline.size.height
            fused = baseline.fused
            stage = baseline.stage?.rawValue
            fps = baseline.fps
            fpsRuns = baseline.fpsRuns
            frames = baseline.frames
            frameMilliseconds = FrameTimes(baseline.frameMilliseconds)
            cpuMilliseconds = baseline.cpuMilliseconds
            detail = baseline.detail
        }

        enum CodingKeys: String, CodingKey {
            case name, effect, width, height, fused, stage, fps, frames, detail
            case fpsRuns = "fps_runs"
            case frameMilliseconds = "frame_ms"
            case cpuMilliseconds = "cpu_ms"
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
        var width: Int
        var height: Int
        var error: String
    }
}
