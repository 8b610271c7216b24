import Foundation
import Segue
import TestPrograms
import Testing

/// The library writes clips in a few lines, and a cancelled or failed write leaves no file.
@Suite(.requiresGPU)
struct VideoWritingTests {
    @Test func writeVideoMakesAClipWithEveryFrame() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transition = try TestEngine.transition("fade", width: 64, height: 48)
        let url = directory.appendingPathComponent("fade.mp4")
        var reports: [FrameProgress] = []
        try await transition.writeVideo(to: url, fps: 20, duration: 0.5) { reports.append($0) }
        #expect(reports.last == FrameProgress(completed: 11, total: 11))
        let probe = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-count_frames", "-show_entries",
                "stream=codec_name,width,height,nb_read_frames,r_frame_rate", "-of", "csv=p=0", url.path,
            ]
        ).run()
        #expect(probe.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,64,48,20/1,11")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fade.mp4"])
    }

    @Test func aCancelledWriteLeavesNoFile() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transition = try TestEngine.transition("fade", width: 64, height: 48)
        let url = directory.appendingPathComponent("cancelled.webm")
        // Long enough that a starved test pool cannot see the 10th frame only after the last one.
        let task = Task {
            try await transition.writeVideo(to: url, fps: 30, duration: 3000) { progress in
                if progress.completed >= 10 { withUnsafeCurrentTask { $0?.cancel() } }
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aFailingEncoderIsOneLineAndLeavesNoFile() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transition = try TestEngine.transition("fade", width: 32, height: 32)
        let url = directory.appendingPathComponent("broken.mkv")
        do {
            try await transition.writeVideo(
                to: url, fps: 10, duration: 1, encoding: VideoEncoding(container: .mkv, codec: "no-such-encoder"))
            Issue.record("an unknown encoder wrote a clip")
        } catch {
            #expect(
                "\(error)" == "ffmpeg failed writing \(url.path) (exit status 1): Unknown encoder 'no-such-encoder'")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func anInteractiveControllerDrivesARecording() async throws {
        let transition = try TestEngine.transition("fade", width: 16, height: 16)
        let controller = try InteractiveTransitionController(duration: 0.5)
        controller.update(0.4)
        controller.finish(startingAt: 0)
        // Sample the completion on a 30 fps clock until it ends.
        var progresses: [Double] = []
        for tick in 0..<300 {
            progresses.append(controller.progress(at: Double(tick) / 30))
            if case .ended = controller.state { break }
        }
        let sink = CollectingSink()
        try await transition.record(progresses: progresses, into: sink)
        #expect(sink.finished)
        #expect(sink.frames.count == progresses.count)
        #expect(progresses.first == 0.4 && progresses.last == 1)
        #expect(sink.frames.last == (try transition.render(progress: 1)).pixels)
    }
}
