import Foundation
import Segue
import Testing

/// The async render API: frames in order with exact progress reports, cancellation that stops
/// mid-way and leaves no output behind.
@Suite(.requiresGPU)
struct AsyncRenderingTests {
    func transition(width: Int = 24, height: Int = 16) throws -> TransitionRenderer {
        try TestEngine.transition("crossfade", width: width, height: height)
    }

    /// A fresh empty folder, removed when `body` returns.
    func withScratchFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    @Test func renderFramesDeliversEveryFrameInOrderAndReportsEachOnce() async throws {
        let transition = try transition()
        var frames: [Frame] = []
        var reports: [FrameProgress] = []
        try await transition.renderFrames(
            count: 7, curve: .easeIn, into: { frames.append($0) }, progress: { reports.append($0) })
        #expect(reports == (1...7).map { FrameProgress(completed: $0, total: 7) })
        #expect(reports.last?.fractionCompleted == 1)
        #expect(frames.map(\.index) == Array(0..<7))
        for frame in frames {
            let progress = TimingCurve.easeIn.value(at: Double(frame.index) / 6)
            #expect(frame.progress == progress)
            #expect(frame.image == (try transition.render(progress: progress)), "frame \(frame.index)")
        }
    }

    @Test func renderFramesStopsWhenItsTaskIsCancelled() async throws {
        let transition = try transition()
        // A task of its own: cancelling the test's task would cancel the test.
        let task = Task {
            var delivered = 0
            do {
                try await transition.renderFrames(
                    count: 50, into: { _ in delivered += 1 },
                    progress: { report in
                        if report.completed == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                    })
            } catch is CancellationError {
                return delivered
            }
            return -1
        }
        #expect(try await task.value == 3)
    }

    @Test func writeFramesWritesNumberedFilesTimedAsTheCLI() async throws {
        let transition = try transition()
        try await withScratchFolder { folder async throws in
            let out = folder.appendingPathComponent("frames")
            var reports: [FrameProgress] = []
            try await transition.writeFrames(to: out, fps: 10, duration: 0.5, progress: { reports.append($0) })
            let names = (0...5).map { String(format: "frame_%04d.png", $0) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == names)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames"])
            #expect(reports.count == 6 && reports.last == FrameProgress(completed: 6, total: 6))
            for (index, name) in names.enumerated() {
                let image = try Image(contentsOfFile: out.appendingPathComponent(name).path)
                #expect(image == (try transition.render(progress: Double(index) / 5)), "\(name)")
            }
        }
    }

    @Test func writeFramesIntoAnExistingFolderReplacesOnlyItsFrames() async throws {
        let transition = try transition()
        try await withScratchFolder { folder async throws in
            try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            try Data("stale".utf8).write(to: folder.appendingPathComponent("frame_0000.png"))
            try await transition.writeFrames(to: folder, fps: 4, duration: 0.25)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "frame_0000.png", "frame_0001.png", "notes.txt",
                ])
            #expect(
                try Image(contentsOfFile: folder.appendingPathComponent("frame_0000.png").path)
                    == (try transition.render(progress: 0)))
        }
    }

    @Test func writeFramesCancelledMidwayLeavesNoOutputNorPartialFiles() async throws {
        let transition = try transition(width: 64, height: 48)
        try await withScratchFolder { folder async throws in
            let out = folder.appendingPathComponent("frames")
            // The task cancels itself after the fourth frame: deterministic, with no thread held
            // waiting for another to be scheduled (which a loaded two-core machine may not do for seconds).
            let task = Task {
                try await transition.writeFrames(
                    to: out, fps: 30, duration: 2,
                    progress: { report in
                        if report.completed == 4 { withUnsafeCurrentTask { $0?.cancel() } }
                    })
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func framesYieldsExactlyCountFramesEqualToRenderProgress() async throws {
        let transition = try transition()
        var frames: [Frame] = []
        for try await frame in transition.frames(count: 5, curve: .easeInOut) { frames.append(frame) }
        #expect(frames.map(\.index) == Array(0..<5))
        for frame in frames {
            let progress = TimingCurve.easeInOut.value(at: Double(frame.index) / 4)
            #expect(frame.progress == progress)
            #expect(frame.image == (try transition.render(progress: progress)))
        }
        let single: some AsyncSequence<Frame, any Error> = transition.frames(count: 1)
        #expect(try await single.reduce(into: []) { $0.append($1.progress) } == [0])
    }

    @Test func framesAreDrawnOnlyAFewAheadOfTheConsumer() async throws {
        let engine = try TestEngine.privateEngine()
        let image = TestImages.pattern(width: 8, height: 8)
        let transition = try engine.makeTransition("crossfade", from: image, to: image)
        _ = try transition.render(progress: 0)
        let before = engine.counters
        var iterator = transition.frames(count: 1000).makeAsyncIterator()
        _ = try await iterator.next()
        _ = try await iterator.next()
        // Two handed back and three in flight (`FrameStream`'s ring), not the thousand asked for.
        #expect(engine.counters.since(before).readbacks == 2 + 3)
    }

    @Test func framesStopOnCancellation() async throws {
        let transition = try transition()
        let task = Task {
            var seen = 0
            do {
                for try await _ in transition.frames(count: 1000) {
                    seen += 1
                    if seen == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                }
            } catch is CancellationError {
                return seen
            }
            return -1
        }
        #expect(try await task.value == 3)
    }

    @Test func invalidCountsAndTimingsThrow() async throws {
        let transition = try transition()
        await #expect(throws: RenderError.invalidFrameCount(-1)) {
            try await transition.renderFrames(count: -1, into: { _ in })
        }
        await #expect(throws: RenderError.invalidFrameCount(-2)) { for try await _ in transition.frames(count: -2) {} }
        await #expect(throws: RenderError.invalidFrameTiming(fps: 0, duration: 1)) {
            try await transition.writeFrames(to: URL(fileURLWithPath: "/nonexistent/frames"), fps: 0, duration: 1)
        }
        var none = 0
        try await transition.renderFrames(count: 0, into: { _ in none += 1 }, progress: { _ in none += 1 })
        #expect(none == 0)
    }
}
