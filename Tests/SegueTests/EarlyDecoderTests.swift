import Foundation
import TestPrograms
import Testing

@testable import Segue

/// A decoder started before its clip is probed (`EarlyDecoders`) is adopted when it guessed the
/// recording's command, and left over otherwise; either way the frames are those of a recording
/// that started its own.
@Suite(.requiresGPU)
struct EarlyDecoderTests {
    @Test func aDecoderStartedEarlyIsAdoptedOnlyWhenItGuessedRightAndChangesNoFrame() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try PlanarClipTests.yuv420Clip(
            (0..<6).map { _ in try PlanarClipTests.picture(width: 64, height: 48) }, in: directory)
        let clip = try Clip(contentsOfFile: path, ffmpeg: try TestClips.ffmpeg())
        let engine = try TestEngine.privateEngine()
        let blank = try Image(width: 64, height: 48)
        let timeline = try ClipTimeline(fps: 10, duration: 0.3, fromLength: clip.duration, toLength: nil)
        // The clip's own matrix and size: its pictures pass through as planes.
        let format = FramePixelFormat.yuv420p(try #require(clip.yuvColours).matrix)
        func record(guessingPlanar planar: Bool?) throws -> [[UInt8]] {
            if let planar { EarlyDecoders.start(path: path, ffmpeg: clip.ffmpeg, start: 0, fps: 10, planar: planar) }
            let transition = try engine.makeTransition("fade", from: blank, to: blank)
            let sink = CollectingSink(format)
            try transition.record(from: clip, to: nil, timeline: timeline, into: sink)
            return sink.frames
        }
        let own = try record(guessingPlanar: nil)
        #expect(own.count == timeline.frameCount)
        #expect(try record(guessingPlanar: true) == own)
        #expect(EarlyDecoders.unusedCount == 0, "the right guess is adopted")
        #expect(try record(guessingPlanar: false) == own)
        #expect(EarlyDecoders.unusedCount == 1, "a wrong guess is left over")
        EarlyDecoders.discardUnused()
        #expect(EarlyDecoders.unusedCount == 0)
    }
}
