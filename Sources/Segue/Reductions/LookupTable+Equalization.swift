extension LookupTable {
    /// The table `HistogramEqualization` reads to equalise an image whose histogram is
    /// `histogram`, for its `type` (0 red, green and blue each by its own histogram, 1 to 3 one
    /// of them, 4 luminance).
    ///
    /// Level v becomes round(255 · (cdf(v) − cdf₀) / (n − cdf₀)), where cdf is the cumulative
    /// count and cdf₀ that of the lowest level present, so the darkest level present becomes 0
    /// and the brightest 255. (GPUImage2 divides by n and subtracts the count of level 0, so its
    /// top level reaches 255 only when no pixel is at 0.) An image of one level is left as it is.
    public init(equalizing histogram: Histogram, type: Int = 0) {
        let maps = [histogram.red, histogram.green, histogram.blue, histogram.luminance].map(Self.equalizedLevels)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(256 * 4)
        for level in 0..<256 {
            if type == 4 {
                pixels += [maps[3][level], maps[3][level], maps[3][level], 255]
            } else {
                pixels += [maps[0][level], maps[1][level], maps[2][level], 255]
            }
        }
        input = "equalization"
        parameters = [:]
        do throws(ImageError) {
            image = try Image(width: 256, height: 1, pixels: pixels)
        } catch {
            preconditionFailure("a 256x1 table was refused: \(error)")  // the size is fixed here
        }
    }

    /// What each level of a channel with `counts` becomes.
    private static func equalizedLevels(_ counts: [Int]) -> [UInt8] {
        var cumulative: [Int] = []
        cumulative.reserveCapacity(256)
        var running = 0
        for count in counts {
            running += count
            cumulative.append(running)
        }
        let total = running
        guard let lowest = cumulative.first(where: { $0 > 0 }), total > lowest else { return (0...255).map(UInt8.init) }
        return cumulative.map { sum in
            UInt8((255 * Double(max(sum - lowest, 0)) / Double(total - lowest)).rounded())
        }
    }
}
