@_spi(Benchmarks) import Segue
import SegueGL

/// What one measurement window saw.
struct WindowMeasurement: Sendable {
    /// Frames counted.
    var frames: Int
    /// Wall time from the first frame's start to the last frame's end.
    var wallSeconds: Double
    /// Each frame's time from its start until its GPU work was complete, or, where frames are
    /// pipelined (`--readback none`), until it was submitted.
    var frameSeconds: [Double]
    /// Process CPU time spent during the window.
    var cpuSeconds: Double

    /// Frames per second over the window.
    var fps: Double { wallSeconds > 0 ? Double(frames) / wallSeconds : 0 }

    /// Process CPU milliseconds per frame.
    var cpuMillisecondsPerFrame: Double { frames > 0 ? cpuSeconds * 1000 / Double(frames) : 0 }
}

/// Records frames until a window is complete; the same bookkeeping for the engine and every baseline.
struct WindowRecorder {
    let window: MeasurementWindow
    private(set) var frameSeconds: [Double] = []
    private var startWall: Double?
    private var startCPU = 0.0
    private var endWall = 0.0

    init(window: MeasurementWindow) {
        self.window = window
        if case .frames(let count) = window { frameSeconds.reserveCapacity(count) }
    }

    /// The progress for a frame starting at `time`; the first call starts the window.
    mutating func progress(startingAt time: Double) -> Double {
        if startWall == nil {
            startWall = time
            startCPU = Clocks.processCPU()
        }
        return window.progress(frame: frameSeconds.count, elapsed: time - startWall!)
    }

    /// Counts a frame that ran from `start` to `end`; returns whether the window is complete.
    mutating func record(start: Double, end: Double) -> Bool {
        frameSeconds.append(end - start)
        endWall = end
        return window.isComplete(frames: frameSeconds.count, elapsed: end - (startWall ?? start))
    }

    /// The measurement, once the last frame is recorded.
    func finish() -> WindowMeasurement {
        WindowMeasurement(
            frames: frameSeconds.count,
            wallSeconds: endWall - (startWall ?? endWall),
            frameSeconds: frameSeconds,
            cpuSeconds: Clocks.processCPU() - startCPU
        )
    }
}

/// Drives frames through a window, by a plain loop or by the engine's ticker. Where frames are
/// pipelined, `complete` runs after the last one and counts in the window: it waits for the
/// frames still queued.
enum FrameDriver {
    /// Calls `frame(progress)` in a plain loop until the window is complete (the baselines).
    static func loop(_ window: MeasurementWindow, _ frame: (Double) throws -> Void) rethrows -> WindowMeasurement {
        var recorder = WindowRecorder(window: window)
        var done = false
        while !done {
            let start = Clocks.monotonic()
            try frame(recorder.progress(startingAt: start))
            done = recorder.record(start: start, end: Clocks.monotonic())
        }
        return recorder.finish()
    }

    /// `loop(_:_:)` with the frames fenced as the engine fences its own (`GraphRenderer.fencing`),
    /// the window ending when the GPU has finished the last (the raw and floor baselines); on the GL thread.
    static func pipelinedLoop(
        _ window: MeasurementWindow, context: GLContext, _ frame: (Double) throws -> Void
    ) throws -> WindowMeasurement {
        let inFlight = FramesInFlight(GraphRenderer.fencing, context: context)
        let measured = try loop(window) { progress in
            try inFlight.startFrame()
            try frame(progress)
            try inFlight.endFrame()
        }
        return try including({ context.finish() }, in: measured)
    }

    /// Calls `frame(progress)` from an unpaced `Ticker` until the window is complete (the engine),
    /// as an application driving Segue would; then `complete`.
    static func ticker(
        _ window: MeasurementWindow, completing complete: () throws -> Void = {}, _ frame: (Double) throws -> Void
    ) throws -> WindowMeasurement {
        let clock = MonotonicClock()
        let ticker = try Ticker(mode: .unpaced, clock: clock)
        var recorder = WindowRecorder(window: window)
        try ticker.run { tick in
            try frame(recorder.progress(startingAt: tick.timestamp))
            return recorder.record(start: tick.timestamp, end: clock.now()) ? .stop : .proceed
        }
        return try including(complete, in: recorder.finish())
    }

    /// `measured` with the time `complete` takes added to its window.
    private static func including(
        _ complete: () throws -> Void, in measured: WindowMeasurement
    ) throws -> WindowMeasurement {
        var measured = measured
        let start = Clocks.monotonic()
        try complete()
        measured.wallSeconds += Clocks.monotonic() - start
        return measured
    }
}
