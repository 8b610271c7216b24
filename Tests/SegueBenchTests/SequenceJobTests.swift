import Foundation
import Segue
import TestPrograms
import Testing

@testable import segue_bench

/// The end-to-end sequence row's two commands, run small: both make the same number of frames,
/// the number the row reports. No timing assertions.
struct SequenceJobTests {
    /// ffprobe's packet count of `path`'s video.
    static func frames(of path: String) throws -> Int? {
        let result = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
                "-of", "csv=p=0", path,
            ]
        ).run()
        return Int(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func shapeCountsFramesAndOffsetsAsXfadeDoes() {
        let shape = EndToEnd.SlideshowShape()
        // 8 × 60 frames less 7 joins of 15.
        #expect(shape.frames == 375)
        #expect((0..<7).map(shape.offset(ofJoin:)) == [1.5, 3, 4.5, 6, 7.5, 9, 10.5])
    }

    @Test(.enabled(if: BenchTests.gpuUsable && ChildProcess.locate("ffmpeg") != nil))
    func bothSidesWriteTheFramesTheRowReports() throws {
        let ffmpeg = try #require(ChildProcess.locate("ffmpeg"))
        let directory = try BenchTests.temporaryDirectory("sequence")
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = BuiltProgram.packageRoot.appendingPathComponent("examples")
        let endToEnd = EndToEnd(
            ffmpeg: ffmpeg, segue: "", from: examples.appendingPathComponent("coffee.png").path,
            to: examples.appendingPathComponent("chelsea.png").path, repetitions: 1, directory: directory)
        let stills = try endToEnd.makeStills(count: 3, width: 64, height: 36)
        let pictures = try stills.map { try Image(contentsOfFile: $0) }
        #expect(pictures.allSatisfy { $0.width == 64 && $0.height == 36 })
        #expect(Set(pictures.map(\.pixels)).count == 3, "the stills differ")

        let shape = EndToEnd.SlideshowShape(stills: 3, still: 1, join: 0.5, fps: 10)
        let segueOut = directory.appendingPathComponent("s.mp4").path
        let ffmpegOut = directory.appendingPathComponent("f.mp4").path
        let job = EndToEnd.sequenceJob(
            stills: stills, shape: shape, width: 64, height: 36, segueOut: segueOut, ffmpegOut: ffmpegOut)
        #expect(job.frames == 20)
        #expect(job.outputs == [segueOut, ffmpegOut])

        let segue = BuiltProgram("segue").run(job.segue)
        #expect(segue.status == 0, "\(segue.stderr)")
        let baseline = try ChildProcess(ffmpeg, arguments: ["-v", "error", "-y"] + job.ffmpeg).run()
        #expect(baseline.succeeded, "\(baseline.errorText)")
        #expect(try Self.frames(of: segueOut) == 20)
        #expect(try Self.frames(of: ffmpegOut) == 20)
    }
}
