import Foundation
import Segue
import Testing

/// Long recordings run on threads of their own: more of them than the task pool has threads
/// still leave the pool free, so a task that sleeps wakes on time and its cancellation stops
/// them before they finish; progress reaches the calling task.
@Suite(.requiresGPU)
struct JobThreadTests {
    /// Discards frames, counting them.
    final class DiscardingSink: FrameSink, @unchecked Sendable {
        // Sendable is sound: touched by one thread at a time (the recording's).
        let pixelFormat = FramePixelFormat.rgba
        private(set) var frames = 0
        private(set) var cancelled = false
        func append(_ frame: UnsafeRawBufferPointer) throws { frames += 1 }
        func finish() throws {}
        func cancel() { cancelled = true }
    }

    /// Two stills joined by a ten-minute fade, every frame drawn: far longer than the test waits.
    static func longShow() -> Slideshow {
        let items = [
            TestImages.pattern(width: 64, height: 48, seed: 2), TestImages.otherPattern(width: 64, height: 48),
        ].map { SlideshowItem(image: $0, duration: 600) }
        return Slideshow(items: items, join: SlideshowJoin("fade", duration: 600), fps: 30)
    }

    @Test func moreRecordingsThanThePoolHasThreadsStillStopWhenCancelled() async throws {
        let engine = try TestEngine.engine()
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let sinks = (0..<count).map { _ in DiscardingSink() }
        let tasks = sinks.map { sink in Task { try await engine.record(Self.longShow(), into: sink) } }
        // With every pool thread held by a recording this sleep would end only after one finished.
        try await Task.sleep(for: .milliseconds(500))
        for task in tasks { task.cancel() }
        for task in tasks { await #expect(throws: CancellationError.self) { try await task.value } }
        #expect(sinks.allSatisfy { $0.cancelled && $0.frames < 18_000 })
    }

    @Test func progressReachesTheCallingTask() async throws {
        let engine = try TestEngine.engine()
        let items = [TestImages.pattern(width: 32, height: 24), TestImages.otherPattern(width: 32, height: 24)].map {
            SlideshowItem(image: $0, duration: 1)
        }
        let show = Slideshow(items: items, join: SlideshowJoin("fade", duration: 0.5), fps: 10)
        var reported: [FrameProgress] = []
        try await engine.record(show, into: DiscardingSink()) { reported.append($0) }
        #expect(reported.last == FrameProgress(completed: 15, total: 15))
        #expect(zip(reported, reported.dropFirst()).allSatisfy { $0.completed <= $1.completed })
    }
}
