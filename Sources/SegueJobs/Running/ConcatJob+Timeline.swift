import Foundation
import Segue

extension ConcatJob {
    /// The timeline as `--dry-run` prints it: each item and join with its start and end in
    /// seconds, then the whole.
    static func describe(_ timeline: SlideshowTimeline, of show: Slideshow) -> String {
        var lines: [String] = []
        func span(_ span: SlideshowTimeline.Span) -> String {
            String(
                format: "%8.3f – %8.3f s", timeline.seconds(atFrame: span.start), timeline.seconds(atFrame: span.end))
        }
        for (index, item) in show.items.enumerated() {
            let kind: String
            switch item.content {
            case .clip(let clip) where !clip.isStill:
                kind = "clip from \((item.start).formatted) s" + (clip.hasAudio ? ", with sound" : "")
            default:
                kind = "still"
            }
            let fit = item.resize.map { ", \($0.rawValue)" } ?? ""
            lines.append("\(span(timeline.items[index]))  \(show.label(item: index)): \(kind)\(fit)")
            if index < show.joins.count {
                let join = show.joins[index]
                lines.append("\(span(timeline.joins[index]))  \(show.label(join: index)): \(curveName(join.curve))")
            }
        }
        lines.append(
            "\(timeline.duration.formatted) s, \(timeline.frameCount) frames at \(timeline.fps.formatted) fps: "
                + "the items' \(itemSeconds(timeline).formatted) s less \(joinSeconds(timeline).formatted) s of joins")
        return lines.joined(separator: "\n")
    }

    /// The seconds of all items, each counted whole.
    static func itemSeconds(_ timeline: SlideshowTimeline) -> Double {
        timeline.seconds(atFrame: timeline.items.map(\.count).reduce(0, +))
    }

    /// The seconds the joins overlap.
    static func joinSeconds(_ timeline: SlideshowTimeline) -> Double {
        timeline.seconds(atFrame: timeline.joins.map(\.count).reduce(0, +))
    }

    private static func curveName(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: return "\(curve)"
        }
    }

    /// Reports the one-line summary, unless quiet.
    func report(
        frames: Int, size: FrameSize, show: Slideshow, engine: Engine, place: String, since started: Date,
        notes: [String], to report: (JobMessage) -> Void
    ) {
        guard !output.quiet else { return }
        let joins = show.joins.isEmpty ? "no joins" : "\(show.joins.count) join\(show.joins.count == 1 ? "" : "s")"
        report(
            SummaryLine.account(
                frames: frames,
                details:
                    "\(size.width)x\(size.height), \(show.items.count) item\(show.items.count == 1 ? "" : "s"), \(joins)",
                engine: engine, place: place, since: started, notes: notes))
    }
}
