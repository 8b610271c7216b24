#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's `CLOCK_MONOTONIC`, which wall-clock changes (NTP, the user) never move.
public struct MonotonicClock: TickerClock {
    /// Creates a clock that reads `CLOCK_MONOTONIC`.
    public init() {}

    /// Seconds on `CLOCK_MONOTONIC` since an arbitrary origin (usually boot).
    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// Sleeps until `deadline`, resuming the sleep when a signal interrupts it.
    public func sleep(until deadline: Double) {
        guard deadline.isFinite else { return }
        #if os(Linux)
            // An absolute deadline, unlike a relative sleep, cannot drift by the time spent
            // computing how long to sleep.
            var target = Self.makeTimespec(seconds: deadline)
            while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
        #else
            while true {
                let remaining = deadline - now()
                guard remaining > 0 else { return }
                var request = Self.makeTimespec(seconds: remaining)
                if nanosleep(&request, nil) == 0 { return }
            }
        #endif
    }

    /// Converts seconds to a `timespec`, capped so absurd deadlines cannot overflow `Int`.
    private static func makeTimespec(seconds: Double) -> timespec {
        let capped = min(max(seconds, 0), 1e15)
        let whole = capped.rounded(.down)
        let nanoseconds = min((capped - whole) * 1e9, 999_999_999)
        var spec = timespec()
        spec.tv_sec = .init(whole)
        spec.tv_nsec = .init(nanoseconds)
        return spec
    }
}
