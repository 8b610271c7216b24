import Foundation
import Segue
import Testing

/// `segue render --gesture` and `--progress-stdin`, compared frame by frame with the library.
struct InteractiveCLITests {
    static let common = ["render", "--from", "examples/coffee.png", "--to", "examples/chelsea.png", "--size", "48x32"]

    static func frames(in directory: URL) throws -> [Image] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .map { try Image(contentsOfFile: directory.appendingPathComponent($0).path) }
    }

    static func transition() throws -> TransitionRenderer {
        let engine = try Engine()
        return try engine.makeTransition(
            "pixellate-dissolve",
            from: Image(contentsOfFile: CLITests.root.appendingPathComponent("examples/coffee.png").path),
            to: Image(contentsOfFile: CLITests.root.appendingPathComponent("examples/chelsea.png").path), width: 48,
            height: 32
        )
    }

    @Test(
        .enabled(if: CLITests.gpuUsable),
        arguments: [("swipe.json", true), ("slow-drag.json", false), ("pinch.json", true), ("swipe-left.json", true)])
    func gestureReplayFinishesOrCancelsAsTheReleaseSays(track: String, finishes: Bool) throws {
        let out = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = CLITests.run(
            Self.common + ["--gesture", "examples/\(track)", "--fps", "60", "--duration", "0.4", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(finishes ? "finished" : "cancelled"), "\(result.stdout)")

        let replay = try GestureReplay(
            track: InteractionTrack(
                json: try Data(contentsOf: CLITests.root.appendingPathComponent("examples/\(track)"))),
            fps: 60, duration: 0.4)
        let written = try Self.frames(in: out)
        #expect(written.count == replay.frames.count)
        let transition = try Self.transition()
        for (frame, expected) in zip(written, replay.frames) {
            #expect(frame == (try transition.render(progress: expected.progress)), "frame at t=\(expected.time)")
        }
        #expect(written.last == (try transition.render(progress: finishes ? 1 : 0)))
    }

    /// A swipe the other way does not start the transition: every frame is "from", and it says so.
    @Test(.enabled(if: CLITests.gpuUsable)) func aSwipeTheWrongWayLeavesTheFirstImage() throws {
        let out = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let track = out.appendingPathComponent("right.json")
        let samples = (0..<12).map { "{\"t\": \(Double($0) / 60), \"x\": \(100 + 20 * $0), \"y\": 50}" }
        try Data("{\"kind\": \"horizontal-swipe\", \"samples\": [\(samples.joined(separator: ", "))]}".utf8)
            .write(to: track)
        let frames = out.appendingPathComponent("frames")
        let result = CLITests.run(
            Self.common + ["--gesture", track.path, "--fps", "30", "--duration", "0.4", "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("the horizontal-swipe did not begin the transition"), "\(result.stdout)")
        let first = try Self.transition().render(progress: 0)
        #expect(try Self.frames(in: frames).allSatisfy { $0 == first })
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func stdinDrivesProgressAndSkipsBadLines() throws {
        let out = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = CLITests.program.run(
            Self.common + ["--progress-stdin", "--fps", "30", "--duration", "0.2", "--out", out.path],
            input: Data("0.25\nnot a number\n# a comment\n0.5\n7\ncancel\n".utf8))
        let stderr = result.stderr
        #expect(result.status == 0)
        #expect(stderr.split(separator: "\n").count == 2, "\(stderr)")
        #expect(stderr.contains("not a number") && stderr.contains("7"))
        let written = try Self.frames(in: out)
        let transition = try Self.transition()
        #expect(written[0] == (try transition.render(progress: 0.25)))
        #expect(written[1] == (try transition.render(progress: 0.5)))
        #expect(written.last == (try transition.render(progress: 0)))
        // Two progress lines, then the cancel from 0.5 eases over 0.5 · 0.2 s = 0.1 s, sampled at
        // 0, 1/30, 2/30 and 3/30 s, where it ends on 0: six frames.
        #expect(written.count == 6)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func curvesShapeTimeDrivenFrames() throws {
        let out = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = CLITests.run(
            Self.common + ["--curve", "easeIn", "--fps", "10", "--duration", "1", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try Self.frames(in: out)
        #expect(written.count == 11)
        let transition = try Self.transition()
        #expect(written[5] == (try transition.render(progress: TimingCurve.easeIn.value(at: 0.5))))
        #expect(written[10] == (try transition.render(progress: 1)))
        let bad = CLITests.run(Self.common + ["--curve", "wobbly", "--out", out.path])
        #expect(bad.status != 0 && bad.stderr.contains("wobbly"))
    }
}
