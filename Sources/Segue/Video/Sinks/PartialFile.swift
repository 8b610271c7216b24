import Foundation
import Synchronization

/// The temporary files being written now, for a process that must end without unwinding.
private let filesInProgress = Mutex<Set<String>>([])

/// A file written under a hidden temporary name beside its final one and renamed only when
/// complete, so that a failure or a cancellation never leaves half a file under the final name.
struct PartialFile {
    /// The name the finished file gets.
    let url: URL
    /// Where it is written meanwhile: `.NAME.partial-UUID.EXT` in the same folder.
    let temporary: URL

    init(for url: URL) {
        self.url = url
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.deletingPathExtension().lastPathComponent).partial-\(UUID().uuidString).\(url.pathExtension)")
        filesInProgress.withLock { _ = $0.insert(temporary.path) }
    }

    /// Moves the finished file into place, replacing an older file of that name in one step (rename(2)).
    func publish() throws(VideoError) {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw .writeFailed(destination: url.path, reason: reason)
        }
        filesInProgress.withLock { _ = $0.remove(temporary.path) }
    }

    /// Removes what was written.
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
        filesInProgress.withLock { _ = $0.remove(temporary.path) }
    }
}

/// The clips and Y4M files Segue is writing right now, under their temporary names.
public enum PartialOutputs {
    /// Removes them all: for a process about to end without unwinding (a watchdog calling
    /// `_exit` while the GL thread is stuck in the driver), where the writers' own cleanup cannot run.
    public static func removeAll() {
        for path in filesInProgress.withLock({ $0 }) { unlink(path) }
    }
}
