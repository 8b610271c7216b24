/// Many stills and clips joined by transitions, rendered as one clip: the library form of
/// `segue concat`.
///
///     let show = Slideshow(
///         items: [SlideshowItem(image: a), SlideshowItem(image: b), SlideshowItem(clip: c)],
///         joins: [SlideshowJoin("fade", duration: 0.5), SlideshowJoin("wipeleft", duration: 1)])
///     try await engine.writeVideo(show, to: URL(fileURLWithPath: "show.mp4"))
///
/// Each join overlaps its two items as ffmpeg's `xfade` does, so the whole lasts the sum of the
/// items less the sum of the joins (`SlideshowTimeline` has the arithmetic).
public struct Slideshow: Sendable {
    /// The stills and clips, in order.
    public var items: [SlideshowItem]
    /// The transition between each pair of neighbours: one fewer than `items`.
    public var joins: [SlideshowJoin]
    /// Output frames per second; clips' pictures are taken at this rate.
    public var fps: Double
    /// Seconds a still is shown when its item sets no `duration`.
    public var stillDuration: Double
    /// The output size; nil for the first item's.
    public var size: FrameSize?
    /// How an item of another size is fitted to the output.
    public var resize: ResizeMode
    /// A sound file (anything ffmpeg reads) played under the whole show, mixed with the clips'
    /// own sound, cut at the show's end with a fade-out; nil for the clips' sound alone.
    public var audioTrack: String?

    /// A slideshow of `items` with `joins` between them.
    public init(
        items: [SlideshowItem], joins: [SlideshowJoin], fps: Double = 30, stillDuration: Double = 3,
        size: FrameSize? = nil, resize: ResizeMode = .cover
    ) {
        self.items = items
        self.joins = joins
        self.fps = fps
        self.stillDuration = stillDuration
        self.size = size
        self.resize = resize
    }

    /// A slideshow of `items` with the same `join` between each pair.
    public init(
        items: [SlideshowItem], join: SlideshowJoin, fps: Double = 30, stillDuration: Double = 3,
        size: FrameSize? = nil, resize: ResizeMode = .cover
    ) {
        self.init(
            items: items, joins: Array(repeating: join, count: max(items.count - 1, 0)), fps: fps,
            stillDuration: stillDuration, size: size, resize: resize)
    }

    /// The frame rate every moving clip among `items` has, when there is one and they agree;
    /// nil for stills only or clips of different rates.
    public static func sharedClipRate(of items: [SlideshowItem]) -> Double? {
        Clip.sharedFrameRate(of: items.compactMap(\.movingClip))
    }

    /// How item `index` (from 0) is named in errors and timelines: "item 2 (b.jpg)".
    public func label(item index: Int) -> String { "item \(index + 1) (\(items[index].name))" }

    /// How join `index` (from 0) is named in errors and timelines: "join 1 (a.jpg → b.jpg, fade)".
    public func label(join index: Int) -> String {
        "join \(index + 1) (\(items[index].name) → \(items[index + 1].name), \(joins[index].transition.name))"
    }
}
