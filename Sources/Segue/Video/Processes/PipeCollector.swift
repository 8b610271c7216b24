import Foundation

/// A pipe read to its end on a thread of its own, so that a child writing to it never blocks;
/// `wait()` returns what it held (the last `limit` bytes, when a limit is given).
final class PipeCollector: @unchecked Sendable {
    // Sendable is sound: `data` is written by the reading thread only before `done` is signalled, and read after `wait()`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    private let limit: Int?

    init(reading handle: FileHandle, keepingLast limit: Int? = nil) {
        self.limit = limit
        Thread { [self] in
            while let chunk = try? handle.read(upToCount: 64 * 1024), !chunk.isEmpty {
                data.append(chunk)
                if let limit, data.count > 2 * limit { data = data.suffix(limit) }
            }
            done.signal()
        }.start()
    }

    /// Waits for the end of the pipe; later calls return at once.
    func wait() -> Data {
        done.wait()
        done.signal()
        return limit.map { data.suffix($0) } ?? data
    }
}
