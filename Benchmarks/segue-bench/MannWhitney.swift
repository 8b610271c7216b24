import Foundation

/// The Mann–Whitney U test (Wilcoxon rank-sum), the test Google Benchmark's `compare.py` applies to
/// repetitions: it assumes no distribution of FPS, only that the runs of each side are independent.
struct MannWhitney: Sendable, Equatable {
    /// U of the first sample: how many (first, second) pairs have the first larger, ties counting half.
    var u: Double
    /// The two-sided p-value: how likely a difference at least this large is when both samples
    /// come from the same distribution.
    var p: Double

    /// Tests `first` against `second`; nil when either has no values.
    ///
    /// Without ties and up to 50 values in all the p-value is exact (U's distribution counted by
    /// the classic recurrence); otherwise it is the normal approximation with tie and continuity corrections.
    init?(_ first: [Double], _ second: [Double]) {
        let m = first.count
        let n = second.count
        guard m > 0, n > 0 else { return nil }
        let ranks = Self.ranks(first + second)
        let rankSum = ranks.prefix(m).reduce(0, +)
        u = rankSum - Double(m * (m + 1)) / 2
        let tied = Set(first + second).count < m + n
        if !tied && m + n <= 50 {
            p = Self.exactP(u: Int(u.rounded()), m: m, n: n)
        } else {
            p = Self.normalP(u: u, m: m, n: n, ranked: first + second)
        }
    }

    /// The smallest two-sided p-value any outcome can reach with these sample sizes: when it is
    /// above the significance level, no difference can be called significant however large.
    static func smallestP(m: Int, n: Int) -> Double {
        guard m > 0, n > 0 else { return 1 }
        return min(1, 2 / binomial(m + n, m))
    }

    /// Average ranks (1-based), ties sharing the mean of the ranks they span.
    private static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && values[order[end + 1]] == values[order[start]] { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for position in start...end { ranks[order[position]] = rank }
            start = end + 1
        }
        return ranks
    }

    /// Two-sided exact p: the share of the C(m+n, m) equally likely arrangements whose U is as far from the middle.
    private static func exactP(u: Int, m: Int, n: Int) -> Double {
        // counts[k][j][v]: arrangements of k first and j second values with U = v, built from
        // f(v; k, j) = f(v - j; k - 1, j) + f(v; k, j - 1) (the largest value is a first or a second one).
        var previous = [[Double]](repeating: [1], count: n + 1)
        for k in 1...m {
            var current = [[Double]](repeating: [], count: n + 1)
            current[0] = [1]
            for j in 1...n {
                var row = [Double](repeating: 0, count: k * j + 1)
                for v in 0...(k * j) {
                    let withFirstLargest = v - j >= 0 && v - j < previous[j].count ? previous[j][v - j] : 0
                    let withSecondLargest = v < current[j - 1].count ? current[j - 1][v] : 0
                    row[v] = withFirstLargest + withSecondLargest
                }
                current[j] = row
            }
            previous = current
        }
        let distribution = previous[n]
        let total = distribution.reduce(0, +)
        let atOrBelow = distribution.prefix(u + 1).reduce(0, +) / total
        let atOrAbove = distribution.suffix(from: u).reduce(0, +) / total
        return min(1, 2 * min(atOrBelow, atOrAbove))
    }

    private static func normalP(u: Double, m: Int, n: Int, ranked values: [Double]) -> Double {
        let size = Double(m + n)
        let tieTerm = Dictionary(grouping: values, by: { $0 }).values.reduce(0.0) { sum, group in
            let t = Double(group.count)
            return sum + (t * t * t - t)
        }
        let variance = Double(m * n) / 12 * ((size + 1) - tieTerm / (size * (size - 1)))
        guard variance > 0 else { return 1 }
        let distance = max(abs(u - Double(m * n) / 2) - 0.5, 0)
        return min(1, erfc(distance / (variance * 2).squareRoot()))
    }

    private static func binomial(_ n: Int, _ k: Int) -> Double {
        (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) }
    }
}
