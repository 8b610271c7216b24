import Segue

/// How different two frames are.
struct ImageDifference: CustomStringConvertible {
    /// The largest difference of any channel, in 8-bit levels.
    var largest: Int
    /// The fraction of channels more than 2 levels apart (rounding aside, a different texel was read).
    var fractionOverTwo: Double

    init(_ a: Image, _ b: Image) {
        guard a.width == b.width, a.height == b.height else {
            largest = 255
            fractionOverTwo = 1
            return
        }
        var largest = 0
        var over = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let difference = abs(Int(x) - Int(y))
            largest = max(largest, difference)
            if difference > 2 { over += 1 }
        }
        self.largest = largest
        fractionOverTwo = Double(over) / Double(max(a.pixels.count, 1))
    }

    var description: String {
        "up to \(largest) levels, \(String(format: "%.3f", fractionOverTwo * 100))% of channels off by more than 2"
    }
}
