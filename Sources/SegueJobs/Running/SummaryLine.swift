import Foundation
import Segue

/// The one line `render` and `concat` report when they are done: frames, what made them, where
/// they went, how fast, and notes.
enum SummaryLine {
    /// The summary of `frames` frames described by `details` ("64x48, fade") written to `place`.
    static func account(
        frames: Int, details: String, engine: Engine, place: String, since started: Date, notes: [String]
    ) -> JobMessage {
        let seconds = Date().timeIntervalSince(started)
        return .account(
            "wrote \(frames) frames (\(details), \(engine.info.platform.rawValue): \(engine.info.renderer)) to \(place) "
                + "in \(String(format: "%.2f", seconds)) s (\(String(format: "%.1f", Double(frames) / max(seconds, 1e-9))) fps); "
                + notes.joined(separator: "; "))
    }
}
