import Segue

extension RunnableJob {
    /// Runs the job on a thread of its own, so that its blocking work (decoding, GL, ffmpeg) keeps
    /// off Swift's cooperative threads; cancelling the task stops it between frames with
    /// `CancellationError`, and what it partly wrote is removed.
    ///
    /// `progress` is called on the calling task (with the newest, where the task is slower than
    /// the job); `report` on the job's thread, in order.
    public func run(
        engine: Engine? = nil, report: @escaping @Sendable (JobMessage) -> Void = { _ in },
        progress: (JobProgress) -> Void = { _ in }
    ) async throws {
        try await JobThread.run(progress: progress) { progress, checkCancellation in
            // The check may be called only while the job runs, which is all it is used for.
            try withoutActuallyEscaping(checkCancellation) { checkCancellation in
                try self.run(
                    JobRunOptions(
                        engine: engine, report: report, progress: progress, checkCancellation: checkCancellation))
            }
        }
    }
}
