@_spi(Benchmarks) import Segue

/// `--profile`'s breakdown of what the engine adds to a frame: the same passes drawn raw (one
/// hop to the GL thread per window), through the engine with the frame loop on the GL thread
/// (`Engine.runOnGLThread`), and through the engine from another thread (one hop per frame).
/// The differences are the engine's own work (parameters, uniforms, bookkeeping) and the hop.
struct EngineOverheadProfile {
    let engine: Engine
    let configuration: BenchConfiguration

    /// Median microseconds per frame of each way, over the configuration's repetitions.
    func run(transition: TransitionRenderer, raw: RawPipeline, size: FrameSize) throws {
        var micros: [[Double]] = [[], [], []]
        let draw = { (progress: Double) throws in try transition.draw(progress: progress, waitUntilCompleted: true) }
        for _ in 1...configuration.repetitions {
            let windows = [
                try raw.run(window: configuration.window, warmupFrames: configuration.warmupFrames),
                try engine.runOnGLThread { try FrameDriver.ticker(configuration.window, draw) },
                try FrameDriver.ticker(configuration.window, draw),
            ]
            for (index, window) in windows.enumerated() {
                micros[index].append((Statistics.median(window.frameSeconds) ?? 0) * 1e6)
            }
        }
        let (raw, inline, hopping) = (
            Statistics.median(micros[0]) ?? 0, Statistics.median(micros[1]) ?? 0, Statistics.median(micros[2]) ?? 0
        )
        print("")
        print(
            "\(size) engine overhead (pixellate-dissolve, \(engine.passStage.rawValue) passes; median µs per frame, GPU work finished, medians of \(configuration.repetitions))"
        )
        for (name, value) in [
            ("raw GL, one hop to the GL thread per window", raw),
            ("engine, frame loop on the GL thread (runOnGLThread)", inline),
            ("engine, called from another thread: a hop per frame", hopping),
        ] {
            print(
                "  " + name.padding(toLength: 58, withPad: " ", startingAt: 0)
                    + String(format: "%9.1f µs %7.2f × raw", value, raw / max(value, 1e-9)))
        }
        print(
            String(
                format: "  the engine's own work: %.1f µs a frame; the thread hop: %.1f µs more", inline - raw,
                hopping - inline))
    }
}
