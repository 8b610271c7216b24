@_spi(Benchmarks) import Segue
import SegueGL

/// One repetition of the engine drawing one effect at one size in one mode.
struct EngineSample: Sendable {
    /// The timed window.
    var window: WindowMeasurement
    /// GL work per steady-state frame, from `engine.counters` over the window.
    var perFrame: PerFrameWork
    /// Median GPU milliseconds per frame from timer queries; nil where the driver has none.
    var gpuMilliseconds: Double?
}

/// GL work per frame, averaged over a window (whole numbers when the frames are alike), as the
/// table shows it and the JSON report writes it.
struct PerFrameWork: Codable, Sendable, Equatable {
    var uploads: Double
    var glObjectsCreated: Double
    var draws: Double
    var bytesUploaded: Double
    var readbacks: Double

    init(_ delta: GLCounters, frames: Int) {
        let count = Double(max(frames, 1))
        uploads = Double(delta.uploads) / count
        bytesUploaded = Double(delta.bytesUploaded) / count
        glObjectsCreated = Double(delta.objectsCreated) / count
        draws = Double(delta.drawCalls) / count
        readbacks = Double(delta.readbacks) / count
    }
}

/// Drives a `TransitionRenderer` through the public API, as an application would.
final class EngineJob {
    let mode: RenderMode
    let transition: TransitionRenderer
    private let engine: Engine
    private var image: Image
    private var timer: TimerQuery?
    /// The ring of pixel-pack buffers for asynchronous readback.
    private let stream: FrameStream?

    /// Frames timed with queries after each window; few, because the figure is a median.
    static let gpuFrames = 15

    init(
        engine: Engine, effect: BenchEffect, size: FrameSize, images: (from: Image, to: Image), mode: RenderMode
    ) throws {
        self.engine = engine
        self.mode = mode
        transition = try engine.makeTransition(
            effect.transition, from: images.from, to: images.to,
            width: size.width, height: size.height,
            options: PlanOptions(fuse: mode.fused, stage: mode.stage, copies: mode.copies)
        )
        for (name, value) in effect.parameters { try transition.set(name, value) }
        image = try Image(width: size.width, height: size.height)
        passes = try transition.renderer.plan.passes.count
        switch mode.readback {
        case .none, .finish, .sync: stream = nil
        case .async: stream = try FrameStream(renderer: transition.renderer)
        case .asyncYUV420:
            stream = try FrameStream(renderer: transition.renderer, format: .yuv420p(.bt709))
            planes = [UInt8](repeating: 0, count: stream!.frameSize)
        }
    }

    /// Where a 4:2:0 frame's planes are copied, as a sink would take them.
    private var planes: [UInt8] = []

    /// Draws passes per frame.
    let passes: Int

    /// Warm-up, the timed window (ticker-driven, counters around it), then a short window under timer queries.
    func run(window: MeasurementWindow, warmupFrames: Int, gpuTiming: GPUTiming) throws -> EngineSample {
        for index in 0..<warmupFrames {
            try frame(progress: Double(index) / Double(max(warmupFrames, 1)))
        }
        try transition.renderer.finish()
        let before = engine.counters
        // The ticker loop runs on the GL thread, as an application driving frames does with
        // `runOnGLThread`: no thread hop per frame (`--profile` measures the hop on its own).
        let context = engine.context
        let measured = try engine.runOnGLThread {
            try FrameDriver.ticker(window, completing: { context.finish() }) { try frame(progress: $0) }
        }
        let perFrame = PerFrameWork(engine.counters.since(before), frames: measured.frames)
        let gpu = gpuTiming == .timerQueries ? try gpuMilliseconds(frames: min(measured.frames, Self.gpuFrames)) : nil
        return EngineSample(window: measured, perFrame: perFrame, gpuMilliseconds: gpu)
    }

    /// One frame: submitted (`none`), or complete on the GPU when it returns.
    private func frame(progress: Double) throws {
        if mode.upload == .everyFrame { invalidateSources() }
        switch mode.readback {
        case .none:
            try transition.draw(progress: progress)
        case .finish:
            try transition.draw(progress: progress, waitUntilCompleted: true)
        case .sync:
            // glReadPixels returns once the frame is in memory, so it needs no glFinish.
            try transition.render(progress: progress, into: &image)
        case .async:
            // Throughput counts: each frame lands in memory `depth - 1` frames later.
            _ = try stream!.submit(into: &image, preparing: { try transition.graph.setProgress(progress) })
        case .asyncYUV420:
            _ = try stream!.submit(preparing: { try transition.graph.setProgress(progress) }) { bytes in
                planes.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
            }
        }
    }

    private func invalidateSources() {
        transition.graph.from.invalidate()
        transition.graph.to.invalidate()
    }

    /// The median GPU time of the frames' draw commands (uploads included in every-frame mode,
    /// readback excluded), or nil without timer queries.
    private func gpuMilliseconds(frames: Int) throws -> Double? {
        let context = engine.context
        let timer = try self.timer ?? context.perform { try TimerQuery(context: context) }
        self.timer = timer
        var samples: [Double] = []
        for index in 0..<frames {
            if mode.upload == .everyFrame { invalidateSources() }
            try context.perform { timer.begin() }
            try transition.draw(progress: Double(index) / Double(max(frames - 1, 1)))
            // The query ends before glFinish so that it brackets the frame's commands only.
            let nanoseconds = try context.perform { () -> UInt64? in
                timer.end()
                context.finish()
                return timer.result()
            }
            if let nanoseconds { samples.append(Double(nanoseconds) / 1e6) }
        }
        return Statistics.median(samples)
    }
}
