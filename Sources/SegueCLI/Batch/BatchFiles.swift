import Foundation

/// A file the batch itself writes or moves that could not be, with the system's reason.
struct BatchFileError: Error, CustomStringConvertible {
    var path: String
    var action: String
    var reason = String(cString: strerror(errno))

    var description: String { "\(path): cannot \(action): \(reason)" }
}

/// Making outputs durable and putting them in place: flushed to the disk, then renamed, then the
/// rename itself flushed, so that a crash leaves either the old state or the whole output.
enum BatchFiles {
    /// Flushes a file, or every file in a folder and the folder itself, to the disk.
    static func sync(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BatchFileError(path: path, action: "find", reason: "the job wrote nothing there")
        }
        if isDirectory.boolValue {
            for name in try FileManager.default.contentsOfDirectory(atPath: path) { try sync(path + "/" + name) }
            try syncFolder(path)
        } else {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw BatchFileError(path: path, action: "open") }
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else { throw BatchFileError(path: path, action: "flush") }
        }
    }

    /// Flushes a folder's entries (a rename, a new file) to the disk.
    static func syncFolder(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw BatchFileError(path: path, action: "open") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw BatchFileError(path: path, action: "flush") }
    }

    /// Puts `staged` at `final`, replacing what is there (a folder of an earlier try included),
    /// flushed before and after.
    static func commit(_ staged: String, to final: String) throws {
        try sync(staged)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: final, isDirectory: &isDirectory), isDirectory.boolValue {
            // A folder cannot be renamed over one that has files: the old one goes aside first.
            let aside = staged + ".old"
            guard rename(final, aside) == 0 else { throw BatchFileError(path: final, action: "move aside") }
            try? FileManager.default.removeItem(atPath: aside)
        }
        guard rename(staged, final) == 0 else { throw BatchFileError(path: final, action: "rename into place") }
        try syncFolder(URL(fileURLWithPath: final).deletingLastPathComponent().path)
    }

    /// Removes whatever an earlier, interrupted try of an output left in its folder: every entry
    /// whose name carries `marker` (the batch's hidden names, and the commands' own temporary names of them).
    static func removeLeftovers(in folder: String, marker: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.contains(marker) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}

/// A shard's claim on its log while it runs, so that a second process given the same shard (a
/// replaced pod whose predecessor still runs) stops at once instead of making the same jobs. An
/// advisory lock, released by the system when the process ends however it ends.
final class BatchShardLock {
    private let descriptor: Int32

    /// Locks `path` (created if missing), or throws when another process holds it.
    init(_ path: String, shard: BatchShard) throws {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw BatchFileError(path: path, action: "open") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw BatchFileError(
                path: path, action: "lock", reason: "another process is rendering shard \(shard) (its log is locked)")
        }
        try BatchFiles.syncFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    deinit { close(descriptor) }
}
