import Foundation

/// The readable table on stdout: a header with the machine, one block per cell, then the targets.
enum TableWriter {
    static func header(
        _ machine: MachineInfo, configuration: BenchConfiguration, images: String, ffmpeg: FFmpegAvailability
    ) -> String {
        var lines: [String] = []
        lines.append("Segue benchmark, \(ISO8601DateFormatter().string(from: machine.date))")
        lines.append("command:  \(machine.command)")
        lines.append("machine:  \(machine.cpu), \(machine.cores) cores; load average \(machine.loadAverage) at start")
        lines.append(
            "GL:       \(machine.glRenderer), \(machine.glVersion), EGL \(machine.eglPlatform)"
                + (machine.lpNumThreads.map { ", LP_NUM_THREADS=\($0)" } ?? ""))
        lines.append(
            "window:   \(configuration.window.description) after \(configuration.warmupFrames) warm-up frames, progress 0 → 1; "
                + (configuration.repetitions == 1
                    ? "1 repetition" : "\(configuration.repetitions) repetitions interleaved and rotated, medians"))
        lines.append("images:   \(images), fitted (cover) to each size once")
        switch ffmpeg {
        case .available(_, let version, _): lines.append("ffmpeg:   \(version)")
        case .unavailable(let reason): lines.append("ffmpeg:   baseline skipped: \(reason)")
        }
        lines.append(
            "columns:  fps = frames / wall time; ms = per-frame time until the GPU is done (median, p95, p99);")
        lines.append("          gpu = GPU ms per frame: \(machine.gpuTiming.note)")
        lines.append(
            "          cpu = process CPU ms per frame (all threads); up/obj/draw = uploads, GL objects created, draws per frame;"
        )
        lines.append(
            "          ×raw, ×ffmpeg, ×cpu, ×floor = engine fps / baseline fps, median of the per-repetition ratios (raw: same fusion;\n          floor: a one-texture copy pass at the size, the least a pass costs on this driver)"
        )
        return lines.joined(separator: "\n")
    }

    static func cell(_ cell: CellResult) -> String {
        var lines = ["", "\(cell.size) \(cell.effect)"]
        if let error = cell.error {
            lines.append("  error: \(error)")
            return lines.joined(separator: "\n")
        }
        lines.append(
            "  " + pad("mode", 34) + columns(["fps", "ms", "p95", "p99", "gpu", "cpu"]) + "  " + pad("up/obj/draw", 12)
                + rightAligned(["×raw", "×ffmpeg", "×cpu", "×floor"], width: 8))
        for result in cell.engine {
            let mode = pad(result.mode.words, 34)
            guard let fps = result.fps, result.notImplemented == nil else {
                lines.append("  " + mode + (result.notImplemented ?? "not measured"))
                continue
            }
            let work =
                result.perFrame.map { "\(count($0.uploads))/\(count($0.glObjectsCreated))/\(count($0.draws))" } ?? "-"
            lines.append(
                "  " + mode
                    + columns([
                        number(fps), number(result.frameMilliseconds?.median), number(result.frameMilliseconds?.p95),
                        number(result.frameMilliseconds?.p99), number(result.gpuMilliseconds),
                        number(result.cpuMilliseconds),
                    ])
                    + "  " + pad(work, 12)
                    + rightAligned(
                        [
                            ratio(result.ratios.raw), ratio(result.ratios.ffmpeg), ratio(result.ratios.cpu),
                            ratio(result.ratios.floor),
                        ], width: 8))
        }
        for baseline in cell.baselines {
            let name = pad(baselineName(baseline), 34)
            guard let fps = baseline.fps else {
                lines.append("  " + name + baseline.detail)
                continue
            }
            lines.append(
                "  " + name
                    + columns([
                        number(fps), number(baseline.frameMilliseconds?.median),
                        number(baseline.frameMilliseconds?.p95),
                        number(baseline.frameMilliseconds?.p99), "", number(baseline.cpuMilliseconds),
                    ]))
        }
        for baseline in cell.baselines where baseline.fps != nil {
            lines.append("    \(baselineName(baseline)): \(baseline.detail)")
        }
        return lines.joined(separator: "\n")
    }

    static func targets(_ checks: [TargetCheck]) -> String {
        guard !checks.isEmpty else {
            return
                "\ntargets: not evaluated (they apply at \(TargetCheck.size) with pixellate-dissolve or crossfade measured)"
        }
        var lines = ["", "targets at \(TargetCheck.size), fused, upload once, no readback:"]
        for check in checks {
            let verdict: String
            switch check.isMet {
            case true?: verdict = "met"
            case false?: verdict = "MISSED by \(String(format: "%.1f", (1 - check.value! / check.threshold) * 100))%"
            case nil: verdict = "not measured"
            }
            lines.append(
                "  " + pad(check.name, 52) + pad(check.value.map { String(format: "%.2f", $0) } ?? "-", 6) + " ≥ "
                    + pad(String(format: "%.2f", check.threshold), 6) + verdict)
        }
        return lines.joined(separator: "\n")
    }

    /// Every transition against xfade's of the same name, as Markdown, sorted by the ratio (slowest first).
    static func xfadeSummary(_ cells: [CellResult], reference: RenderMode) -> String {
        var lines = [
            "", "| size | transition | Segue fps | ffmpeg xfade fps | Segue ÷ ffmpeg | × floor |",
            "| --- | --- | ---: | ---: | ---: | ---: |",
        ]
        let rows = cells.compactMap { cell -> (CellResult, EngineResult)? in
            guard let engine = cell.engine.first(where: { $0.mode == reference }), engine.fps != nil else { return nil }
            return (cell, engine)
        }
        func format(_ value: Double?, _ digits: Int) -> String {
            value.map { String(format: "%.\(digits)f", $0) } ?? "–"
        }
        for (cell, engine) in rows.sorted(by: { ($0.1.ratios.ffmpeg ?? .infinity) < ($1.1.ratios.ffmpeg ?? .infinity) })
        {
            lines.append(
                "| \(cell.size) | \(cell.effect) (xfade=\(BenchEffect.xfadeName(for: cell.effect))) | \(format(engine.fps, 1)) | "
                    + "\(format(cell.baseline(.ffmpeg)?.fps, 1)) | \(format(engine.ratios.ffmpeg, 2)) | \(format(engine.ratios.floor, 2)) |"
            )
        }
        let ratios = rows.compactMap(\.1.ratios.ffmpeg).sorted()
        let floors = rows.compactMap(\.1.ratios.floor).sorted()
        lines.append("")
        lines.append(
            "Segue ahead on \(ratios.filter { $0 >= 1 }.count) of \(ratios.count); median ratio \(format(Statistics.median(ratios), 2)); "
                + "median × floor \(format(Statistics.median(floors), 2)), \(floors.filter { $0 >= 0.6 }.count) of \(floors.count) at 0.6 or more"
        )
        return lines.joined(separator: "\n")
    }

    private static func baselineName(_ baseline: BaselineResult) -> String {
        switch baseline.kind {
        case .raw:
            return
                "raw GL (\(baseline.fused == false ? "unfused" : "fused")\(baseline.stage.map { ", \($0.rawValue)" } ?? ""))"
        case .ffmpeg: return "ffmpeg xfade=\(BenchEffect.xfadeName(for: baseline.effect))"
        case .cpu: return "cpu Swift"
        case .floor: return "floor (copy pass)"
        }
    }

    private static func columns(_ values: [String]) -> String {
        rightAligned(values, width: 8)
    }

    private static func rightAligned(_ values: [String], width: Int) -> String {
        values.map { String(repeating: " ", count: max(0, width - $0.count)) + $0 }.joined()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func number(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        switch abs(value) {
        case ..<10: return String(format: "%.2f", value)
        case ..<1000: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }

    private static func ratio(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "-"
    }

    private static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
