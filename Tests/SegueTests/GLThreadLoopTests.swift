import Foundation
import Segue
import Testing

/// A frame loop run on the engine's GL thread (`Engine.runOnGLThread`) draws what calls from
/// other threads draw, and calls from other threads wait for it rather than interleave.
@Suite(.requiresGPU)
struct GLThreadLoopTests {
    @Test func framesDrawnOnTheGLThreadMatchFramesDrawnFromOutside() throws {
        let engine = try TestEngine.privateEngine()
        let transition = try engine.makeTransition(
            "fade", from: TestImages.pattern(width: 33, height: 17),
            to: TestImages.pattern(width: 33, height: 17, seed: 2))
        let outside = try [0.0, 0.3, 1.0].map { try transition.render(progress: $0) }
        let inside = try engine.runOnGLThread { try [0.0, 0.3, 1.0].map { try transition.render(progress: $0) } }
        #expect(inside.map(\.pixels) == outside.map(\.pixels))
    }

    @Test func anotherThreadsCallWaitsUntilTheLoopReturns() throws {
        let engine = try TestEngine.privateEngine()
        let transition = try engine.makeTransition(
            "fade", from: TestImages.pattern(width: 16, height: 16),
            to: TestImages.pattern(width: 16, height: 16, seed: 3))
        let order = OrderLog()
        let otherDone = DispatchSemaphore(value: 0)
        try engine.runOnGLThread {
            Thread {
                _ = try? transition.render(progress: 0.5)
                order.append("other thread")
                otherDone.signal()
            }.start()
            // Time for the other call to be queued behind this loop.
            Thread.sleep(forTimeInterval: 0.2)
            _ = try transition.render(progress: 0.25)
            order.append("loop")
        }
        otherDone.wait()
        #expect(order.entries == ["loop", "other thread"])
    }
}

/// Entries appended from several threads, in order.
private final class OrderLog: @unchecked Sendable {
    // Sendable is sound: `entries` is only touched while holding `lock`.
    private let lock = NSLock()
    private var log: [String] = []

    func append(_ entry: String) { lock.withLock { log.append(entry) } }
    var entries: [String] { lock.withLock { log } }
}
