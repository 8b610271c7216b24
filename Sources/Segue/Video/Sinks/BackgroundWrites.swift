import Foundation

/// Runs file writes (a PNG frame's encode and write) on background threads, a few at once, so
/// that the caller draws the next frame while the last ones are encoded: on a frame of a few
/// hundred thousand pixels, encoding costs several times what drawing does.
///
/// At most `width` writes run or wait at once; `submit` blocks until one of them is done. The
/// threads are its own, not Dispatch's shared pool, which a busy process (a test run, a preview
/// server) may have taken; each ends once nothing is left to write. The first write that fails
/// is reported by the next `submit` or by `waitForAll`, after which nothing more is written.
final class BackgroundWrites: @unchecked Sendable {
    // Sendable is sound: every mutable property is read and written with `condition` locked.
    /// How many writes may be under way at once.
    let width: Int
    private let condition = NSCondition()
    private var queued: [@Sendable () throws(ImageError) -> Void] = []
    private var running = 0
    private var threads = 0
    private var failure: ImageError?

    /// Writes on up to `width` threads at once: by default one a core, at most four (each
    /// holds a frame in memory until it is written).
    init(width: Int = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)) {
        self.width = max(width, 1)
    }

    /// Starts `write` once fewer than `width` writes are under way; throws the error of an
    /// earlier write that failed, without starting this one.
    func submit(_ write: @escaping @Sendable () throws(ImageError) -> Void) throws(ImageError) {
        condition.lock()
        defer { condition.unlock() }
        while queued.count + running >= width && failure == nil { condition.wait() }
        if let failure { throw failure }
        queued.append(write)
        if threads < width {
            threads += 1
            Thread { [self] in work() }.start()
        }
    }

    /// Waits until every write submitted has finished; throws the first that failed.
    func waitForAll() throws(ImageError) {
        condition.lock()
        defer { condition.unlock() }
        while !queued.isEmpty || running > 0 { condition.wait() }
        if let failure { throw failure }
    }

    /// A thread's loop: the queued writes one after another, until none is left.
    private func work() {
        condition.lock()
        while !queued.isEmpty {
            let write = queued.removeFirst()
            running += 1
            let skip = failure != nil
            condition.unlock()
            var error: ImageError?
            if !skip {
                do throws(ImageError) { try write() } catch let failed { error = failed }
            }
            condition.lock()
            running -= 1
            if failure == nil { failure = error }
            condition.broadcast()
        }
        threads -= 1
        condition.broadcast()
        condition.unlock()
    }
}
