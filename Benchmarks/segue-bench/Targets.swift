import Segue

/// The performance targets of the benchmark's issue, checked on the measured figures.
struct TargetCheck: Sendable {
    /// What is compared, e.g. `pixellate-dissolve engine / ffmpeg xfade=pixelize`.
    var name: String
    /// The required ratio.
    var threshold: Double
    /// The measured ratio, nil when a figure was not measured.
    var value: Double?

    var isMet: Bool? { value.map { $0 >= threshold } }

    /// The targets apply at this size, with no readback.
    static let size = FrameSize(width: 1920, height: 1080)

    static func evaluate(_ cells: [CellResult]) -> [TargetCheck] {
        let atSize = cells.filter { $0.size == size && $0.error == nil }
        var checks: [TargetCheck] = []
        let reference = RenderMode.reference
        func ratio(_ numerator: EngineResult?, _ denominator: EngineResult?) -> Double? {
            guard let numerator, let denominator else { return nil }
            return Statistics.pairedRatio(numerator.fpsRuns, denominator.fpsRuns)
        }
        let pixellate = atSize.first { $0.effect == BenchEffect.pixellateDissolve }
        let crossfade = atSize.first { $0.effect == BenchEffect.crossfade }
        if let pixellate {
            checks.append(
                TargetCheck(
                    name: "pixellate-dissolve / ffmpeg xfade=pixelize", threshold: 2.5,
                    value: pixellate.engine(reference)?.ratios.ffmpeg))
        }
        if let crossfade {
            checks.append(
                TargetCheck(
                    name: "crossfade / ffmpeg xfade=fade", threshold: 1.3,
                    value: crossfade.engine(reference)?.ratios.ffmpeg))
        }
        for cell in atSize {
            checks.append(
                TargetCheck(
                    name: "\(cell.effect) engine / raw", threshold: 0.95, value: cell.engine(reference)?.ratios.raw))
        }
        if let pixellate {
            var everyFrame = reference
            everyFrame.upload = .everyFrame
            var unfused = reference
            unfused.fused = false
            checks.append(
                TargetCheck(
                    name: "pixellate-dissolve upload once / every frame", threshold: 2,
                    value: ratio(pixellate.engine(reference), pixellate.engine(everyFrame))))
            checks.append(
                TargetCheck(
                    name: "pixellate-dissolve fused / unfused", threshold: 1.9,
                    value: ratio(pixellate.engine(reference), pixellate.engine(unfused))))
        }
        return checks
    }
}
