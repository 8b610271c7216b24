import Foundation

/// Recorded gestures used across the tests, read from `Fixtures/`.
enum GestureFixtures {
    /// A leftward flick at 60 Hz that is still accelerating when the finger lifts at 41.5 percent progress.
    static let fastSwipeJSON = fixture("fast-swipe.json")

    /// A slow leftward drag to 20 percent progress that rests for 0.2 s before lifting.
    static let slowDragJSON = fixture("slow-drag.json")

    private static func fixture(_ name: String) -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try! String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}
