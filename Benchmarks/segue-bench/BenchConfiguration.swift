import Segue

/// Everything a run measures, checked and ready.
struct BenchConfiguration: Sendable {
    var effects: [BenchEffect]
    var sizes: [FrameSize]
    var window: MeasurementWindow
    var warmupFrames: Int
    var repetitions: Int
    var modes: [RenderMode]
    var baselines: Set<BaselineKind>
    var gpuTiming: GPUTiming.Request
    var ffmpegPath: String
    var fromPath: String?
    var toPath: String?
    var library: EffectLibrary
    var jsonPath: String?
    var plotPath: String?
    var infoOnly: Bool
    var profileOnly: Bool
    /// `--effects xfade`: every transition ffmpeg's xfade also has, and a sorted summary table.
    var xfadeOnly = false

    /// The raw baselines to measure: one for each fusion and stage the modes use.
    var rawVariants: [RenderMode] {
        var variants: [RenderMode] = []
        for mode in modes {
            let variant = RenderMode(fused: mode.fused, upload: .once, readback: .none, stage: mode.stage)
            if !variants.contains(variant) { variants.append(variant) }
        }
        return variants
    }
}

/// How long one measurement lasts: a fixed frame count or a fixed time.
enum MeasurementWindow: Sendable, Equatable {
    case frames(Int)
    case seconds(Double)

    /// The fewest frames a timed window counts, so that percentiles mean something even when frames are slow.
    static let minimumFrames = 5

    /// Whether a window that has drawn `frames` in `elapsed` seconds is over.
    func isComplete(frames: Int, elapsed: Double) -> Bool {
        switch self {
        case .frames(let count): return frames >= count
        case .seconds(let seconds): return frames >= Self.minimumFrames && elapsed >= seconds
        }
    }

    /// The progress of frame `index` started `elapsed` seconds into the window: 0 → 1 across the window.
    func progress(frame index: Int, elapsed: Double) -> Double {
        switch self {
        case .frames(let count): return count > 1 ? Double(index) / Double(count - 1) : 0.5
        case .seconds(let seconds): return min(elapsed / seconds, 1)
        }
    }

    /// A readable form for the table's header.
    var description: String {
        switch self {
        case .frames(let count): return "\(count) frames"
        case .seconds(let seconds): return "\(seconds) s"
        }
    }
}

/// The baselines measured next to the engine.
enum BaselineKind: String, Sendable, CaseIterable, Hashable {
    case raw, ffmpeg, cpu, floor

    /// Parses `raw,ffmpeg,cpu,floor` or `none`.
    static func parseList(_ list: String) throws(BenchUsageError) -> Set<BaselineKind> {
        let names = commaSeparated(list)
        if names == ["none"] { return [] }
        var kinds: Set<BaselineKind> = []
        for name in names {
            guard let kind = BaselineKind(rawValue: name) else {
                throw BenchUsageError("unknown baseline '\(name)' (use raw, ffmpeg, cpu, floor or none)")
            }
            kinds.insert(kind)
        }
        return kinds
    }
}
