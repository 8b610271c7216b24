import Testing

@testable import Segue

/// A slideshow's timeline: items and joins in whole frames, joins overlapping their neighbours as
/// xfade does, and each impossible request one error naming its item or join. No GPU needed.
struct SequenceTimelineTests {
    static func still(_ name: String, duration: Double? = nil) throws -> SlideshowItem {
        SlideshowItem(image: try Image(width: 4, height: 4), duration: duration, name: name)
    }

    /// A clip as ffprobe would describe it, without a file: the timeline reads only its length.
    static func clip(_ path: String, seconds: Double, audio: Bool = false) -> Clip {
        Clip(path: path, width: 4, height: 4, duration: seconds, frameRate: 30, hasAudio: audio)
    }

    @Test func threeStillsLastTheirSumLessTheOverlaps() throws {
        let show = Slideshow(
            items: try ["a.jpg", "b.jpg", "c.jpg"].map { try Self.still($0) },
            join: SlideshowJoin("fade", duration: 0.5), fps: 30)
        let timeline = try SlideshowTimeline(show)
        #expect(
            timeline.items == [.init(start: 0, count: 90), .init(start: 75, count: 90), .init(start: 150, count: 90)])
        #expect(timeline.joins == [.init(start: 75, count: 15), .init(start: 150, count: 15)])
        #expect(timeline.frameCount == 3 * 90 - 2 * 15)
        #expect(timeline.duration == 8)
        #expect(
            timeline.segments == [
                .item(0, frames: 0..<75), .join(0, frames: 75..<90), .item(1, frames: 90..<150),
                .join(1, frames: 150..<165),
                .item(2, frames: 165..<240),
            ])
        // Frame m of a join of k shows m / k: its first is "from", the frame after its last is "to".
        #expect(timeline.progress(ofJoinFrame: 0, join: 0) == 0)
        #expect(timeline.progress(ofJoinFrame: 14, join: 0) == 14.0 / 15)
    }

    @Test func clipsPlayTheirTrimmedLengthAndStillsTheirOwnDuration() throws {
        let items = [
            SlideshowItem(clip: Self.clip("a.mp4", seconds: 2), start: 0.5, end: 1.5),  // 1 s: 10 frames
            try Self.still("b.png", duration: 1.5),  // 15 frames
            SlideshowItem(clip: Self.clip("c.mp4", seconds: 2)),  // 20 frames
            SlideshowItem(clip: Self.clip("d.mp4", seconds: 2), start: 1.2),  // 0.8 s: 8 frames
        ]
        let joins = [
            SlideshowJoin("fade", duration: 0.3), SlideshowJoin("wipeleft", duration: 1),
            SlideshowJoin("fade", duration: 0.8),
        ]
        let timeline = try SlideshowTimeline(Slideshow(items: items, joins: joins, fps: 10, stillDuration: 3))
        #expect(timeline.items.map(\.count) == [10, 15, 20, 8])
        #expect(timeline.joins.map(\.count) == [3, 10, 8])
        #expect(timeline.frameCount == 10 + 15 + 20 + 8 - 3 - 10 - 8)
        #expect(timeline.items.map(\.start) == [0, 7, 12, 24])
        // The last item lies wholly inside its join: it has no stretch of its own.
        #expect(timeline.segments.last == .join(2, frames: 24..<32))
        #expect(timeline.segments.count == 6)
    }

    @Test func aLoneItemIsItsOwnLength() throws {
        let timeline = try SlideshowTimeline(
            Slideshow(items: [try Self.still("a.png")], joins: [], fps: 25, stillDuration: 2))
        #expect(timeline.frameCount == 50 && timeline.joins.isEmpty)
        #expect(timeline.segments == [.item(0, frames: 0..<50)])
    }

    @Test func lengthsAreRoundedToWholeFrames() throws {
        // 1/3 s at 30 fps is 10 frames; a 0.52 s join is 15.6, rounded down to 15.
        let show = Slideshow(
            items: [try Self.still("a.png", duration: 1.0 / 3), try Self.still("b.png", duration: 1)],
            joins: [SlideshowJoin("fade", duration: 0.1)], fps: 30)
        #expect(try SlideshowTimeline(show).items.map(\.count) == [10, 30])
        var longer = show
        longer.items[0].duration = 1
        longer.joins[0].duration = 0.52
        #expect(try SlideshowTimeline(longer).joins[0].count == 15)
    }

    @Test func joinsThatFitTheirItemInSecondsFitInFrames() throws {
        // At 25 fps a 1 s still is 25 frames and a 0.5 s join 12.5: rounded up twice they would need 26.
        let show = Slideshow(
            items: try ["a.png", "b.png", "c.png"].map { try Self.still($0, duration: 1) },
            join: SlideshowJoin("fade", duration: 0.5), fps: 25)
        let timeline = try SlideshowTimeline(show)
        #expect(timeline.joins.map(\.count) == [12, 12])
        #expect(timeline.frameCount == 75 - 24)
        // 0.3 × 10 is 2.9999… in binary; it is still 3 frames.
        var tenths = show
        tenths.fps = 10
        tenths.joins = Array(repeating: SlideshowJoin("fade", duration: 0.3), count: 2)
        #expect(try SlideshowTimeline(tenths).joins.map(\.count) == [3, 3])
    }

    static let errorCases: [(String, Slideshow, SlideshowError)] = {
        let a = try! still("a.jpg")
        let b = try! still("b.jpg", duration: 1)
        let c = try! still("c.jpg")
        let clip = Self.clip("clip.mp4", seconds: 2)
        return [
            (
                "join longer than the item after it",
                Slideshow(items: [a, b], join: SlideshowJoin("fade", duration: 1.5)),
                .badJoin(join: "join 1 (a.jpg → b.jpg, fade)", reason: "1.5 s is longer than b.jpg (1 s)")
            ),
            (
                "join longer than what the join before left",
                Slideshow(
                    items: [a, b, c],
                    joins: [SlideshowJoin("fade", duration: 0.6), SlideshowJoin("fade", duration: 0.6)]),
                .badJoin(
                    join: "join 2 (b.jpg → c.jpg, fade)",
                    reason: "0.6 s is longer than the 0.4 s of b.jpg left after the join before it")
            ),
            (
                "trim end past the clip",
                Slideshow(
                    items: [a, SlideshowItem(clip: clip, start: 0, end: 3)], join: SlideshowJoin("fade", duration: 0.5)),
                .badItem(item: "item 2 (clip.mp4)", reason: "trim end 3 s is past the clip's end (2 s)")
            ),
            (
                "trim start past the clip", Slideshow(items: [SlideshowItem(clip: clip, start: 2.5)], joins: []),
                .badItem(item: "item 1 (clip.mp4)", reason: "trim start 2.5 s is outside the clip (0 to 2 s)")
            ),
            (
                "trim end before its start",
                Slideshow(items: [SlideshowItem(clip: clip, start: 1, end: 0.5)], joins: []),
                .badItem(item: "item 1 (clip.mp4)", reason: "trim end 0.5 s is not after its start 1 s")
            ),
            (
                "still of no length", Slideshow(items: [try! still("z.png", duration: 0)], joins: []),
                .badItem(
                    item: "item 1 (z.png)", reason: "a still's duration must be a positive number of seconds, not 0")
            ),
            (
                "join shorter than a frame", Slideshow(items: [a, c], join: SlideshowJoin("fade", duration: 0.001)),
                .badJoin(join: "join 1 (a.jpg → c.jpg, fade)", reason: "0.001 s is shorter than one frame at 30 fps")
            ),
            (
                "joins not one per pair", Slideshow(items: [a, b, c], joins: [SlideshowJoin("fade", duration: 0.5)]),
                .joinCount(items: 3, joins: 1)
            ),
            ("nothing", Slideshow(items: [], joins: []), .noItems),
        ]
    }()

    @Test(arguments: errorCases.map(\.0))
    func anImpossibleRequestNamesItsItemOrJoin(name: String) throws {
        let (_, show, expected) = try #require(Self.errorCases.first { $0.0 == name })
        #expect(throws: expected, "\(name)") { try SlideshowTimeline(show) }
        #expect(!expected.description.contains("\n"))
    }

    @Test func anUnknownTransitionOrParameterNamesItsJoinBeforeAnythingIsDrawn() throws {
        let library = try EffectLibrary(environment: [:])
        let items = [try Self.still("a.jpg"), try Self.still("b.jpg")]
        let unknown = Slideshow(items: items, join: SlideshowJoin("fadee", duration: 0.5))
        do {
            _ = try unknown.timeline(checkingIn: library)
            Issue.record("an unknown transition was accepted")
        } catch let error as SlideshowError {
            #expect(error.description.hasPrefix("join 1 (a.jpg → b.jpg, fadee): "), "\(error)")
            #expect(error.description.contains("'fade'"), "no suggestion: \(error)")
        }
        let parameter = Slideshow(
            items: items, join: SlideshowJoin("fade", duration: 0.5, parameters: [("nonsense", .float(1))]))
        #expect(throws: SlideshowError.self) { try parameter.timeline(checkingIn: library) }
        // Layer transitions from behaviour files are joins like any other.
        #expect(
            try Slideshow(items: items, join: SlideshowJoin("page-flip", duration: 0.5)).timeline(checkingIn: library)
                .frameCount == 165)
    }
}
