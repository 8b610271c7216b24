import Foundation
import SegueTime
import Synchronization

/// Progress over time, driven by SegueTime's ticker on a thread of its own, as a display link
/// drives an interactive transition's completion: each tick hands the progress for the tick's
/// target time to `deliver`, until `progress` says it is done or the animation is stopped.
final class PreviewAnimation: Sendable {
    /// Tells this animation's ticks from those of one stopped before it.
    let id: UUID
    private let ticker: Ticker
    private let stopped = Atomic<Bool>(false)

    /// Starts ticking at 60 frames a second. `progress` gives the value at a time on the ticker's
    /// clock (`MonotonicClock`) and whether it is the last.
    init(
        id: UUID, progress: @escaping @Sendable (Double) -> (value: Double, done: Bool),
        deliver: @escaping @Sendable (Double, _ done: Bool) -> Void
    ) throws {
        self.id = id
        let ticker = try Ticker(mode: .realtime(rate: 60))
        self.ticker = ticker
        // The thread holds the animation until its ticker stops.
        let thread = Thread { [self] in
            ticker.run { tick in
                guard !self.stopped.load(ordering: .relaxed) else { return .stop }
                let (value, done) = progress(tick.targetTimestamp)
                deliver(value, done)
                return done ? .stop : .proceed
            }
        }
        thread.name = "segue preview ticker"
        thread.start()
    }

    /// The current time on the clock the ticker stamps with.
    static var now: Double { MonotonicClock().now() }

    func stop() {
        stopped.store(true, ordering: .relaxed)
        ticker.invalidate()
    }
}
