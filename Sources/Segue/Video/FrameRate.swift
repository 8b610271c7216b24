/// A frame rate as the rational number containers store (30000/1001 for 29.97).
struct FrameRate: Equatable {
    var numerator: Int
    var denominator: Int

    /// n/1 or n/1001 (NTSC rates) when one is within 10 ppm of `fps`, else n/1000, in lowest terms.
    init(_ fps: Double) {
        let candidates = [1, 1001, 1000].map { denominator in
            (numerator: Int((fps * Double(denominator)).rounded()), denominator: denominator)
        }
        let best =
            candidates.first { abs(Double($0.numerator) / Double($0.denominator) - fps) < 1e-5 * fps }
            ?? candidates[2]
        let divisor = Self.greatestCommonDivisor(max(best.numerator, 1), best.denominator)
        numerator = max(best.numerator, 1) / divisor
        denominator = best.denominator / divisor
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }

    /// As ffmpeg and Y4M write it: `30` or `30000/1001`.
    var ffmpegText: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
