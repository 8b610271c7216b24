import Foundation
import Segue
import TestPrograms
import Testing

/// The library's copy-between-joins API: the plan cuts each clip at its keyframes around the joins
/// (and around trims that miss one), writing makes the planned frames, and a cancelled write
/// leaves only the inputs.
@Suite(.requiresGPU)
struct SequenceCopyTests {
    /// A folder holding a.mp4 and b.mp4: 4 s of moving test pattern at 30 fps, 160x120, H.264 with a
    /// keyframe every 30 frames and no others.
    static func clips() throws -> URL {
        let folder = try TestClips.directory()
        for (name, source) in [
            ("a.mp4", "testsrc2=size=160x120:rate=30:duration=4"),
            ("b.mp4", "testsrc2=size=160x120:rate=30:duration=4,negate"),
        ] {
            let made = try TestClips.generate(
                source,
                options: [
                    "-c:v", "libx264", "-preset", "veryfast", "-g", "30", "-sc_threshold", "0", "-pix_fmt", "yuv420p",
                ],
                to: folder.appendingPathComponent(name).path)
            #expect(made.succeeded, "\(made.errorText)")
        }
        return folder
    }

    static func show(_ folder: URL, first: SlideshowItem? = nil, middle: [SlideshowItem] = []) throws -> Slideshow {
        let a = try first ?? SlideshowItem(contentsOfFile: folder.appendingPathComponent("a.mp4").path)
        let items = [a] + middle + [try SlideshowItem(contentsOfFile: folder.appendingPathComponent("b.mp4").path)]
        return Slideshow(items: items, join: SlideshowJoin("fade", duration: 0.5))
    }

    @Test func thePlanCopiesFromKeyframeToKeyframeAroundJoinsAndTrims() throws {
        let folder = try Self.clips()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try TestEngine.engine()
        let encoding = VideoEncoding(container: .mp4)
        // 120 + 120 − 15 frames; the join at 105…119; b.mp4 from output 105 (its frame 0).
        let plain = try engine.copyPlan(for: Self.show(folder), encoding: encoding)
        #expect(
            plain.parts == [
                .copy(item: 0, frames: 0..<90, clipFrames: 0..<90), .render(frames: 90..<135),
                .copy(item: 1, frames: 135..<225, clipFrames: 30..<120),
            ])
        #expect(plain.renderedFrames == 45 && plain.copiedSeconds == 6)
        // a.mp4 from 0.5 s (its frame 15): 105 frames, the join at 90…104; its frames 15…29 are
        // rendered up to its keyframe at 30 (output 15), copied up to its keyframe at 90 (output 75).
        let trimmed = try engine.copyPlan(
            for: Self.show(
                folder, first: SlideshowItem(contentsOfFile: folder.appendingPathComponent("a.mp4").path, start: 0.5)),
            encoding: encoding)
        #expect(
            trimmed.parts == [
                .render(frames: 0..<15), .copy(item: 0, frames: 15..<75, clipFrames: 30..<90),
                .render(frames: 75..<120),
                .copy(item: 1, frames: 120..<210, clipFrames: 30..<120),
            ])
    }

    @Test func writingMakesThePlannedFramesAndNothingElse() async throws {
        let folder = try Self.clips()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try TestEngine.engine()
        let output = folder.appendingPathComponent("show.mp4")
        var reported: [FrameProgress] = []
        try await engine.writeVideoCopyingBetweenJoins(try Self.show(folder), to: output) { reported.append($0) }
        #expect(reported.last == FrameProgress(completed: 45, total: 45), "progress counts the rendered frames")
        let count = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
                "-of", "csv=p=0", output.path,
            ]
        ).run().outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(count == "225")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.mp4", "b.mp4", "show.mp4"])
    }

    @Test func aCancelledWriteLeavesOnlyTheInputs() async throws {
        let folder = try Self.clips()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try TestEngine.engine()
        // Ten minutes of still between the clips: rendering it would take far longer than the wait.
        let still = SlideshowItem(image: try Image(width: 160, height: 120, color: RGBA(200, 30, 30)), duration: 600)
        let show = try Self.show(folder, middle: [still])
        let output = folder.appendingPathComponent("show.mp4")
        let task = Task { try await engine.writeVideoCopyingBetweenJoins(show, to: output) }
        // Cancelled from a thread of its own: the write holds a thread of the task pool while it
        // renders, and with the other tests' work on the rest (two on this machine) a sleeping
        // test might only wake once the write is done.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { task.cancel() }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.mp4", "b.mp4"])
    }
}
