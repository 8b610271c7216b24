import Foundation

/// The `--json` file: every figure, with explicit nulls for what was not measured.
///
/// Shape: `{"machine": {...}, "run": {...}, "results": [...], "baselines": [...], "targets": [...]}`;
/// BENCHMARKS.md lists the fields.
struct JSONReport: Codable, Sendable {
    var machine: Machine
    var run: Run
    var results: [Result]
    var baselines: [Baseline]
    var targets: [Target]
    var errors: [CellError]

    init(
        machine info: MachineInfo, configuration: BenchConfiguration, images: String, ffmpeg: FFmpegAvailability,
        cells: [CellResult], targets: [TargetCheck]
    ) {
        machine = info.machine
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
            windowSeconds: windowSeconds, warmupFrames: configuration.warmupFrames,
            repetitions: configuration.repetitions,
            images: images, ffmpeg: ffmpegVersion, ffmpegNote: ffmpegNote, loadAverageStart: info.loadAverage,
            loadAverageEnd: MachineInfo.currentLoadAverage()
        )
        results = cells.flatMap(\.engine).map { Result($0, gpuTiming: info.gpuTiming) }
        baselines = cells.flatMap(\.baselines).map(Baseline.init)
        self.targets = targets.map { Target(name: $0.name, threshold: $0.threshold, value: $0.value, met: $0.isMet) }
        errors = cells.compactMap { cell in
            cell.error.map {
                CellError(effect: cell.effect, width: cell.size.width, height: cell.size.height, error: $0)
            }
        }
    }

    /// Encodes the report as pretty-printed JSON, its keys in snake case.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return try encoder.encode(self)
    }

    /// A report that `data()` wrote.
    static func decode(_ data: Data) throws -> JSONReport {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(JSONReport.self, from: data)
    }
}
