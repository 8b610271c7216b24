import Foundation

/// A dedicated thread that owns a GL context: every GL call of that context runs here.
///
/// EGL binds a context to one thread at a time, and re-binding per call is slow, so a context
/// lives on a thread of its own and callers hop onto it with `sync` (blocking) or `async`.
/// A `sync` hop reuses its bookkeeping, so a steady stream of frames allocates nothing here.
final class GLThread: @unchecked Sendable {
    // Sendable is sound: `jobs`, `running`, `idleSyncJobs`, `stopping` and `threadID` are guarded by `condition`.
    private enum Job {
        case sync(SyncJob)
        case async(@Sendable () -> Void)
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var running: [Job] = []
    private var idleSyncJobs: [SyncJob] = []
    private var stopping = false
    private var threadID: pthread_t?

    init() {
        jobs.reserveCapacity(16)
        running.reserveCapacity(16)
        // A joinable pthread rather than a Foundation Thread: `stopAndJoin` must know the thread,
        // with EGL's per-thread state, is gone before the process may exit, or Mesa's exit
        // handlers race its thread-local destructors.
        var thread = pthread_t()
        let started = DispatchSemaphore(value: 0)
        let context = Unmanaged.passRetained(StartContext(thread: self, started: started))
        let result = pthread_create(
            &thread, nil,
            { argument in
                let context = Unmanaged<StartContext>.fromOpaque(argument!).takeRetainedValue()
                let owner = context.thread
                context.started.signal()
                owner.runLoop()
                return nil
            }, context.toOpaque())
        precondition(result == 0, "pthread_create failed with \(result)")
        threadID = thread
        started.wait()
    }

    private final class StartContext: @unchecked Sendable {
        // Sendable is sound: immutable, and handed to the new thread once.
        let thread: GLThread
        let started: DispatchSemaphore
        init(thread: GLThread, started: DispatchSemaphore) {
            self.thread = thread
            self.started = started
        }
    }

    /// Whether the caller is already on this thread.
    var isCurrent: Bool {
        guard let threadID else { return false }
        return pthread_equal(pthread_self(), threadID) != 0
    }

    /// Runs `body` on this thread and waits for it; runs it in place when already on it.
    func sync<T>(_ body: () throws -> T) throws -> T {
        if isCurrent { return try body() }
        var result: Result<T, any Error>?
        try withoutActuallyEscaping({ result = Result { try body() } }) { work in
            condition.lock()
            // Once stopping, nothing would run the job: waiting for it would wait for ever.
            guard !stopping else {
                condition.unlock()
                throw GLError.contextClosed
            }
            let job = idleSyncJobs.popLast() ?? SyncJob()
            job.work = work
            jobs.append(.sync(job))
            condition.signal()
            condition.unlock()
            job.done.wait()
            condition.lock()
            idleSyncJobs.append(job)
            condition.unlock()
        }
        return try result!.get()
    }

    /// Queues `job` to run on this thread without waiting; once the thread is stopping, drops it
    /// (what it would delete went with the context) and returns false.
    @discardableResult
    func async(_ job: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping else { return false }
        jobs.append(.async(job))
        condition.signal()
        return true
    }

    /// Ends the run loop once the jobs queued before this call have run, and waits for the
    /// thread to end (unless called on it, when it ends right after the current job).
    func stopAndJoin() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
        guard let threadID else { return }
        if isCurrent {
            pthread_detach(threadID)
        } else {
            pthread_join(threadID, nil)
        }
    }

    private func runLoop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            swap(&jobs, &running)
            condition.unlock()
            for job in running {
                switch job {
                case .sync(let job): job.run()
                case .async(let work): work()
                }
            }
            running.removeAll(keepingCapacity: true)
        }
    }
}

/// A caller's work run on the GL thread while the caller waits; reused from hop to hop.
private final class SyncJob: @unchecked Sendable {
    // Sendable is sound: `work` is set by the waiting caller before the job is queued and cleared by the GL thread before `done` is signalled.
    /// Set by the waiting caller; it must be gone before the caller leaves `withoutActuallyEscaping`.
    var work: (() -> Void)?
    let done = DispatchSemaphore(value: 0)

    func run() {
        work!()
        work = nil
        done.signal()
    }
}
