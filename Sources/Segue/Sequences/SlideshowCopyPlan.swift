import Foundation

/// Which frames of a slideshow are stream-copied from its clips and which are rendered, when the
/// parts between joins are copied (`Engine.writeVideoCopyingBetweenJoins`).
///
/// A clip's frames between its joins are copied as stored from the first keyframe at or after
/// the join before it to the last keyframe at or before the join after it, so that every copied
/// run starts on a keyframe; everything else (each join with the frames from the keyframe before
/// it to the keyframe after it, stills, trims that miss a keyframe) is rendered and re-encoded
/// in the clips' own format, so that the runs can be joined end to end.
public struct SlideshowCopyPlan: Sendable {
    /// A run of output frames made one way.
    public enum Part: Sendable, Equatable {
        /// Output `frames` are item `item`'s clip pictures `clipFrames` (counted from its first), copied as stored.
        case copy(item: Int, frames: Range<Int>, clipFrames: Range<Int>)
        /// Output `frames` are rendered and encoded.
        case render(frames: Range<Int>)
    }

    /// The slideshow planned.
    public let slideshow: Slideshow
    /// Its timeline.
    public let timeline: SlideshowTimeline
    /// The runs, in order, covering every frame once.
    public let parts: [Part]
    /// Each clip item's stream, by item index.
    let streams: [Int: CopyableStream]
    /// The stream every clip matches and every rendered run is encoded like.
    let reference: CopyableStream
    /// The colours the clips share.
    let colours: YUVColours

    /// The plan for `slideshow` written at `size` with `encoding`; throws naming the first item
    /// whose clip cannot be copied into the output (another codec, size, rate, pixel format, …).
    init(_ slideshow: Slideshow, timeline: SlideshowTimeline, size: FrameSize, encoding: VideoEncoding) throws {
        guard [.mp4, .mov].contains(encoding.container) else {
            throw SlideshowError.invalidSettings(
                "copying between joins writes .mp4 or .mov, not .\(encoding.container.rawValue)")
        }
        guard encoding.resolvedCodec == "libx264", encoding.resolvedPixelFormat == "yuv420p" else {
            throw SlideshowError.invalidSettings(
                "copying between joins re-encodes the joins with libx264 in yuv420p, as H.264 clips are stored; "
                    + "not \(encoding.resolvedCodec) in \(encoding.resolvedPixelFormat)")
        }
        var streams: [Int: CopyableStream] = [:]
        var first: (index: Int, stream: CopyableStream, colours: YUVColours)?
        for (index, item) in slideshow.items.enumerated() {
            guard let clip = item.movingClip else { continue }
            let fail = { (why: String) in
                SlideshowError.badItem(item: slideshow.label(item: index), reason: "cannot be stream-copied: \(why)")
            }
            let stream = try CopyableStream(contentsOfFile: clip.path, ffmpeg: clip.ffmpeg)
            if let why = Self.unsuitability(of: stream, clip: clip, size: size, fps: timeline.fps) { throw fail(why) }
            // Between two pictures, the decoder's frame-rate filter may show the first one twice, so
            // the rendered runs could not be lined up with the copies frame for frame.
            let picture = item.start * timeline.fps
            guard abs(picture - picture.rounded()) < 1e-6 else {
                let before = (picture.rounded(.down) / timeline.fps).formatted()
                let after = (picture.rounded(.up) / timeline.fps).formatted()
                throw fail(
                    "its trim starts at \(item.start.formatted) s, between two pictures; start it on one (\(before) or \(after) s)"
                )
            }
            guard let colours = clip.yuvColours, !colours.fullRange else {
                throw fail("its colours are not limited-range BT.601 or BT.709, which the joins are encoded in")
            }
            if let first {
                let other = "as \(slideshow.label(item: first.index)) is"
                if stream.profile != first.stream.profile {
                    throw fail("H.264 \(stream.profile), not \(first.stream.profile) \(other)")
                }
                if stream.timeBase != first.stream.timeBase {
                    throw fail("its time base is \(stream.timeBase), not \(first.stream.timeBase) \(other)")
                }
                if stream.reorderDelay != first.stream.reorderDelay {
                    throw fail(
                        "its pictures are reordered by \(stream.reorderDelay) frames, not \(first.stream.reorderDelay) \(other)"
                    )
                }
                if colours != first.colours {
                    throw fail("its colour matrix differs from \(slideshow.label(item: first.index))'s")
                }
            } else {
                first = (index, stream, colours)
            }
            streams[index] = stream
        }
        guard let first else {
            throw SlideshowError.invalidSettings("copying between joins needs clips; these items are all stills")
        }
        self.slideshow = slideshow
        self.timeline = timeline
        self.streams = streams
        reference = first.stream
        colours = first.colours
        parts = Self.parts(slideshow, timeline: timeline, streams: streams)
    }

    /// Why `stream` cannot be copied into an output of `size` at `fps`, or nil when it can.
    private static func unsuitability(of stream: CopyableStream, clip: Clip, size: FrameSize, fps: Double) -> String? {
        guard stream.codec == "h264" else { return "its video is \(stream.codec), not H.264" }
        guard stream.pixelFormat == "yuv420p" else { return "its pixel format is \(stream.pixelFormat), not yuv420p" }
        guard stream.rotation == 0 else { return "it is shown turned by \(stream.rotation)°" }
        guard stream.width == size.width, stream.height == size.height else {
            return "its pictures are \(stream.width)x\(stream.height), not the output's \(size.width)x\(size.height)"
        }
        let rate = FFprobe.ratio(stream.frameRate) ?? 0
        guard abs(rate - fps) <= fps * 1e-9 else {
            return "its frame rate is \(rate.formatted) fps, not the output's \(fps.formatted)"
        }
        guard stream.frameTicks != nil else { return "its frames are not evenly spaced (a variable frame rate)" }
        guard stream.reorderDelay <= 2 else {
            return "its pictures are reordered by \(stream.reorderDelay) frames; the joins' encoder reorders 2 at most"
        }
        return nil
    }

    /// The runs: each clip's frames between its joins copied from keyframe to keyframe, the rest rendered.
    private static func parts(
        _ slideshow: Slideshow, timeline: SlideshowTimeline, streams: [Int: CopyableStream]
    ) -> [Part] {
        var copies: [Part] = []
        for index in slideshow.items.indices {
            guard let stream = streams[index] else { continue }
            let span = timeline.items[index]
            let first = index > 0 ? timeline.joins[index - 1].end : span.start
            let alone = first..<(index < timeline.joins.count ? timeline.joins[index].start : span.end)
            guard !alone.isEmpty else { continue }
            // The clip's picture shown at the item's first frame (its trim starts on one, checked above).
            let firstPicture = Int((slideshow.items[index].start * timeline.fps).rounded())
            let from = firstPicture + alone.lowerBound - span.start
            let to = min(firstPicture + alone.upperBound - span.start, stream.frameCount)
            let cuts = stream.cuts
            guard let start = cuts.first(where: { $0 >= from }), let end = cuts.last(where: { $0 <= to }), start < end
            else { continue }
            let output = (alone.lowerBound + start - from)..<(alone.lowerBound + end - from)
            copies.append(.copy(item: index, frames: output, clipFrames: start..<end))
        }
        var parts: [Part] = []
        var next = 0
        for copy in copies {
            guard case .copy(_, let frames, _) = copy else { continue }
            if frames.lowerBound > next { parts.append(.render(frames: next..<frames.lowerBound)) }
            parts.append(copy)
            next = frames.upperBound
        }
        if next < timeline.frameCount { parts.append(.render(frames: next..<timeline.frameCount)) }
        return parts
    }

    /// The slideshow whose frames are output `frames` of this one: the items there, cut to what
    /// falls inside (a clip's trim moved, a still's duration shortened), with the joins between them.
    func slideshow(rendering frames: Range<Int>) -> Slideshow {
        var items: [SlideshowItem] = []
        var joins: [SlideshowJoin] = []
        var previous: Int?
        for (index, span) in timeline.items.enumerated() {
            let low = max(frames.lowerBound, span.start)
            let high = min(frames.upperBound, span.end)
            guard low < high else { continue }
            var item = slideshow.items[index]
            if item.movingClip != nil {
                // The item's own trim where the run reaches its ends, so that its frames round as they did.
                if low > span.start { item.start += Double(low - span.start) / timeline.fps }
                if high < span.end { item.end = item.start + Double(high - low) / timeline.fps }
            } else {
                item.duration = Double(high - low) / timeline.fps
            }
            if let previous, previous == index - 1 { joins.append(slideshow.joins[previous]) }
            items.append(item)
            previous = index
        }
        var show = slideshow
        show.items = items
        show.joins = joins
        show.audioTrack = nil
        return show
    }

    /// The encoding of the rendered runs: `encoding` in an MP4 with the clips' profile, level,
    /// picture reordering, time base and colours, so that the runs and the copies follow each other.
    func renderEncoding(_ encoding: VideoEncoding) -> VideoEncoding {
        var rendered = encoding
        rendered.container = .mp4
        rendered.matrix = colours.matrix
        let profile = reference.profile.lowercased().replacingOccurrences(of: "constrained ", with: "")
        let frames: [String] =
            switch reference.reorderDelay {
            case 0: ["-bf", "0"]
            case 1: ["-bf", "1"]
            default: ["-bf", "3", "-b-pyramid", "normal"]
            }
        let timescale = reference.timeBase.split(separator: "/").last.map(String.init) ?? "15360"
        rendered.extraArguments +=
            ["-profile:v", profile, "-level", "\(reference.level / 10).\(reference.level % 10)"] + frames
            + ["-video_track_timescale", timescale]
        return rendered
    }

    /// Seconds of output copied.
    public var copiedSeconds: Double { seconds { if case .copy = $0 { true } else { false } } }
    /// Seconds of output rendered and re-encoded.
    public var renderedSeconds: Double { seconds { if case .render = $0 { true } else { false } } }

    /// Whether the output has sound: a clip's or the show's track, encoded whole.
    public var hasSound: Bool {
        slideshow.items.contains { $0.movingClip?.hasAudio == true } || slideshow.audioTrack != nil
    }

    /// Frames rendered (and counted by a writer's progress).
    public var renderedFrames: Int {
        parts.filter { if case .render = $0 { true } else { false } }.map(\.frames.count).reduce(0, +)
    }

    private func seconds(where include: (Part) -> Bool) -> Double {
        timeline.seconds(atFrame: parts.filter(include).map(\.frames.count).reduce(0, +))
    }
}

extension SlideshowCopyPlan.Part {
    /// The output frames it makes.
    public var frames: Range<Int> {
        switch self {
        case .copy(_, let frames, _), .render(let frames): return frames
        }
    }
}
