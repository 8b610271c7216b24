import Foundation

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
            .appendingPathComponent(".\(url.deletingPathExtension().lastPathComponent).partial-\(UUID().uuidString).\(url.pathExtension)")
    }

    /// Moves the finished file into place, replacing an older file of that name in one step (rename(2)).
    func publish() throws(VideoError) {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw .writeFailed(destination: url.path, reason: reason)
        }
    }

    /// Removes what was written.
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
