import Foundation

/// Reads and writes whole files, keeping the operating system's reason when that fails, so that
/// errors say "Permission denied" or "Is a directory" because it is so, not by guess.
enum FileAccess {
    /// A failed read or write, with `strerror`'s words.
    struct Failure: Error {
        var reason: String
    }

    /// The whole contents of `path`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw lastFailure() }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw lastFailure()
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes `bytes` to `path`, replacing what was there.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw lastFailure() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = lastFailure()
                close(descriptor)
                throw failure
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw lastFailure() }
    }

    /// The names of the entries of directory `path`, without `.` and `..`.
    static func contentsOfDirectory(_ path: String) throws(Failure) -> [String] {
        guard let directory = opendir(path) else { throw lastFailure() }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The paths, relative to `path`, of every file in directory `path` and its subfolders,
    /// leaving out hidden files and folders (names starting with `.`).
    static func subpaths(of path: String) throws(Failure) -> [String] {
        var found: [String] = []
        for name in try contentsOfDirectory(path) where !name.hasPrefix(".") {
            var info = stat()
            guard stat(path + "/" + name, &info) == 0 else { throw lastFailure() }
            if info.st_mode & S_IFMT == S_IFDIR {
                found += try subpaths(of: path + "/" + name).map { name + "/" + $0 }
            } else {
                found.append(name)
            }
        }
        return found
    }

    private static func lastFailure() -> Failure {
        Failure(reason: String(cString: strerror(errno)))
    }
}
