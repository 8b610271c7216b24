import Dispatch
import Foundation
import Segue

/// Clips whose encoders finish in the background, a few at a time: a tile's clip is drawn in
/// milliseconds, and waiting for each ffmpeg to start and end in turn would be most of a gallery's time.
final class GalleryClips: @unchecked Sendable {
    // Sendable is sound: `failures` is read and written only under `lock`; the semaphore and the
    // group are thread-safe.
    private let slots = DispatchSemaphore(value: 4)
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failures: [GalleryFailure] = []

    /// A sink that hands frames to `writer` and, once finished, leaves the writer to finish here.
    func deferring(_ writer: VideoFileWriter, name: String) -> any FrameSink {
        DeferredSink(writer: writer, name: name, clips: self)
    }

    /// Waits for every clip to be complete; throws the first that failed.
    func wait() throws {
        group.wait()
        if let failure = lock.withLock({ failures.first }) { throw failure }
    }

    fileprivate func finishLater(_ writer: VideoFileWriter, name: String) {
        slots.wait()
        group.enter()
        // Nothing else touches the writer once its frames are in.
        nonisolated(unsafe) let writer = writer
        DispatchQueue.global().async {
            do {
                try writer.finish()
            } catch {
                self.lock.withLock { self.failures.append(GalleryFailure(effect: name, underlying: error)) }
            }
            self.slots.signal()
            self.group.leave()
        }
    }
}

/// A clip's sink whose `finish` returns at once, the writer finishing among `clips`.
private final class DeferredSink: FrameSink {
    let writer: VideoFileWriter
    let name: String
    let clips: GalleryClips

    init(writer: VideoFileWriter, name: String, clips: GalleryClips) {
        (self.writer, self.name, self.clips) = (writer, name, clips)
    }

    var pixelFormat: FramePixelFormat { writer.pixelFormat }

    func append(_ frame: UnsafeRawBufferPointer) throws { try writer.append(frame) }

    func finish() throws { clips.finishLater(writer, name: name) }

    func cancel() { writer.cancel() }
}
