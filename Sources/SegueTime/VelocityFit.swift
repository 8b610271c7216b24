/// The least-squares velocity of a gesture's recent samples, shared by every recognizer.
///
/// The fit covers the samples in the last `window` seconds before the newest one; when those share
/// one timestamp it reaches back to the latest earlier sample, and with no spread in time at all (a
/// single sample, or only duplicates) there is no velocity to fit.
enum VelocityFit {
    /// The span of recent samples, in seconds, that a velocity is fitted to: long enough to smooth
    /// out sensor jitter over several 60–120 Hz samples, short enough to reflect the release.
    static let window = 0.1

    /// The indices of `times` (never decreasing) fitted for the sample at `newest`, or nil when
    /// they have no spread in time.
    static func range(in times: [Double], endingAt newest: Int) -> ClosedRange<Int>? {
        let last = times[newest]
        var lower = times[...newest].firstIndex { $0 >= last - window } ?? newest
        if times[lower] >= last {
            guard let earlier = times[...newest].lastIndex(where: { $0 < last }) else { return nil }
            lower = earlier
        }
        return lower...newest
    }

    /// The slope of `values` over `times` within `range`, in units per second.
    static func slope(times: [Double], values: [Double], in range: ClosedRange<Int>) -> Double {
        // Times relative to the newest keep the sums well conditioned for large clock values.
        let last = times[range.upperBound]
        let count = Double(range.count)
        let meanTime = range.reduce(0) { $0 + (times[$1] - last) } / count
        let meanValue = range.reduce(0) { $0 + values[$1] } / count
        var covariance = 0.0
        var variance = 0.0
        for index in range {
            let dt = times[index] - last - meanTime
            covariance += dt * (values[index] - meanValue)
            variance += dt * dt
        }
        return variance > 0 ? covariance / variance : 0
    }
}
