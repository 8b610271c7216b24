import Foundation
import Segue
import TestPrograms
import Testing

@testable import segue_bench

/// The end-to-end copy-between row's three commands, run small: each writes every frame the row
/// reports. No timing assertions.
struct CopyBetweenJobTests {
    @Test func theShapeCountsBothClipsLessTheJoin() {
        // 2 × 1800 frames less a 30-frame join.
        #expect(EndToEnd.CopyBetweenShape().frames == 3570)
    }

    @Test(.enabled(if: BenchTests.gpuUsable && ChildProcess.locate("ffmpeg") != nil))
    func allThreeCommandsWriteTheFramesTheRowReports() throws {
        let ffmpeg = try #require(ChildProcess.locate("ffmpeg"))
        let directory = try BenchTests.temporaryDirectory("copy")
        defer { try? FileManager.default.removeItem(at: directory) }
        let endToEnd = EndToEnd(ffmpeg: ffmpeg, segue: "", from: "", to: "", repetitions: 1, directory: directory)
        let shape = EndToEnd.CopyBetweenShape(seconds: 2, join: 1, fps: 10, width: 160, height: 90, keyframeInterval: 5)
        let job = EndToEnd.copyBetweenJob(
            clips: try endToEnd.makeCopyBetweenClips(shape), shape: shape, directory: directory)
        #expect(job.frames == 30)
        let segue = BuiltProgram("segue")
        for arguments in [job.copy, job.whole] {
            let run = segue.run(arguments)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let baseline = try ChildProcess(ffmpeg, arguments: ["-v", "error", "-y"] + job.ffmpeg).run()
        #expect(baseline.succeeded, "\(baseline.errorText)")
        for output in job.outputs {
            #expect(try endToEnd.packetCount(output) == 30, "\(output)")
        }
    }
}
