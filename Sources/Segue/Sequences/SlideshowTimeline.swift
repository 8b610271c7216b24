/// Where each item and join of a `Slideshow` falls in the output, in whole frames.
///
/// Item i plays `round(length × fps)` frames; join j overlaps the last `⌊duration × fps⌋`
/// frames of item j with the first ones of item j+1, as ffmpeg's `xfade` does, so the output has
/// the items' frames less the joins'. Frame m of a join of k frames shows progress m / k: its
/// first frame is "from" (xfade's first overlapped frame), and the frame after its last is "to" alone.
public struct SlideshowTimeline: Sendable, Equatable {
    /// A run of output frames.
    public struct Span: Sendable, Equatable {
        /// The first frame.
        public var start: Int
        /// How many frames.
        public var count: Int
        /// The frame after the last.
        public var end: Int { start + count }
    }

    /// Output frames per second.
    public let fps: Double
    /// Each item's frames, from its first (the start of the join before it) to its last.
    public let items: [Span]
    /// Each join's frames, where its two items overlap.
    public let joins: [Span]

    /// Frames in the whole output.
    public var frameCount: Int { items.last?.end ?? 0 }
    /// Seconds the whole output lasts.
    public var duration: Double { Double(frameCount) / fps }

    /// The timeline of `slideshow`; throws naming the item or join that cannot be placed: a trim
    /// outside its clip, an item shorter than a frame, a join longer than what its neighbours leave.
    public init(_ slideshow: Slideshow) throws(SlideshowError) {
        guard !slideshow.items.isEmpty else { throw .noItems }
        guard slideshow.joins.count == slideshow.items.count - 1 else {
            throw .joinCount(items: slideshow.items.count, joins: slideshow.joins.count)
        }
        let fps = slideshow.fps
        guard fps.isFinite, fps > 0 else { throw .invalidSettings("the frame rate must be positive, not \(fps)") }
        guard slideshow.stillDuration.isFinite, slideshow.stillDuration > 0 else {
            throw .invalidSettings(
                "a still's duration must be a positive number of seconds, not \(slideshow.stillDuration.formatted)")
        }
        var lengths: [Int] = []
        for index in slideshow.items.indices {
            let seconds = try Self.length(
                of: slideshow.items[index], stillDuration: slideshow.stillDuration, label: slideshow.label(item: index))
            let frames = Int((seconds * fps).rounded())
            guard frames >= 1 else {
                throw .badItem(
                    item: slideshow.label(item: index),
                    reason: "\(seconds.formatted) s is shorter than one frame at \(fps.formatted) fps")
            }
            lengths.append(frames)
        }
        var joinLengths: [Int] = []
        for (index, join) in slideshow.joins.enumerated() {
            let label = slideshow.label(join: index)
            guard join.duration.isFinite, join.duration > 0 else {
                throw .badJoin(
                    join: label,
                    reason: "its duration must be a positive number of seconds, not \(join.duration.formatted)")
            }
            // Rounded down (a hair over, for 0.3 × 10 = 2.9999…): joins that fit their items in
            // seconds then fit in frames too, where rounding 12.5 up twice would overflow 25.
            let frames = Int((join.duration * fps + 1e-6).rounded(.down))
            guard frames >= 1 else {
                throw .badJoin(
                    join: label,
                    reason: "\(join.duration.formatted) s is shorter than one frame at \(fps.formatted) fps")
            }
            // Each frame of an item belongs to one join at most: what the join before took is gone.
            let left = lengths[index] - (joinLengths.last ?? 0)
            let leftName = slideshow.items[index].name
            let rightName = slideshow.items[index + 1].name
            guard frames <= left else {
                throw .badJoin(
                    join: label,
                    reason:
                        "\(join.duration.formatted) s is longer than the \(Self.seconds(left, fps)) s of \(leftName) "
                        + (index > 0 ? "left after the join before it" : "it overlaps"))
            }
            guard frames <= lengths[index + 1] else {
                throw .badJoin(
                    join: label,
                    reason:
                        "\(join.duration.formatted) s is longer than \(rightName) (\(Self.seconds(lengths[index + 1], fps)) s)"
                )
            }
            joinLengths.append(frames)
        }
        var spans: [Span] = []
        for (index, frames) in lengths.enumerated() {
            let start = index == 0 ? 0 : spans[index - 1].end - joinLengths[index - 1]
            spans.append(Span(start: start, count: frames))
        }
        self.fps = fps
        items = spans
        joins = joinLengths.enumerated().map { Span(start: spans[$0.offset + 1].start, count: $0.element) }
    }

    /// Seconds item `item` plays: a still's duration, or a clip's trimmed length; throws for a
    /// trim outside the clip.
    private static func length(
        of item: SlideshowItem, stillDuration: Double, label: String
    ) throws(SlideshowError) -> Double {
        guard let clip = item.movingClip else {
            let seconds = item.duration ?? stillDuration
            guard seconds.isFinite, seconds > 0 else {
                throw .badItem(
                    item: label,
                    reason: "a still's duration must be a positive number of seconds, not \(seconds.formatted)")
            }
            return seconds
        }
        let end = item.end ?? clip.duration
        guard item.start.isFinite, item.start >= 0, item.start < clip.duration else {
            throw .badItem(
                item: label,
                reason: "trim start \(item.start.formatted) s is outside the clip (0 to \(clip.duration.formatted) s)")
        }
        // ffprobe's length is rounded to the millisecond or a frame; allow that much past it.
        guard end.isFinite, end <= clip.duration + 0.001 else {
            throw .badItem(
                item: label, reason: "trim end \(end.formatted) s is past the clip's end (\(clip.duration.formatted) s)"
            )
        }
        guard end > item.start else {
            throw .badItem(
                item: label, reason: "trim end \(end.formatted) s is not after its start \(item.start.formatted) s")
        }
        return end - item.start
    }

    /// A run of frames as seconds, for messages.
    private static func seconds(_ frames: Int, _ fps: Double) -> String { (Double(frames) / fps).formatted }

    /// The seconds at which frame `frame` is shown.
    public func seconds(atFrame frame: Int) -> Double { Double(frame) / fps }

    /// The progress (before its curve) of the join's frame `frame`, counted from the join's start.
    func progress(ofJoinFrame frame: Int, join: Int) -> Double { Double(frame) / Double(joins[join].count) }

    /// A stretch of output drawn one way: an item alone, or a join.
    enum Segment: Equatable {
        /// Item `item` alone, over `frames`.
        case item(Int, frames: Range<Int>)
        /// Join `join`, over `frames`.
        case join(Int, frames: Range<Int>)
    }

    /// The output in order: each item's frames outside its joins, then the join after it. An item
    /// wholly inside its joins has no segment of its own.
    var segments: [Segment] {
        var segments: [Segment] = []
        for index in items.indices {
            let first = index > 0 ? joins[index - 1].end : items[index].start
            let alone = first..<(index < joins.count ? joins[index].start : items[index].end)
            if !alone.isEmpty { segments.append(.item(index, frames: alone)) }
            if index < joins.count { segments.append(.join(index, frames: joins[index].start..<joins[index].end)) }
        }
        return segments
    }
}
