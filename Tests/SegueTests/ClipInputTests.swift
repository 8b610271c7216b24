import Foundation
import Segue
import TestPrograms
import Testing

/// Clips as inputs: both clips advance through the transition, each picture is uploaded once
/// into the input's existing texture, and a still stays uploaded once.
@Suite(.requiresGPU)
struct ClipInputTests {
    static let (width, height) = (24, 16)

    static func fromColour(_ frame: Int) -> RGBA { RGBA(UInt8(frame * 20), 50, 200) }
    static func toColour(_ frame: Int) -> RGBA { RGBA(10, UInt8(frame * 20), 90) }

    @Test func theFrameAtEachTimeMixesTheRightPicturesOfBothClips() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fromPath = try TestClips.make(
            "from.mkv",
            frames: TestClips.solidFrames(10, width: Self.width, height: Self.height, colour: Self.fromColour), fps: 10,
            in: directory)
        let toPath = try TestClips.make(
            "to.mkv", frames: TestClips.solidFrames(8, width: Self.width, height: Self.height, colour: Self.toColour),
            fps: 10, in: directory)
        let fromClip = try Clip(contentsOfFile: fromPath)
        let toClip = try Clip(contentsOfFile: toPath)
        #expect(fromClip.width == Self.width && fromClip.height == Self.height)
        #expect(abs(fromClip.duration - 1) < 0.01 && abs(fromClip.frameRate - 10) < 0.01)

        let engine = try TestEngine.privateEngine()
        let transition = try engine.makeTransition(
            "fade", from: try Image(width: Self.width, height: Self.height),
            to: try Image(width: Self.width, height: Self.height))
        // 1 s and 0.8 s clips, a 0.5 s fade from 0.5 s: frames 0…12 at 10 fps.
        let timeline = try ClipTimeline(
            fps: 10, duration: 0.5, fromLength: fromClip.duration, toLength: toClip.duration)
        #expect(timeline.frameCount == 13)
        let sink = CollectingSink()
        let before = engine.counters
        try transition.record(from: fromClip, to: toClip, timeline: timeline, into: sink)
        let work = engine.counters.since(before)
        #expect(sink.finished && !sink.cancelled)
        #expect(sink.frames.count == 13)

        for (index, bytes) in sink.frames.enumerated() {
            let progress = min(max(Double(index - 5) / 5, 0), 1)
            let from = Self.fromColour(min(index, 9))
            let to = Self.toColour(max(index - 5, 0))
            let expected = [from.r, from.g, from.b].indices.map { channel -> Double in
                let a = Double([from.r, from.g, from.b][channel])
                let b = Double([to.r, to.g, to.b][channel])
                return a * (1 - progress) + b * progress
            }
            // Every pixel of a solid frame is the same; check the centre and a corner.
            for pixel in [0, (Self.height / 2 * Self.width + Self.width / 2)] {
                let got = bytes[(pixel * 4)..<(pixel * 4 + 3)].map(Double.init)
                let error = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
                #expect(error <= 1.5, "frame \(index): \(got) for \(expected)")
            }
        }
        // Frame 0 draws both first pictures; frames 1…4 pass "from" through without drawing; 5…10
        // draw, uploading "from"'s pictures 5…9 (frame 10 holds the last) and "to"'s 1…5; 11 and
        // 12 pass "to" through.
        #expect(work.uploads == 2 + 5 + 5)
        // The first frame's objects, plus, once, what the fade copies and blends with (a
        // framebuffer over each clip's texture, the blending program and its sampler).
        #expect(work.objectsCreated <= 8 + 5, "per-frame work creates no GL objects: \(work.objectsCreated)")
    }

    @Test func aStillBesideAClipIsUploadedOnce() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let toPath = try TestClips.make(
            "to.mkv", frames: TestClips.solidFrames(6, width: Self.width, height: Self.height, colour: Self.toColour),
            fps: 10, in: directory)
        let toClip = try Clip(contentsOfFile: toPath)
        let engine = try TestEngine.privateEngine()
        let still = TestImages.pattern(width: Self.width, height: Self.height)
        let transition = try engine.makeTransition(
            "fade", from: still, to: try Image(width: Self.width, height: Self.height))
        let timeline = try ClipTimeline(fps: 10, duration: 0.3, fromLength: nil, toLength: toClip.duration)
        #expect(timeline.frameCount == 6)
        let sink = CollectingSink()
        let before = engine.counters
        try transition.record(from: nil, to: toClip, timeline: timeline, into: sink)
        #expect(sink.frames.count == 6)
        // The still once, and the clip's first four pictures: 0…3 are the fade, 4 and 5 pass through.
        #expect(engine.counters.since(before).uploads == 1 + 4)
        // The first frame is the still, the last the clip's last picture.
        #expect(Array(sink.frames[0]) == still.pixels)
        let last = Self.toColour(5)
        #expect(
            Array(sink.frames[5].prefix(3)).map(Int.init).elementsEqual([last.r, last.g, last.b].map(Int.init)) {
                abs($0 - $1) <= 1
            })
    }

    @Test func aCorruptClipIsOneClearError() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.mp4").path
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Clip(contentsOfFile: path)
            Issue.record("a corrupt clip was read")
        } catch {
            #expect("\(error)".hasPrefix("\(path): not an image or clip Segue can read ("), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }
}
