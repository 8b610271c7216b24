import Foundation
import Segue

/// The one line `render` and `concat` print when they are done: frames, what made them, where
/// they went, how fast, and notes.
enum SummaryLine {
    /// Prints the summary of `frames` frames described by `details` ("64x48, fade") to `place`,
    /// on standard error when frames went to standard output (`out` is `-`).
    static func print(
        frames: Int, details: String, engine: Engine, place: String, since started: Date, notes: [String], out: String
    ) {
        let seconds = Date().timeIntervalSince(started)
        let line =
            "wrote \(frames) frames (\(details), \(engine.info.platform.rawValue): \(engine.info.renderer)) to \(place) "
            + "in \(String(format: "%.2f", seconds)) s (\(String(format: "%.1f", Double(frames) / max(seconds, 1e-9))) fps); "
            + notes.joined(separator: "; ")
        if out == "-" {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            Swift.print(line)
        }
    }
}

extension FrameWatchdog {
    /// The check a library frame loop calls before each frame: it stops on Ctrl-C, and watches
    /// the frame (its decoding, drawing and writing) until the next check.
    func checkBeforeEachFrame() -> () throws -> Void {
        var frame = 0
        return {
            try Interruption.check()
            self.begin(frame: frame)
            frame += 1
        }
    }
}
