import Foundation
import Synchronization

/// Runs a long synchronous job (a recording of many frames) on a thread of its own and waits
/// for it without holding a thread of the task pool.
///
/// The pool has about one thread per core: a job that held one for a minute of video would hold
/// it for the minute, and other tasks, the cancellation that should stop the job among them,
/// could wait behind it. Progress comes back to the calling task, which calls `report` itself (the
/// newest, where the task is slower than the job); cancelling that task makes the job's
/// `checkCancellation` throw `CancellationError`. SegueJobs runs its jobs here too.
package enum JobThread {
    package static func run<T: Sendable, Progress: Sendable>(
        progress report: (Progress) -> Void,
        _ job:
            @escaping @Sendable (
                _ report: @escaping @Sendable (Progress) -> Void, _ checkCancellation: () throws -> Void
            ) throws -> T
    ) async throws -> T {
        let cancelled = Flag()
        let outcome = Outcome<T>()
        let (updates, continuation) = AsyncStream.makeStream(
            of: Progress.self, bufferingPolicy: .bufferingNewest(1))
        return try await withTaskCancellationHandler {
            Thread {
                let result = Result {
                    try job({ continuation.yield($0) }) {
                        if cancelled.isSet { throw CancellationError() }
                    }
                }
                outcome.store(result)
                continuation.finish()
            }.start()
            // The stream ends with the job, or at once when the task is cancelled; the job then
            // still has to notice, stop and clean up, so the result is awaited on its own.
            for await update in updates { report(update) }
            return try await outcome.value()
        } onCancel: {
            cancelled.set()
        }
    }

    /// Set once, from any thread.
    private final class Flag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func set() { value.store(true, ordering: .releasing) }
    }

    /// The job's result, stored by its thread, and the task waiting for it.
    private final class Outcome<T: Sendable>: Sendable {
        private let state = Mutex<(result: Result<T, any Error>?, waiter: CheckedContinuation<T, any Error>?)>(
            (nil, nil))

        func store(_ result: Result<T, any Error>) {
            let waiter = state.withLock { state in
                state.result = result
                return state.waiter.take()
            }
            waiter?.resume(with: result)
        }

        func value() async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                let result = state.withLock { state in
                    if state.result == nil { state.waiter = continuation }
                    return state.result
                }
                if let result { continuation.resume(with: result) }
            }
        }
    }
}

/// A value handed to a job's thread while its owner waits for the job (a frame sink, used by one
/// thread at a time: the caller's before and after, the job's in between).
struct HandedOver<Value>: @unchecked Sendable {
    // Sendable is sound only as used: the owner does not touch `value` while the job runs.
    let value: Value
}
