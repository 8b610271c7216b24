import Foundation
import Segue
import Synchronization

extension RunnableJob {
    /// Runs the job on a thread of its own, so that its blocking work (decoding, GL, ffmpeg) keeps
    /// off Swift's cooperative threads; cancelling the task stops it between frames with
    /// `CancellationError`, and what it partly wrote is removed.
    ///
    /// `report` and `progress` are called on the job's thread, in order.
    public func run(
        engine: Engine? = nil, report: @escaping @Sendable (JobMessage) -> Void = { _ in },
        progress: @escaping @Sendable (JobProgress) -> Void = { _ in }
    ) async throws {
        let cancellation = CancellationFlag()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                Thread {
                    let options = JobRunOptions(
                        engine: engine, report: report, progress: progress,
                        checkCancellation: { if cancellation.isSet { throw CancellationError() } })
                    continuation.resume(with: Result { try self.run(options) })
                }.start()
            }
        } onCancel: {
            cancellation.set()
        }
    }
}

/// Whether a task running a job was cancelled, read by the job's thread before each frame.
private final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .relaxed) }

    func set() { flag.store(true, ordering: .relaxed) }
}
