import Foundation
import Testing

@testable import Segue

/// One renderer shared by several threads returns each caller the frame of its own progress.
struct ThreadSafetyTests {
    @Test(.requiresGPU) func aSharedTransitionRendererGivesEachThreadItsOwnFrame() async throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 24, height: 16)
        let to = TestImages.otherPattern(width: 24, height: 16)
        let shared = try engine.makeTransition("crossfade", from: from, to: to)
        let reference = try engine.makeTransition("crossfade", from: from, to: to)
        let progresses = [0.1, 0.35, 0.6, 0.85]
        let expected = try progresses.map { try reference.render(progress: $0) }
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for (thread, progress) in progresses.enumerated() {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<200 where try shared.render(progress: progress) != expected[thread] { wrong += 1 }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0, "\(mismatches) of 800 renders returned another thread's frame")
    }

    @Test(.requiresGPU) func parametersSetFromOtherThreadsWhileRenderingNeverTearAFrame() async throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 16, height: 16)
        let transition = try engine.makeTransition(
            "pixellate-dissolve", from: image, to: TestImages.otherPattern(width: 16, height: 16))
        let frames = try [false, true].map { smooth in
            try transition.set("smooth", smooth)
            return try transition.render(progress: 0.4)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<100 { try transition.set("smooth", index % 2 == 0) }
            }
            group.addTask {
                for _ in 0..<100 {
                    let frame = try transition.render(progress: 0.4)
                    #expect(frames.contains(frame), "a frame mixed two settings")
                }
            }
            try await group.waitForAll()
        }
    }
}
