#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The two clocks a measurement reads: wall time and the whole process's CPU time.
enum Clocks {
    /// Seconds on `CLOCK_MONOTONIC`, the clock the ticker stamps frames with.
    static func monotonic() -> Double {
        read(CLOCK_MONOTONIC)
    }

    /// CPU seconds of every thread of this process: ours, the GL thread and llvmpipe's rasterizer
    /// threads, so on a software renderer it includes the rendering itself.
    static func processCPU() -> Double {
        read(CLOCK_PROCESS_CPUTIME_ID)
    }

    private static func read(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
