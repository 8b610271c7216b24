extension Histogram {
    /// The histogram drawn as GPUImage's HistogramDisplay draws it: 256 columns, one a level,
    /// each channel's bar rising from the bottom in its own colour (red, green and blue add where
    /// they overlap), `height` pixels for the most common level of any of the three, on black.
    public func image(height: Int = 200) throws -> Image {
        var image = try Image(width: 256, height: height)
        let tallest = max([red, green, blue].flatMap { $0 }.max() ?? 0, 1)
        for level in 0..<256 {
            // Rows each channel's bar covers, counted from the bottom.
            let bars = [red, green, blue].map { (Double($0[level]) / Double(tallest) * Double(height)).rounded() }
            for row in 0..<height {
                let fromBottom = Double(height - 1 - row)
                let lit = bars.map { fromBottom < $0 ? UInt8(255) : 0 }
                image[level, row] = RGBA(lit[0], lit[1], lit[2], 255)
            }
        }
        return image
    }
}
