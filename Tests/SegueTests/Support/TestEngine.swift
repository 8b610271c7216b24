import Foundation
import Segue
import Testing

/// The engine GPU tests share, opened once per test process.
///
/// A GPU test skips only when no EGL platform works at all, and then only when
/// `SEGUE_REQUIRE_GPU` is not `1`: CI sets it, so a missing EGL fails there instead.
enum TestEngine {
    private static let opened: Result<Engine, any Error> = {
        do {
            return .success(try Engine())
        } catch {
            return .failure(error)
        }
    }()

    /// Whether GPU tests should run (true) or skip (false, with EGL absent and not required).
    static var isAvailable: Bool {
        if case .success = opened { return true }
        return ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1"
    }

    /// The shared engine; throws the EGL error when it could not be opened.
    static func engine() throws -> Engine {
        try opened.get()
    }

    /// The transition `name` on the shared engine, from `TestImages.pattern` to `TestImages.otherPattern`, both
    /// `width`×`height`.
    static func transition(_ name: String, width: Int, height: Int) throws -> TransitionRenderer {
        try engine().makeTransition(
            name, from: TestImages.pattern(width: width, height: height),
            to: TestImages.otherPattern(width: width, height: height))
    }

    /// An engine of its own, for tests that read counters while other tests run in parallel.
    static func privateEngine() throws -> Engine {
        try Engine()
    }
}

/// A trait for GPU tests: `@Test(.requiresGPU)`.
extension Trait where Self == ConditionTrait {
    static var requiresGPU: Self {
        .enabled(if: TestEngine.isAvailable, "no EGL platform is usable here (set SEGUE_REQUIRE_GPU=1 to fail instead)")
    }
}
