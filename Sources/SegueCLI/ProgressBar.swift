import Foundation

/// A progress bar redrawn in place on standard error while frames are written: frames done and
/// total, frames per second, time left. Drawn only on a terminal, never on a pipe or a file.
final class ProgressBar {
    private let start = Date()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    /// A bar, or nil when standard error is not a terminal or output is to be quiet.
    static func make(quiet: Bool) -> ProgressBar? {
        quiet || isatty(STDERR_FILENO) == 0 ? nil : ProgressBar()
    }

    /// Redraws the bar after `done` frames of `total` (nil when unknown), at most ten times a second.
    func update(done: Int, total: Int?) {
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.1 || done == total else { return }
        lastDrawn = now
        let elapsed = now.timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var line: String
        if let total, total > 0 {
            let filled = min(30, 30 * done / total)
            let left = rate > 0 ? Double(total - done) / rate : 0
            line =
                "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled) + "] "
                + "\(done)/\(total) frames  \(String(format: "%.1f", rate)) fps  ETA \(Self.clock(left))"
        } else {
            line = "\(done) frames  \(String(format: "%.1f", rate)) fps  \(Self.clock(elapsed))"
        }
        FileHandle.standardError.write(Data(("\r" + line + "\u{1B}[K").utf8))
        drawn = true
    }

    /// Removes the bar so that the summary line takes its place.
    func clear() {
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        drawn = false
    }

    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? String(format: "%d:%02d", whole / 60, whole % 60) : "\(whole)s"
    }
}
