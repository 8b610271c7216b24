import Segue
import SegueGL

/// The engine's figures for one effect, size and mode: medians over the repetitions.
struct EngineResult: Sendable {
    var effect: String
    var size: FrameSize
    var mode: RenderMode
    /// Draw passes per frame in this mode's plan.
    var passes: Int
    /// Why the mode was not measured (async readback today), or nil.
    var notImplemented: String?
    /// Frames per window (median over repetitions).
    var frames = 0
    /// Median frames per second over the repetitions.
    var fps: Double?
    /// Each repetition's frames per second.
    var fpsRuns: [Double] = []
    /// Frame times of every repetition's frames together.
    var frameMilliseconds: FrameTimeSummary?
    /// Median GPU milliseconds per frame from timer queries, nil without them.
    var gpuMilliseconds: Double?
    /// Median process CPU milliseconds per frame.
    var cpuMilliseconds: Double?
    /// GL work per steady-state frame (the largest seen in any repetition).
    var perFrame: PerFrameWork?
    /// This mode's FPS over each baseline's.
    var ratios = Ratios()
}

/// Engine FPS divided by a baseline's, nil where the baseline was not measured.
struct Ratios: Sendable {
    var raw: Double?
    var ffmpeg: Double?
    var cpu: Double?
    /// Over the one-texture copy pass: what the effect's own math costs.
    var floor: Double?
}

/// A baseline's figures for one effect and size.
struct BaselineResult: Sendable {
    var kind: BaselineKind
    var effect: String
    var size: FrameSize
    /// For raw: whether it draws the fused plan's passes or the unfused one's.
    var fused: Bool?
    /// For raw: the stage its passes run as, where a mode chose one.
    var stage: PassStage?
    /// Median frames per second, nil when skipped or failed (see `detail`).
    var fps: Double?
    var fpsRuns: [Double] = []
    var frames = 0
    var frameMilliseconds: FrameTimeSummary?
    var cpuMilliseconds: Double?
    /// What exactly was run, or why it was skipped.
    var detail: String
}

/// Everything measured for one effect at one size.
struct CellResult: Sendable {
    var effect: String
    var size: FrameSize
    var engine: [EngineResult] = []
    var baselines: [BaselineResult] = []
    /// Set when the cell could not be measured at all (a shader that does not compile, say).
    var error: String?

    /// The engine result for `mode`, if measured.
    func engine(_ mode: RenderMode) -> EngineResult? {
        engine.first { $0.mode == mode && $0.fps != nil }
    }

    /// The measured baseline of `kind` (for raw, the one of `mode`'s fusion and stage).
    func baseline(_ kind: BaselineKind, of mode: RenderMode? = nil) -> BaselineResult? {
        baselines.first {
            $0.kind == kind && $0.fps != nil && (mode == nil || ($0.fused == mode!.fused && $0.stage == mode!.stage))
        }
    }
}
