import Foundation

/// A dedicated thread that owns a GL context: every GL call of that context runs here.
///
/// EGL binds a context to one thread at a time, and re-binding per call is slow, so a context
/// lives on a thread of its own and callers hop onto it with `sync` (blocking) or `async`.
final class GLThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var stopping = false
    private var threadID: pthread_t?

    init(name: String) {
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [unowned self] in
            self.threadID = pthread_self()
            started.signal()
            self.runLoop()
        }
        thread.name = name
        thread.start()
        started.wait()
    }

    /// Whether the caller is already on this thread.
    var isCurrent: Bool {
        guard let threadID else { return false }
        return pthread_equal(pthread_self(), threadID) != 0
    }

    /// Runs `body` on this thread and waits for it; runs it in place when already on it.
    func sync<T>(_ body: () throws -> T) throws -> T {
        if isCurrent { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let job = SyncJob(body)
            enqueue { job.run() }
            return try job.wait()
        }
    }

    /// Queues `job` to run on this thread without waiting.
    func async(_ job: @escaping @Sendable () -> Void) {
        enqueue(job)
    }

    /// Ends the run loop once the jobs queued before this call have run.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func enqueue(_ job: @escaping () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runLoop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping { condition.wait() }
            if jobs.isEmpty { condition.unlock(); return }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job() }
        }
    }
}

/// A closure run on another thread while its caller waits, with the result handed back.
/// Safe to share because the caller blocks until `run` has finished.
private final class SyncJob<T>: @unchecked Sendable {
    private var body: (() throws -> T)?
    private var result: Result<T, any Error>?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () throws -> T) { self.body = body }

    func run() {
        result = Result { try body!() }
        // The body must be gone before the caller leaves `withoutActuallyEscaping`.
        body = nil
        done.signal()
    }

    func wait() throws -> T {
        done.wait()
        return try result!.get()
    }
}
