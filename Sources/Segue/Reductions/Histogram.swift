/// How many pixels of an image have each of the 256 levels of red, green, blue, alpha and
/// luminance, counted on the GPU (`Engine.histogram(of:downsamplingFactor:)`).
///
/// Levels are of straight (not premultiplied) colour. Luminance is GPUImage's,
/// 0.2125 R + 0.7154 G + 0.0721 B, rounded to the nearest level.
public struct Histogram: Sendable, Equatable {
    /// Pixels per red level, 0…255.
    public var red: [Int]
    /// Pixels per green level.
    public var green: [Int]
    /// Pixels per blue level.
    public var blue: [Int]
    /// Pixels per alpha level.
    public var alpha: [Int]
    /// Pixels per luminance level.
    public var luminance: [Int]

    /// The luminance weights the histogram and the reductions built on it use, GPUImage's.
    public static let luminanceWeights = SIMD3<Double>(0.2125, 0.7154, 0.0721)

    /// A histogram from its five channels of 256 counts each.
    public init(red: [Int], green: [Int], blue: [Int], alpha: [Int], luminance: [Int]) {
        precondition(
            [red, green, blue, alpha, luminance].allSatisfy { $0.count == 256 }, "a histogram has 256 levels a channel")
        (self.red, self.green, self.blue, self.alpha, self.luminance) = (red, green, blue, alpha, luminance)
    }

    /// The pixels counted.
    public var pixelCount: Int { red.reduce(0, +) }

    /// The mean colour, each channel from 0 to 1 (straight RGBA): exact, as every level is counted.
    public var averageColor: SIMD4<Double> {
        SIMD4(Self.mean(red), Self.mean(green), Self.mean(blue), Self.mean(alpha))
    }

    /// The mean luminance from 0 to 1: the luminance of the mean colour, as luminance is linear
    /// (exact, unlike the mean of the rounded `luminance` levels).
    public var averageLuminance: Double {
        let mean = averageColor
        return (SIMD3(mean.x, mean.y, mean.z) * Self.luminanceWeights).sum()
    }

    private static func mean(_ counts: [Int]) -> Double {
        let total = counts.reduce(0, +)
        guard total > 0 else { return 0 }
        let weighted = counts.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        return weighted / Double(total) / 255
    }
}
