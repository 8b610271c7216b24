import Foundation

extension TransitionRenderer {
    /// Encodes the transition into a clip at `url` (its extension names the container): frames
    /// at `fps` for `duration` seconds, progress shaped by `curve`, timed as `segue render` times them
    /// (`TimedProgress.frameProgresses(fps:)`).
    ///
    ///     try await transition.writeVideo(to: URL(fileURLWithPath: "fade.mp4"), fps: 30, duration: 1)
    ///
    /// `progress` is called after each frame reaches the encoder. Cancelling the task stops
    /// before the next frame, removes the partial clip and throws `CancellationError`.
    public func writeVideo(
        to url: URL, fps: Double, duration: Double, curve: TimingCurve = .linear,
        encoding: VideoEncoding? = nil, progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        guard let encoding = encoding ?? VideoContainer(path: url.path).map({ VideoEncoding(container: $0) }) else {
            throw VideoError.unknownContainer(path: url.path)
        }
        let progresses = try timedProgresses(fps: fps, duration: duration, curve: curve)
        let clip = try VideoFileWriter(
            url: url, width: renderer.width, height: renderer.height, fps: fps, encoding: encoding)
        try await record(progresses: progresses, into: clip, progress: progress)
    }

    /// Draws one frame per value of `progresses` (from a curve, a spring, or an interactive
    /// controller's `progress(at:)` sampled on a ticker) into `sink`, then finishes it.
    ///
    /// The frames are drawn and written on a thread of the recording's own, not one of the task
    /// pool's (an encoder can keep a write waiting for seconds). Cancelling the task stops before
    /// the next frame, cancels `sink` (which removes what it partly wrote) and throws
    /// `CancellationError`; so does any error.
    public func record(
        progresses: some Sequence<Double>, into sink: any FrameSink, progress report: (FrameProgress) -> Void = { _ in }
    ) async throws {
        let values = Array(progresses)
        let sink = HandedOver(value: sink)
        try await JobThread.run(progress: report) { report, checkCancellation in
            let recorder: FrameRecorder
            do {
                recorder = try FrameRecorder(transition: self, sink: sink.value)
            } catch {
                sink.value.cancel()
                throw error
            }
            do {
                for value in values {
                    try checkCancellation()
                    try recorder.record(progress: value)
                    report(FrameProgress(completed: recorder.framesWritten, total: values.count))
                }
                try checkCancellation()
                try recorder.finish()
                report(FrameProgress(completed: values.count, total: values.count))
            } catch {
                recorder.cancel()
                throw error
            }
        }
    }
}
