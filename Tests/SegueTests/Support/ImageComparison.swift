import Foundation
import Segue

/// How close two images are, for comparing GPU output with a CPU reference.
struct ImageComparison: CustomStringConvertible {
    /// Fraction of pixels whose every channel is within the tolerance.
    var fractionWithin: Double
    /// Peak signal-to-noise ratio over all channels, in dB (infinity when identical).
    var psnr: Double
    /// Largest difference in any channel.
    var maxDifference: Int
    /// The worst pixel, for messages.
    var worst: (x: Int, y: Int)

    init(_ a: Image, _ b: Image, tolerance: Int = 2) {
        precondition(a.width == b.width && a.height == b.height, "sizes differ")
        var within = 0
        var squared = 0.0
        var maxDifference = 0
        var worst = (0, 0)
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            var pixelMax = 0
            for channel in 0..<4 {
                let d = abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel]))
                squared += Double(d * d)
                pixelMax = max(pixelMax, d)
            }
            if pixelMax <= tolerance { within += 1 }
            if pixelMax > maxDifference {
                maxDifference = pixelMax
                worst = ((index / 4) % a.width, (index / 4) / a.width)
            }
        }
        fractionWithin = Double(within) / Double(a.width * a.height)
        let mse = squared / Double(a.pixels.count)
        psnr = mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
        self.maxDifference = maxDifference
        self.worst = worst
    }

    /// The foundation's bar: 99% of pixels within 2/255 and PSNR at least 40 dB.
    var meetsReferenceTolerance: Bool { fractionWithin >= 0.99 && psnr >= 40 }

    var description: String {
        String(
            format: "%.4f%% within tolerance, PSNR %.2f dB, max difference %d at (%d, %d)",
            fractionWithin * 100, psnr, maxDifference, worst.x, worst.y)
    }
}
