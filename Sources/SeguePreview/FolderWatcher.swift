import Foundation

/// Notices what changed in the user's folders between two looks: files added, removed or
/// modified (effect files, behaviour files and the snippets they include), hidden ones skipped.
struct FolderWatcher: Sendable {
    let folders: [String]
    private var stamps: [String: Stamp] = [:]

    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    static let extensions: Set<String> = ["glsl", "frag", "fsh", "glsli", "json"]

    init(folders: [String]) {
        self.folders = folders
        stamps = Self.look(at: folders)
    }

    /// The files that changed since the last look, or an empty set.
    mutating func changes() -> Set<String> {
        let now = Self.look(at: folders)
        defer { stamps = now }
        guard now != stamps else { return [] }
        return Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
    }

    private static func look(at folders: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in folders {
            let base = URL(fileURLWithPath: folder)
            guard
                let enumerator = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                stamps[url.path] = Stamp(modified: values?.contentModificationDate, size: values?.fileSize)
            }
        }
        return stamps
    }
}
