import Dispatch
import Foundation
import Segue
import Synchronization

/// Where every session's frames are drawn and encoded: the engine's GL thread itself, one job at
/// a time in the order asked, so that drawing never holds a thread of Swift's concurrency pool (the
/// server's requests run there) and a frame makes one hop there and one back.
///
/// A job that runs past `timeout` is a frame the GPU will not finish (a shader that hangs it):
/// the GL thread cannot be taken back from the driver, so, as `segue render --frame-timeout`
/// does, the server says which effect it was and exits.
final class RenderQueue: Sendable {
    private let engine: Engine
    private let timeout: Double
    /// When the job now running started (monotonic nanoseconds, 0 when none), and what it draws.
    private let started = Atomic<UInt64>(0)
    private let current = Mutex<String>("")
    private let onTimeout: @Sendable (String, Double) -> Void
    private let watchdog = Mutex<PeriodicThread?>(nil)

    init(engine: Engine, timeout: Double, onTimeout: @escaping @Sendable (String, Double) -> Void) {
        self.engine = engine
        self.timeout = timeout
        self.onTimeout = onTimeout
        let thread = PeriodicThread(interval: min(0.25, timeout / 4)) { [weak self] in self?.checkTime() }
        watchdog.withLock { $0 = thread }
    }

    deinit {
        watchdog.withLock { $0.take() }?.stop()
    }

    /// Waits for the job under way and those queued, then ends the watchdog's thread: the server
    /// is going, and nothing of the queue may run on while the process exits.
    func stop() {
        try? engine.runOnGLThread {}  // queued behind every job asked for before it
        watchdog.withLock { $0.take() }?.stop()
    }

    /// Runs `job` (drawing `what`) on the GL thread and returns what it returns.
    func run<T: Sendable>(drawing what: String, _ job: @escaping @Sendable () throws -> T) async throws -> T {
        try await engine.runOnGLThread { [self] in
            current.withLock { $0 = what }
            started.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
            defer { started.store(0, ordering: .releasing) }
            return try job()
        }
    }

    private func checkTime() {
        let start = started.load(ordering: .acquiring)
        guard start > 0 else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if seconds > timeout { onTimeout(current.withLock { $0 }, timeout) }
    }
}
