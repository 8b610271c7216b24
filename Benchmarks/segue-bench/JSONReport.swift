import Foundation

/// The `--json` file: every figure, with explicit nulls for what was not measured.
///
/// Shape: `{"machine": {...}, "run": {...}, "results": [...], "baselines": [...], "targets": [...]}`;
/// BENCHMARKS.md lists the fields.
struct JSONReport: Encodable {
    var machine: Machine
    var run: Run
    var results: [Result]
    var baselines: [Baseline]
    var targets: [Target]
    var errors: [CellError]

    init(machine info: MachineInfo, configuration: BenchConfiguration, images: String, ffmpeg: FFmpegAvailability, cells: [CellResult], targets: [TargetCheck]) {
        machine = Machine(
            cpu: info.cpu, cores: info.cores, eglPlatform: info.eglPlatform, glVendor: info.glVendor,
            glRenderer: info.glRenderer, glVersion: info.glVersion, timerQueryExtension: info.timerQueryExtension, timerQueriesUsed: info.gpuTiming == .timerQueries,
            gpuTiming: info.gpuTiming.note, kernel: info.kernel,
            llvmpipeThreads: info.llvmpipeThreads
        )
        var ffmpegVersion: String?
        var ffmpegNote: String?
        switch ffmpeg {
        case .available(_, let version, _): ffmpegVersion = version
        case .unavailable(let reason): ffmpegNote = reason
        }
        var windowFrames: Int?
        var windowSeconds: Double?
        switch configuration.window {
        case .frames(let count): windowFrames = count
        case .seconds(let seconds): windowSeconds = seconds
        }
        run = Run(
            date: ISO8601DateFormatter().string(from: info.date), command: info.command, windowFrames: windowFrames,
            windowSeconds: windowSeconds, warmupFrames: configuration.warmupFrames, repetitions: configuration.repetitions,
            images: images, ffmpeg: ffmpegVersion, ffmpegNote: ffmpegNote, loadAverageStart: info.loadAverage,
            loadAverageEnd: MachineInfo.currentLoadAverage()
        )
        results = cells.flatMap(\.engine).map { Result($0, gpuTiming: info.gpuTiming) }
        baselines = cells.flatMap(\.baselines).map(Baseline.init)
        self.targets = targets.map { Target(name: $0.name, threshold: $0.threshold, value: $0.value, met: $0.isMet) }
        errors = cells.compactMap { cell in cell.error.map { CellError(effect: cell.effect, width: cell.size.width, height: cell.size.height, error: $0) } }
    }

    /// Encodes the report as pretty-printed JSON.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    struct Machine: Encodable {
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
        var llvmpipeThreads: String?

        enum CodingKeys: String, CodingKey {
            case cpu, cores, kernel
            case eglPlatform = "egl_platform", glVendor = "gl_vendor", glRenderer = "gl_renderer", glVersion = "gl_version"
            case timerQueryExtension = "timer_query_extension", timerQueriesUsed = "timer_queries_used"
            case gpuTiming = "gpu_timing", llvmpipeThreads = "lp_num_threads"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(cpu, forKey: .cpu)
            try c.encode(cores, forKey: .cores)
            try c.encode(eglPlatform, forKey: .eglPlatform)
            try c.encode(glVendor, forKey: .glVendor)
            try c.encode(glRenderer, forKey: .glRenderer)
            try c.encode(glVersion, forKey: .glVersion)
            try c.encode(timerQueryExtension, forKey: .timerQueryExtension)
            try c.encode(timerQueriesUsed, forKey: .timerQueriesUsed)
            try c.encode(gpuTiming, forKey: .gpuTiming)
            try c.encode(kernel, forKey: .kernel)
            try c.encode(llvmpipeThreads, forKey: .llvmpipeThreads)
        }
    }

    struct Run: Encodable {
        var date: String
        var command: String
        var windowFrames: Int?
        var windowSeconds: Double?
        var warmupFrames: Int
        var repetitions: Int
        var images: String
        var ffmpeg: String?
        var ffmpegNote: String?
        var loadAverageStart: String
        var loadAverageEnd: String

        enum CodingKeys: String, CodingKey {
            case date, command, repetitions, images, ffmpeg
            case windowFrames = "window_frames", windowSeconds = "window_seconds", warmupFrames = "warmup_frames"
            case ffmpegNote = "ffmpeg_note", loadAverageStart = "load_average_start", loadAverageEnd = "load_average_end"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(date, forKey: .date)
            try c.encode(command, forKey: .command)
            try c.encode(windowFrames, forKey: .windowFrames)
            try c.encode(windowSeconds, forKey: .windowSeconds)
            try c.encode(warmupFrames, forKey: .warmupFrames)
            try c.encode(repetitions, forKey: .repetitions)
            try c.encode(images, forKey: .images)
            try c.encode(ffmpeg, forKey: .ffmpeg)
            try c.encode(ffmpegNote, forKey: .ffmpegNote)
            try c.encode(loadAverageStart, forKey: .loadAverageStart)
            try c.encode(loadAverageEnd, forKey: .loadAverageEnd)
        }
    }

    struct Mode: Encodable {
        var fused: Bool
        var upload: String
        var readback: String
    }

    struct FrameTimes: Encodable {
        var median: Double
        var p95: Double
        var p99: Double

        init?(_ summary: FrameTimeSummary?) {
            guard let summary else { return nil }
            (median, p95, p99) = (summary.median, summary.p95, summary.p99)
        }
    }

    struct PerFrame: Encodable {
        var uploads: Double
        var glObjectsCreated: Double
        var draws: Double
        var bytesUploaded: Double
        var readbacks: Double

        enum CodingKeys: String, CodingKey {
            case uploads, draws, readbacks
            case glObjectsCreated = "gl_objects_created", bytesUploaded = "bytes_uploaded"
        }
    }

    struct RatioSet: Encodable {
        var raw: Double?
        var ffmpeg: Double?
        var cpu: Double?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: BaselineKind.CodingKeys.self)
            try c.encode(raw, forKey: .raw)
            try c.encode(ffmpeg, forKey: .ffmpeg)
            try c.encode(cpu, forKey: .cpu)
        }
    }

    struct Result: Encodable {
        var effect: String
        var width: Int
        var height: Int
        var mode: Mode
        var implemented: Bool
        var note: String?
        var passes: Int
        var frames: Int
        var fps: Double?
        var fpsRuns: [Double]
        var frameMilliseconds: FrameTimes?
        var gpuMilliseconds: Double?
        var gpuNote: String?
        var cpuMilliseconds: Double?
        var perFrame: PerFrame?
        var ratios: RatioSet

        init(_ result: EngineResult, gpuTiming: GPUTiming) {
            effect = result.effect
            width = result.size.width
            height = result.size.height
            mode = Mode(fused: result.mode.fused, upload: result.mode.upload.rawValue, readback: result.mode.readback.rawValue)
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
            perFrame = result.perFrame.map {
                PerFrame(uploads: $0.uploads, glObjectsCreated: $0.objectsCreated, draws: $0.draws, bytesUploaded: $0.bytesUploaded, readbacks: $0.readbacks)
            }
            ratios = RatioSet(raw: result.ratios.raw, ffmpeg: result.ratios.ffmpeg, cpu: result.ratios.cpu)
        }

        enum CodingKeys: String, CodingKey {
            case effect, width, height, mode, implemented, note, passes, frames, fps, ratios
            case fpsRuns = "fps_runs", frameMilliseconds = "frame_ms", gpuMilliseconds = "gpu_ms", gpuNote = "gpu_ms_note"
            case cpuMilliseconds = "cpu_ms", perFrame = "per_frame"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(effect, forKey: .effect)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(mode, forKey: .mode)
            try c.encode(implemented, forKey: .implemented)
            try c.encode(note, forKey: .note)
            try c.encode(passes, forKey: .passes)
            try c.encode(frames, forKey: .frames)
            try c.encode(fps, forKey: .fps)
            try c.encode(fpsRuns, forKey: .fpsRuns)
            try c.encode(frameMilliseconds, forKey: .frameMilliseconds)
            try c.encode(gpuMilliseconds, forKey: .gpuMilliseconds)
            try c.encode(gpuNote, forKey: .gpuNote)
            try c.encode(cpuMilliseconds, forKey: .cpuMilliseconds)
            try c.encode(perFrame, forKey: .perFrame)
            try c.encode(ratios, forKey: .ratios)
        }
    }

    struct Baseline: Encodable {
        var name: String
        var effect: String
        var width: Int
        var height: Int
        var fused: Bool?
        var fps: Double?
        var fpsRuns: [Double]
        var frames: Int
        var frameMilliseconds: FrameTimes?
        var cpuMilliseconds: Double?
        var detail: String

        init(_ baseline: BaselineResult) {
            name = baseline.kind.rawValue
            effect = baseline.effect
            width = baseline.size.width
            height = baseline.size.height
            fused = baseline.fused
            fps = baseline.fps
            fpsRuns = baseline.fpsRuns
            frames = baseline.frames
            frameMilliseconds = FrameTimes(baseline.frameMilliseconds)
            cpuMilliseconds = baseline.cpuMilliseconds
            detail = baseline.detail
        }

        enum CodingKeys: String, CodingKey {
            case name, effect, width, height, fused, fps, frames, detail
            case fpsRuns = "fps_runs", frameMilliseconds = "frame_ms", cpuMilliseconds = "cpu_ms"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(effect, forKey: .effect)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(fused, forKey: .fused)
            try c.encode(fps, forKey: .fps)
            try c.encode(fpsRuns, forKey: .fpsRuns)
            try c.encode(frames, forKey: .frames)
            try c.encode(frameMilliseconds, forKey: .frameMilliseconds)
            try c.encode(cpuMilliseconds, forKey: .cpuMilliseconds)
            try c.encode(detail, forKey: .detail)
        }
    }

    struct Target: Encodable {
        var name: String
        var threshold: Double
        var value: Double?
        var met: Bool?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(threshold, forKey: .threshold)
            try c.encode(value, forKey: .value)
            try c.encode(met, forKey: .met)
        }

        enum CodingKeys: String, CodingKey { case name, threshold, value, met }
    }

    struct CellError: Encodable {
        var effect: String
        var width: Int
        var height: Int
        var error: String
    }
}

extension BaselineKind {
    /// Keys for per-baseline values in JSON.
    enum CodingKeys: String, CodingKey { case raw, ffmpeg, cpu }
}
