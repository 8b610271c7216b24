import ArgumentParser
import Foundation

/// Where a gallery is written: a hidden folder beside `--out`, moved into place only once complete,
/// so that a failure or Ctrl-C leaves the old gallery (or nothing) rather than half of a new one.
struct GalleryFolder {
    /// The folder the user named.
    let target: URL
    /// The folder being filled.
    let staging: URL

    /// The mark in a gallery's index.html that lets a new gallery replace it.
    static let marker = "<meta name=\"generator\" content=\"segue gallery\">"

    /// Throws a usage error when `path` cannot take a gallery: its parent is missing, or it is a
    /// file, or a folder holding anything but an earlier gallery.
    static func check(_ path: String) throws(ValidationError) {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent().path
        guard isDirectory(parent) else { throw ValidationError("--out \(path): the folder \(parent) does not exist") }
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        guard isDirectory(target.path) else { throw ValidationError("--out \(path): a file is there, not a folder") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        let index = (try? String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""
        guard contents.isEmpty || index.contains(marker) else {
            throw ValidationError(
                "--out \(path): the folder holds files that are not a segue gallery; give a new or empty folder")
        }
    }

    /// Creates the staging folder beside `path`, after removing what a gallery killed there left
    /// (see `removeLeftovers`).
    init(path: String) throws {
        target = URL(fileURLWithPath: path).standardizedFileURL
        Self.removeLeftovers(of: target)
        staging = Self.sibling(of: target, kind: "partial")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    }

    /// A hidden folder beside `target` named for this process, `.NAME.KIND-PID-RANDOM`, so that
    /// a later gallery knows whether its maker still runs.
    private static func sibling(of target: URL, kind: String) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).\(kind)-\(getpid())-\(UUID().uuidString.prefix(8))")
    }

    /// Removes the staging and old folders of `target` whose process is gone (a gallery killed
    /// with SIGKILL cannot clean up); an old gallery moved aside, with no gallery in its place,
    /// goes back. Those of a gallery still running are left alone.
    private static func removeLeftovers(of target: URL) {
        let manager = FileManager.default
        let folder = target.deletingLastPathComponent()
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            for kind in ["partial", "old"] {
                let prefix = ".\(target.lastPathComponent).\(kind)-"
                guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }),
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let leftover = folder.appendingPathComponent(name)
                if kind == "old", !manager.fileExists(atPath: target.path) {
                    try? manager.moveItem(at: leftover, to: target)
                } else {
                    try? manager.removeItem(at: leftover)
                }
            }
        }
    }

    /// `relative` inside the staging folder.
    func path(_ relative: String) -> String { staging.appendingPathComponent(relative).path }

    /// Moves the finished gallery to `target`, replacing an earlier one (or an empty folder).
    func commit() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: target.path) else {
            try manager.moveItem(at: staging, to: target)
            return
        }
        let old = Self.sibling(of: target, kind: "old")
        try manager.moveItem(at: target, to: old)
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            try? manager.moveItem(at: old, to: target)
            throw error
        }
        try? manager.removeItem(at: old)
    }

    /// Removes the staging folder and everything in it.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
