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

    /// Creates the staging folder beside `path`.
    init(path: String) throws {
        target = URL(fileURLWithPath: path).standardizedFileURL
        staging = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
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
        let old = staging.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).old-\(UUID().uuidString.prefix(8))")
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
