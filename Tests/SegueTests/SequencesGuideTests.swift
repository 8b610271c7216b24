import Foundation
import Segue
import TestPrograms
import Testing

/// docs/SEQUENCES.md's Swift example compiles (copied here verbatim), runs, and writes its clip.
@Suite(.requiresGPU)
struct SequencesGuideTests {
    func guideExample(photos: URL) async throws -> SlideshowTimeline {
        let engine = try Engine()
        let show = Slideshow(
            items: [
                try SlideshowItem(contentsOfFile: photos.appendingPathComponent("a.jpg").path),
                try SlideshowItem(contentsOfFile: photos.appendingPathComponent("c.mp4").path, start: 0.5, end: 1.5),
            ],
            joins: [SlideshowJoin("wipeleft", duration: 0.5, curve: .easeInOut)],
            fps: 30, stillDuration: 3)
        let timeline = try show.timeline(checkingIn: engine.library)  // spans in frames; throws SlideshowError
        print(timeline.frameCount, timeline.duration)
        try await engine.writeVideo(show, to: photos.appendingPathComponent("show.mp4"))
        return timeline
    }

    @Test func theGuidesExampleRunsAndMatchesTheGuide() async throws {
        let example = try CompiledCopy.text(
            after: "photos: URL) async throws -> SlideshowTimeline {\n", before: "\n        return timeline\n")
        let guide = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/SEQUENCES.md"), encoding: .utf8)
        #expect(
            guide.contains(
                "let photos = URL(fileURLWithPath: \"photos\")  // a folder holding a.jpg and c.mp4\n" + example
                    + "\n"),
            "docs/SEQUENCES.md's example differs from the compiled copy")

        let photos = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: photos) }
        try TestImages.pattern(width: 32, height: 24).writeJPEG(toFile: photos.appendingPathComponent("a.jpg").path)
        let made = try TestClips.generate(
            "testsrc2=size=32x24:rate=10:duration=2", options: ["-pix_fmt", "yuv420p"],
            to: photos.appendingPathComponent("c.mp4").path)
        #expect(made.succeeded, "\(made.errorText)")
        let timeline = try await guideExample(photos: photos)
        // 3 s and the clip's 1 s trim less a 0.5 s join.
        #expect(timeline.frameCount == 90 + 30 - 15)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted() == ["a.jpg", "c.mp4", "show.mp4"])
    }
}
