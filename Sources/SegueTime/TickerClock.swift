/// A monotonic time source that a `Ticker` paces itself with; injectable so tests can run on virtual time.
public protocol TickerClock: Sendable {
    /// The current time in seconds on a monotonic scale with an arbitrary origin.
    func now() -> Double

    /// Blocks the calling thread until `now()` reaches `deadline`; returns at once if it already has.
    func sleep(until deadline: Double)
}
