import Foundation
import Segue

/// Frames of an earlier run where a new sequence is about to be written, which would mix with it.
struct StaleFrames: Error, CustomStringConvertible {
    var directory: String
    var count: Int
    /// What the files are: "file", or "frame" where a pattern named them.
    var noun: String

    var description: String {
        "\(directory)/ already holds \(count) \(noun)\(count == 1 ? "" : "s"); give --overwrite to replace its frames, or another --out"
    }

    /// Checks `directory` before frames named by `pattern` are written there: with a pattern of
    /// its own, only files it names count; otherwise any visible file does. With `overwrite`, old
    /// frames are removed (and the removal reported) instead of refused; other files stay.
    static func clear(
        _ directory: String, pattern: FramePattern, customPattern: Bool, overwrite: Bool,
        report: (JobMessage) -> Void
    ) throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
            !$0.hasPrefix(".")
        }
        let frames = names.filter(pattern.matches)
        let blocking = customPattern ? frames : names
        guard !blocking.isEmpty else { return }
        guard overwrite else {
            throw StaleFrames(directory: directory, count: blocking.count, noun: customPattern ? "frame" : "file")
        }
        for name in frames {
            let path = "\(directory)/\(name)"
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw CannotRemove(path: path, reason: (error as NSError).localizedDescription)
            }
        }
        if !frames.isEmpty {
            report(.notice("removed \(frames.count) old \(frames.count == 1 ? "frame" : "frames") from \(directory)/"))
        }
    }

    /// An old frame that could not be removed, with the system's reason.
    struct CannotRemove: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot remove: \(reason)" }
    }
}
