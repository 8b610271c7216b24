import Dispatch
import Foundation
import Segue
import SegueJobs

/// The transition tiles' render jobs, run a few at a time with the gallery's engine: a tile's
/// frames take milliseconds, and waiting for each encoder to start and end in turn would be most
/// of a gallery's time.
final class GalleryJobs: @unchecked Sendable {
    // Sendable is sound: `failures` is read and written only under `lock`; the semaphore, the
    // group and the engine are thread-safe.
    private let engine: Engine
    private let slots = DispatchSemaphore(value: 4)
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failures: [GalleryFailure] = []

    init(engine: Engine) {
        self.engine = engine
    }

    /// Starts `job`, the tile of `name`, once fewer than four run; it stops on Ctrl-C.
    func start(_ job: RenderJob, name: String) {
        slots.wait()
        group.enter()
        DispatchQueue.global().async { [self] in
            do {
                try job.run(JobRunOptions(engine: engine, checkCancellation: Interruption.check))
            } catch {
                lock.withLock { failures.append(GalleryFailure(effect: name, underlying: error)) }
            }
            slots.signal()
            group.leave()
        }
    }

    /// Waits for every job to end; throws the first that failed.
    func wait() throws {
        group.wait()
        if let failure = lock.withLock({ failures.first }) { throw failure }
    }
}
