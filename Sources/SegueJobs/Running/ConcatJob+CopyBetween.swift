import Foundation
import Segue

extension ConcatJob {
    /// `--copy-between`: the clips' parts between joins stream-copied, the rest rendered and
    /// re-encoded in their format, then joined; the summary says how much of each.
    func writeCopyingBetweenJoins(
        _ show: Slideshow, engine: Engine, size: FrameSize, to path: String, container: VideoContainer, seed: UInt64,
        request: ConcatRequest, options: JobRunOptions
    ) throws {
        let encoding = video.encoding(for: container)
        let plan = try engine.copyPlan(for: show, encoding: encoding)
        var notes = [
            "\(plan.timeline.duration.formatted) s: \(plan.copiedSeconds.formatted) s copied, \(plan.renderedSeconds.formatted) s rendered"
        ]
        if requestedTransitions(request).contains("random") { notes.append("seed \(seed)") }
        if plan.hasSound { notes.append("sound encoded whole") }
        let started = Date()
        try withProgress(show, options: options) { progress, checkCancellation in
            try engine.writeVideoCopyingBetweenJoins(
                show, to: URL(fileURLWithPath: path), encoding: encoding,
                progress: progress, checkCancellation: checkCancellation)
        }
        report(
            frames: plan.timeline.frameCount, size: size, show: show, engine: engine, place: path, since: started,
            notes: notes, to: options.report)
    }

    /// The copy plan `--dry-run` prints, made without a GPU: the output's size is the one asked
    /// for, or the first item's (a clip's as probed, a still's as decoded).
    func dryRunCopyPlan(_ show: Slideshow, library: EffectLibrary) throws -> SlideshowCopyPlan {
        guard case .video(_, let container) = try OutputTarget(path: out) else {
            throw JobOptionError("--copy-between writes a .mp4 or .mov clip")
        }
        var size = show.size
        if size == nil, let first = show.items.first {
            switch first.content {
            case .clip(let clip): size = FrameSize(width: clip.width, height: clip.height)
            case .image(let image): size = FrameSize(width: image.width, height: image.height)
            case .imageFile(let file):
                let image = try Image(contentsOfFile: file)
                size = FrameSize(width: image.width, height: image.height)
            }
        }
        return try show.copyPlan(
            size: size ?? FrameSize(width: 0, height: 0), encoding: video.encoding(for: container), checkingIn: library)
    }

    /// The copy plan as `--dry-run` prints it: each run with its span, copied or rendered.
    static func describe(_ plan: SlideshowCopyPlan) -> String {
        let show = plan.slideshow
        let timeline = plan.timeline
        var lines = ["--copy-between:"]
        for part in plan.parts {
            let span = String(
                format: "%8.3f – %8.3f s", timeline.seconds(atFrame: part.frames.lowerBound),
                timeline.seconds(atFrame: part.frames.upperBound))
            switch part {
            case .copy(let item, _, let pictures):
                lines.append(
                    "\(span)  copied: \(show.label(item: item)), its pictures \(pictures.lowerBound)–\(pictures.upperBound - 1), keyframe to keyframe"
                )
            case .render(let frames):
                let joins = timeline.joins.indices.filter { frames.contains(timeline.joins[$0].start) }
                let what =
                    joins.isEmpty
                    ? timeline.items.indices.filter {
                        frames.overlaps(timeline.items[$0].start..<timeline.items[$0].end)
                    }.map { show.label(item: $0) }
                    : joins.map { show.label(join: $0) }
                lines.append("\(span)  rendered: \(what.joined(separator: ", "))")
            }
        }
        lines.append(
            "\(plan.copiedSeconds.formatted) s copied as stored, \(plan.renderedSeconds.formatted) s rendered and re-encoded"
        )
        return lines.joined(separator: "\n")
    }
}
