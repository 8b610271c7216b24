import Foundation

extension TransitionRenderer {
    /// Writes the transition as `directory/frame_0000.png`, … at `fps` for `duration` seconds,
    /// progress shaped by `curve`, timed as `segue render` times them (`TimedProgress.frameProgresses(fps:)`).
    ///
    /// Frames go to a hidden folder beside `directory` and move into place only once all are
    /// written, so a cancelled task (`CancellationError`) or a failure leaves no frames behind.
    /// `directory` is created if missing; frames of the same names already in it are replaced.
    public func writeFrames(
        to directory: URL, fps: Double, duration: Double, curve: TimingCurve = .linear,
        progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        let progresses = try timedProgresses(fps: fps, duration: duration, curve: curve)
        let frames = try PNGSequenceWriter(
            directory: directory.path, width: renderer.width, height: renderer.height, placement: .whenFinished)
        do {
            try await renderFrames(
                at: progresses,
                into: { frame in
                    try frames.write(frame.image, index: frame.index)
                }, progress: progress)
            try Task.checkCancellation()
            try frames.finish()
        } catch {
            frames.cancel()
            throw error
        }
    }
}
