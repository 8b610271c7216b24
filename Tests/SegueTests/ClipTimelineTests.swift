import Testing

@testable import Segue

/// Frames of a transition between clips are placed as ffmpeg's xfade places them.
struct ClipTimelineTests {
    @Test func twoClipsLastTheOffsetPlusTheSecondClip() throws {
        // "from" 3 s, "to" 2 s, 1 s transition at 30 fps: it starts at 2 s, and the output lasts 2 + 2 s.
        let timeline = try ClipTimeline(fps: 30, duration: 1, fromLength: 3, toLength: 2)
        #expect(timeline.offset == 2)
        #expect(timeline.frameCount == 120)
        #expect(timeline.progress(atTimelineFrame: 59) == 0)
        #expect(timeline.progress(atTimelineFrame: 60) == 0)
        #expect(timeline.progress(atTimelineFrame: 75) == 0.5)
        #expect(timeline.progress(atTimelineFrame: 90) == 1)
        #expect(timeline.progress(atTimelineFrame: 119) == 1)
    }

    @Test func theOverlapAloneEndsAtProgressOne() throws {
        let timeline = try ClipTimeline(
            fps: 10, duration: 0.5, offset: 1, fromLength: 3, toLength: 2, transitionOnly: true)
        #expect(timeline.frameCount == 6)
        #expect(
            (0..<6).map { timeline.progress(atTimelineFrame: timeline.timelineFrame($0)) } == [
                0, 0.2, 0.4, 0.6, 0.8, 1,
            ])
        #expect(timeline.fromStart == 1)
    }

    @Test func stillsStartAtOnceAndAStillToEndsTheOutput() throws {
        let both = try ClipTimeline(fps: 10, duration: 1, fromLength: nil, toLength: nil)
        #expect(both.offset == 0)
        #expect(both.frameCount == 11)  // as `segue render` with two images
        let held = try ClipTimeline(fps: 10, duration: 1, offset: 2, fromLength: nil, toLength: 4)
        #expect(held.frameCount == 60)
    }

    @Test func anOffsetPastTheFirstClipIsRefused() {
        #expect(throws: VideoError.invalidSettings("--offset 5.0 is past the end of the first clip (3.0 s)")) {
            try ClipTimeline(fps: 30, duration: 1, offset: 5, fromLength: 3, toLength: 2)
        }
        #expect(throws: VideoError.self) { try ClipTimeline(fps: 0, duration: 1, fromLength: nil, toLength: nil) }
        #expect(throws: VideoError.self) { try ClipTimeline(fps: 30, duration: -1, fromLength: nil, toLength: nil) }
    }

    @Test(arguments: [
        (30.0, "30"), (29.97, "30000/1001"), (23.976, "24000/1001"), (12.5, "25/2"), (59.94, "60000/1001"),
    ])
    func frameRatesAreStoredAsContainersStoreThem(fps: Double, text: String) {
        #expect(FrameRate(fps).ffmpegText == text)
    }
}
