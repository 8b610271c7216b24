import Foundation

/// Writes frames to a file descriptor on a thread of its own, so that rendering the next frame
/// overlaps writing this one. Holds at most `depth` frames; `append` waits when all are queued.
final class FrameFeeder: @unchecked Sendable {
    // Sendable is sound: `slots`, `queued`, `free`, `failure` and `closed` are touched only while
    // holding `condition`; a slot's bytes are written by `append` before it is queued and read by
    // the writer thread only after, until it is returned to `free`.
    private let descriptor: Int32
    private let condition = NSCondition()
    /// Boxes, not array elements: two threads touching two elements of one array would both
    /// access the array.
    private let slots: [FrameBytes]
    private var queued: [Int] = []
    private var free: [Int]
    private var failure: RunningProcess.BrokenPipe?
    private var closed = false
    private let done = DispatchSemaphore(value: 0)

    /// A feeder writing to `descriptor`, with `depth` frame buffers.
    init(descriptor: Int32, depth: Int = 2) {
        self.descriptor = descriptor
        slots = (0..<depth).map { _ in FrameBytes() }
        free = Array(0..<depth)
        Thread { [self] in writeQueued() }.start()
    }

    /// Queues `header` followed by `bytes` as one write; throws the writer's error once one happened.
    func append(_ bytes: UnsafeRawBufferPointer, header: [UInt8] = []) throws(RunningProcess.BrokenPipe) {
        condition.lock()
        while free.isEmpty && failure == nil { condition.wait() }
        if let failure {
            condition.unlock()
            throw failure
        }
        let slot = free.removeLast()
        condition.unlock()
        // The slot is this thread's until it is queued.
        let count = header.count + bytes.count
        if slots[slot].bytes.count != count { slots[slot].bytes = [UInt8](repeating: 0, count: count) }
        slots[slot].bytes.withUnsafeMutableBytes { slot in
            slot.copyBytes(from: header)
            UnsafeMutableRawBufferPointer(rebasing: slot[header.count...]).copyMemory(from: bytes)
        }
        condition.lock()
        queued.append(slot)
        condition.signal()
        condition.unlock()
    }

    /// Waits until everything queued is written; throws the writer's error if one happened.
    func finish() throws(RunningProcess.BrokenPipe) {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        done.wait()
        done.signal()
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
    }

    private func writeQueued() {
        while true {
            condition.lock()
            while queued.isEmpty && !closed { condition.wait() }
            guard !queued.isEmpty, failure == nil else {
                condition.unlock()
                done.signal()
                return
            }
            let slot = queued.removeFirst()
            condition.unlock()
            let error = slots[slot].bytes.withUnsafeBytes { bytes -> RunningProcess.BrokenPipe? in
                do throws(RunningProcess.BrokenPipe) {
                    try RunningProcess.writeAll(bytes, to: descriptor)
                    return nil
                } catch {
                    return error
                }
            }
            condition.lock()
            free.append(slot)
            if let error {
                failure = error
                queued.removeAll()
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}

/// One frame's bytes, owned by one thread at a time (see the queues that hand it over).
final class FrameBytes: @unchecked Sendable {
    // Sendable is sound: the feeder and the decoder pass a box between threads only under their
    // condition lock, and only the thread that holds it touches `bytes`.
    var bytes: [UInt8]

    init(count: Int = 0) {
        bytes = [UInt8](repeating: 0, count: count)
    }
}
