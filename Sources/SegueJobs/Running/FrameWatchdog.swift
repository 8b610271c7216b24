import Foundation
import Segue
import Synchronization

/// Watches each frame while it renders: one that takes longer than `timeout` (a user shader
/// looping for seconds, a driver that hangs) is handed to `timedOut` with a message naming the
/// transition; `segue` exits there, as the GL call cannot be abandoned from another thread.
final class FrameWatchdog: Sendable {
    private let timeout: Double
    private let effect: String
    /// When the frame now rendering started, in monotonic nanoseconds; 0 between frames.
    private let started = Atomic<UInt64>(0)
    private let frameIndex = Atomic<Int>(0)
    private let thread = Mutex<PeriodicThread?>(nil)
    private let timedOut: (@Sendable (String) -> Void)?

    /// A watch of frames against `timeout` seconds; with `timedOut` nil, a watch that does nothing.
    init(timeout: Double, effect: String, timedOut: (@Sendable (String) -> Void)?) {
        self.timeout = timeout
        self.effect = effect
        self.timedOut = timedOut
        guard timedOut != nil else { return }
        let watch = PeriodicThread(interval: min(max(timeout / 10, 0.01), 0.25)) { [self] in check() }
        thread.withLock { $0 = watch }
    }

    /// Runs `render` as frame `index` under watch.
    func watching<T>(frame index: Int, _ render: () throws -> T) rethrows -> T {
        frameIndex.store(index, ordering: .relaxed)
        started.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
        defer { started.store(0, ordering: .releasing) }
        return try render()
    }

    /// Starts watching frame `index` (the one before it, if any, is done): for loops that run
    /// inside the library, which calls back once before each frame.
    func begin(frame index: Int) {
        frameIndex.store(index, ordering: .relaxed)
        started.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
    }

    /// Ends the watch (the render finished or failed) and waits for its thread to end.
    func stop() {
        thread.withLock { $0.take() }?.stop()
    }

    private func check() {
        let start = started.load(ordering: .acquiring)
        guard start != 0 else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
        // Said once per frame: the frame stays unwatched until the next begins.
        guard seconds > timeout, started.compareExchange(expected: start, desired: 0, ordering: .relaxed).exchanged
        else { return }
        timedOut?(
            "frame \(frameIndex.load(ordering: .relaxed)) of '\(effect)' took more than \(timeout.formatted()) s to render; stopped (the effect is too slow for this GPU at this size; --frame-timeout sets the limit)"
        )
    }
}

extension FrameWatchdog {
    /// The check a library frame loop calls before each frame: `checkCancellation`, then a
    /// watch on the frame (its decoding, drawing and writing) until the next check.
    func checkBeforeEachFrame(_ checkCancellation: @escaping () throws -> Void) -> () throws -> Void {
        var frame = 0
        return {
            try checkCancellation()
            self.begin(frame: frame)
            frame += 1
        }
    }
}
