import Foundation
import Segue
import Testing

/// The README's clip example compiles (copied here verbatim), runs, and writes both clips.
@Suite(.requiresGPU)
struct ReadmeVideoExampleTests {
    func videoExample(_ transition: TransitionRenderer, clips: URL) async throws {
        try await transition.writeVideo(
            to: clips.appendingPathComponent("fade.mp4"), fps: 30, duration: 1, curve: .easeInOut)
        let controller = try InteractiveTransitionController(duration: 0.5)
        controller.update(0.4)  // the finger lifted at 40 %
        controller.finish(startingAt: 0)  // and the transition completes by itself
        var progresses: [Double] = []
        for tick in 0..<300 {
            progresses.append(controller.progress(at: Double(tick) / 30))
            if case .ended = controller.state { break }
        }
        let gif = try VideoFileWriter(
            url: clips.appendingPathComponent("swipe.gif"), width: transition.renderer.width,
            height: transition.renderer.height, fps: 30, encoding: VideoEncoding(container: .gif))
        try await transition.record(progresses: progresses, into: gif)
    }

    @Test func videoExampleRunsAndMatchesTheReadme() async throws {
        let example = try CompiledCopy.text(after: "clips: URL) async throws {\n", before: "\n    }\n")
        #expect(
            try ReadmeUseFromSwiftTests.readme().contains(
                "let clips = URL(fileURLWithPath: \"clips\")  // a folder that exists\n" + example + "\n```"),
            "README's clip example differs from the compiled copy")

        let transition = try TestEngine.transition("crossfade", width: 40, height: 30)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-readme-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await videoExample(transition, clips: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fade.mp4", "swipe.gif"])
    }
}
