/// Order statistics of a sample, for frame times and repeated runs.
enum Statistics {
    /// The `fraction` quantile (0…1) with linear interpolation between ranks; nil for no samples.
    static func quantile(_ values: [Double], _ fraction: Double) -> Double? {
        quantile(sorted: values.sorted(), fraction)
    }

    /// `quantile` for values already sorted ascending.
    static func quantile(sorted values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let position = min(max(fraction, 0), 1) * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        let weight = position - Double(lower)
        return values[lower] * (1 - weight) + values[upper] * weight
    }

    /// The median; nil for no samples.
    static func median(_ values: [Double]) -> Double? {
        quantile(values, 0.5)
    }

    /// The median of `numerators[i] / denominators[i]` over repetitions measured side by side,
    /// which cancels load that slows both alike; the ratio of the medians when the runs do not pair up.
    static func pairedRatio(_ numerators: [Double], _ denominators: [Double]) -> Double? {
        guard !numerators.isEmpty, !denominators.isEmpty else { return nil }
        if numerators.count == denominators.count, denominators.allSatisfy({ $0 > 0 }) {
            return median(zip(numerators, denominators).map { $0 / $1 })
        }
        guard let numerator = median(numerators), let denominator = median(denominators), denominator > 0 else {
            return nil
        }
        return numerator / denominator
    }
}

/// Median, p95 and p99 of per-frame times in milliseconds.
struct FrameTimeSummary: Sendable, Equatable {
    var median: Double
    var p95: Double
    var p99: Double

    /// Summarizes frame times given in seconds; nil for no frames.
    init?(seconds: [Double]) {
        let sorted = seconds.sorted().map { $0 * 1000 }
        guard let median = Statistics.quantile(sorted: sorted, 0.5),
            let p95 = Statistics.quantile(sorted: sorted, 0.95),
            let p99 = Statistics.quantile(sorted: sorted, 0.99)
        else { return nil }
        self.median = median
        self.p95 = p95
        self.p99 = p99
    }
}
