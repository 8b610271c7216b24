import Foundation
import Segue
import SegueJobs

/// The hashes a record keeps: the job's (what it was asked and what it read) and its output's.
enum BatchFingerprint {
    /// The job's hash: Segue's version, its kind, its options with the manifest's folder left
    /// out (so that shards mounting it elsewhere agree), and each file it reads: size and time.
    static func jobKey(_ job: BatchJob, folder: URL) -> String {
        let prefix = folder.standardizedFileURL.path + "/"
        var text = "segue \(SegueVersion.current)\n\(job.kind.rawValue)\n"
        for word in job.words {
            text += (word.hasPrefix(prefix) ? String(word.dropFirst(prefix.count)) : word) + "\n"
        }
        for file in job.inputFiles {
            var status = stat()
            guard stat(file, &status) == 0 else { continue }
            text += "\(file): \(status.st_size) bytes, modified \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\n"
        }
        return SHA256.hex(of: Array(text.utf8))
    }

    /// The output's size in bytes and hash: a file's bytes, or a folder's files (names and bytes,
    /// in name order); nil when there is none.
    static func output(_ path: String) -> (size: Int, hash: String)? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        var hash = SHA256()
        var size = 0
        if isDirectory.boolValue {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
            for name in names.sorted() {
                guard let (fileSize, fileHash) = output(path + "/" + name) else { return nil }
                hash.update(data: Array("\(name)\n\(fileHash)\n".utf8))
                size += fileSize
            }
        } else {
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hash.update(data: chunk)
                size += chunk.count
            }
        }
        return (size, hash.finalize())
    }
}
