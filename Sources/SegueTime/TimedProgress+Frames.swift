extension TimedProgress {
    /// The progress of each frame of an offline render at `fps` frames a second: frames on
    /// `start + n / fps`, the last exactly at the end (a frame past it would repeat the last).
    ///
    /// The one frame timing of Segue: `segue render`, the library's frame sequences and clips
    /// all time their frames here.
    public func frameProgresses(fps: Double) throws(TimingError) -> [Double] {
        guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
        var progresses: [Double] = []
        var index = 0
        while true {
            let time = min(start + Double(index) / fps, end)
            progresses.append(progress(at: time))
            if time >= end { return progresses }
            index += 1
        }
    }
}
