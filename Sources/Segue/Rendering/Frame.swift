/// One rendered frame of a sequence: where it sits and what it shows.
public struct Frame: Sendable, Equatable {
    /// Its place in the sequence, from 0.
    public var index: Int
    /// The transition progress it was drawn at (after the timing curve).
    public var progress: Double
    /// The pixels: RGBA8, top row first.
    public var image: Image

    /// A frame at `index`, drawn at `progress`.
    public init(index: Int, progress: Double, image: Image) {
        (self.index, self.progress, self.image) = (index, progress, image)
    }
}

/// How far a multi-frame render has come, reported after each frame is delivered.
public struct FrameProgress: Sendable, Equatable {
    /// Frames delivered so far.
    public var completed: Int
    /// Frames in the whole render.
    public var total: Int

    /// A report of `completed` frames out of `total`.
    public init(completed: Int, total: Int) {
        self.completed = completed
        self.total = total
    }

    /// `completed / total`, 0…1 (1 for an empty render).
    public var fractionCompleted: Double { total == 0 ? 1 : Double(completed) / Double(total) }
}

/// The progress of frame `index` of `count` spread evenly over time and shaped by `curve`: the
/// first at 0, the last at 1 (a single frame shows the start).
func evenlySpacedProgress(of index: Int, count: Int, curve: TimingCurve) -> Double {
    curve.value(at: count <= 1 ? 0 : Double(index) / Double(count - 1))
}

/// The progress of each frame at `fps` over `duration` seconds shaped by `curve`
/// (`TimedProgress.frameProgresses(fps:)`).
func timedProgresses(fps: Double, duration: Double, curve: TimingCurve) throws(RenderError) -> [Double] {
    guard fps.isFinite, duration.isFinite, fps > 0, duration > 0,
        let timed = try? TimedProgress(duration: duration, curve: curve),
        let progresses = try? timed.frameProgresses(fps: fps)
    else { throw .invalidFrameTiming(fps: fps, duration: duration) }
    return progresses
}
