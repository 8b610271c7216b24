import Foundation
@_spi(Benchmarks) import Segue
import SegueGL

/// One invocation: opens the engine, measures every cell, prints the table and writes the JSON.
struct BenchRun {
    let configuration: BenchConfiguration

    func execute() throws {
        var configuration = configuration
        let engine = try Engine(library: configuration.library)
        let machine = MachineInfo.collect(
            engine: engine, gpuTiming: GPUTiming.decide(configuration.gpuTiming, engine: engine))
        if configuration.infoOnly {
            printInfo(machine, engineContext: engine.context)
            return
        }
        if configuration.profileOnly {
            print(
                TableWriter.header(
                    machine, configuration: configuration, images: "",
                    ffmpeg: .unavailable(reason: "not used by --profile")))
            try SamplingProfile(engine: engine, configuration: configuration).run(
                sources: try SourceImages.load(fromPath: configuration.fromPath, toPath: configuration.toPath))
            return
        }
        let ffmpeg =
            configuration.baselines.contains(.ffmpeg)
            ? FFmpegAvailability.probe(configuration.ffmpegPath)
            : .unavailable(reason: "not requested (--baselines)")
        if configuration.baselines.contains(.ffmpeg), case .unavailable(let reason) = ffmpeg {
            Console.note("ffmpeg baseline skipped: \(reason)")
        }
        if configuration.xfadeOnly {
            guard case .available(_, _, let transitions) = ffmpeg else {
                throw BenchFailure(message: "--effects xfade compares with ffmpeg's xfade, which is not available")
            }
            configuration.effects = configuration.effects.filter { transitions.contains($0.xfadeName) }
        }
        let sources = try SourceImages.load(fromPath: configuration.fromPath, toPath: configuration.toPath)
        print(TableWriter.header(machine, configuration: configuration, images: sources.origin, ffmpeg: ffmpeg))
        flushStandardOutput()

        let ffmpegAvailable = if case .available = ffmpeg { true } else { false }
        let total =
            configuration.sizes.count
            * configuration.effects.reduce(0) {
                $0 + CellRunner.runCount(effect: $1, configuration: configuration, ffmpegAvailable: ffmpegAvailable)
            }
        let progress = ProgressReporter(total: total)
        var cells: [CellResult] = []
        for size in configuration.sizes {
            let images = try sources.fitted(to: size, engine: engine)
            var inputs: FFmpegInputs?
            let ffmpegInputs = {
                if let inputs { return inputs }
                let made = try FFmpegInputs(images: images, size: size)
                inputs = made
                return made
            }
            for effect in configuration.effects {
                let runner = CellRunner(
                    engine: engine, effect: effect, size: size, images: images, configuration: configuration,
                    gpuTiming: machine.gpuTiming,
                    ffmpeg: ffmpeg, ffmpegInputs: ffmpegInputs, progress: progress
                )
                var cell: CellResult
                do {
                    cell = try runner.run()
                } catch {
                    // A transition that does not compile (or similar) fails its cell, not the run.
                    cell = CellResult(
                        effect: effect.label, size: size, error: "\(error)".replacingOccurrences(of: "\n", with: "; "))
                }
                cells.append(cell)
                progress.clear()
                print(TableWriter.cell(cell))
                flushStandardOutput()
            }
        }
        progress.clear()
        let targets = TargetCheck.evaluate(cells)
        print(TableWriter.targets(targets))
        if configuration.xfadeOnly { print(TableWriter.xfadeSummary(cells, reference: configuration.modes[0])) }
        let report = JSONReport(
            machine: machine, configuration: configuration, images: sources.origin, ffmpeg: ffmpeg, cells: cells,
            targets: targets)
        if let path = configuration.jsonPath {
            do {
                try report.data().write(to: URL(fileURLWithPath: path))
            } catch {
                throw BenchFailure(message: "\(path): cannot write the JSON report: \(error.localizedDescription)")
            }
        }
        if let path = configuration.plotPath { try BenchChart(report: report).write(to: path) }
        let failed = cells.filter { $0.error != nil }
        if !failed.isEmpty {
            throw BenchFailure(
                message: "\(failed.count) cell(s) failed: "
                    + failed.map { "\($0.size) \($0.effect)" }.joined(separator: ", "))
        }
    }

    private func printInfo(_ machine: MachineInfo, engineContext: GLContext) {
        print("cpu:             \(machine.cpu)")
        print("cores:           \(machine.cores)")
        print("egl platform:    \(machine.eglPlatform)")
        print("gl vendor:       \(machine.glVendor)")
        print("gl renderer:     \(machine.glRenderer)")
        print("gl version:      \(machine.glVersion)")
        print(
            "timer queries:   \(TimerQuery.isSupported(in: engineContext) ? "yes (\(TimerQuery.extensionName))" : "no")"
        )
        print("gpu time:        \(machine.gpuTiming.note)")
        print("load average:    \(machine.loadAverage)")
        print("effects:         \(configuration.effects.map(\.label).joined(separator: ", "))")
    }

    /// Pushes the table out as it grows, so a long run shows its cells as they finish.
    private func flushStandardOutput() {
        fflush(nil)
    }
}
