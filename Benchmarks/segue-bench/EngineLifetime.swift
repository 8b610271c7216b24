import Segue

/// Keeps the engine alive until the process exits instead of tearing it down just before.
///
/// Releasing the last `Engine` stops its GL thread without joining it, so the thread's exit
/// (glibc frees its malloc cache; Mesa's thread-exit hooks run) races the process's own exit
/// handlers; about one test-suite run in three died with "corrupted double-linked list" in the GL
/// thread (`segue info` shows the same). An engine that is never released leaves its thread
/// parked in a condition wait while the process exits, which is safe.
enum EngineLifetime {
    // Written once on the main thread before any measurement, read by nobody.
    nonisolated(unsafe) private static var engines: [Engine] = []

    /// Holds `engine` for the rest of the process.
    static func keepUntilExit(_ engine: Engine) {
        engines.append(engine)
    }
}
