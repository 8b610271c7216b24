import Foundation
import Segue

/// CPU references for GPUImage's 3×3 neighbourhood operations, from its published kernels,
/// reading pixels by column and row (row 0 at the top) with clamp-to-edge, as GPUImage's
/// texture sampling does at the borders.
enum NeighbourhoodReference {
    typealias Color = CPUReference.Color
    typealias RGB = SIMD3<Float>

    /// Renders `name` with its parameters over an opaque `image`.
    static func render(_ name: String, _ p: [String: String], _ image: Image) -> Image {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        var result = try! Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                /// The colour `dx` columns right and `dy` rows down, clamped to the image.
                func at(_ dx: Int, _ dy: Int) -> Color {
                    CPUReference.color(
                        image, min(max(x + dx, 0), image.width - 1), min(max(y + dy, 0), image.height - 1))
                }
                func rgb(_ dx: Int, _ dy: Int) -> RGB { RGB(at(dx, dy).x, at(dx, dy).y, at(dx, dy).z) }
                /// Weights in reading order (top-left first) applied to the 3×3 neighbourhood.
                func convolve(_ kernel: [Float]) -> RGB {
                    var sum = RGB()
                    for row in 0..<3 {
                        for column in 0..<3 { sum += kernel[row * 3 + column] * rgb(column - 1, row - 1) }
                    }
                    return sum
                }
                /// Sobel or Prewitt gradient length of the red channel (side weight 2 or 1).
                func gradient(_ side: Float) -> Float {
                    let r = { (dx: Int, dy: Int) in at(dx, dy).x }
                    let h = -r(-1, -1) - side * r(0, -1) - r(1, -1) + r(-1, 1) + side * r(0, 1) + r(1, 1)
                    let v = -r(-1, 1) - side * r(-1, 0) - r(-1, -1) + r(1, 1) + side * r(1, 0) + r(1, -1)
                    return (h * h + v * v).squareRoot()
                }
                let alpha = at(0, 0).w
                let out: Color
                switch name {
                case "Convolution3x3":
                    let kernel = (p["convolutionKernel"] ?? "0,0,0,0,1,0,0,0,0").split(separator: ",").map {
                        Float($0)!
                    }
                    let c = convolve(kernel)
                    out = Color(c.x, c.y, c.z, alpha)
                case "EmbossFilter":
                    let i = number("intensity", 1)
                    let c = convolve([-2 * i, -i, 0, -i, 1, i, 0, i, 2 * i])
                    out = Color(c.x, c.y, c.z, alpha)
                case "Laplacian":
                    let c = convolve([0.5, 1, 0.5, 1, -6, 1, 0.5, 1, 0.5]) + 0.5
                    out = Color(c.x, c.y, c.z, alpha)
                case "SobelEdgeDetection":
                    out = Color(RGB(repeating: gradient(2) * number("edgeStrength", 1)), 1)
                case "PrewittEdgeDetection":
                    out = Color(RGB(repeating: gradient(1) * number("edgeStrength", 1)), 1)
                case "SketchFilter":
                    out = Color(RGB(repeating: 1 - gradient(2) * number("edgeStrength", 1)), 1)
                case "ThresholdSobelEdgeDetection", "ThresholdSketchFilter":
                    // Only the positive part of each Sobel component counts; the sketch is the negative.
                    let r = { (dx: Int, dy: Int) in at(dx, dy).x }
                    let h = max(0, -r(-1, -1) - 2 * r(0, -1) - r(1, -1) + r(-1, 1) + 2 * r(0, 1) + r(1, 1))
                    let v = max(0, -r(-1, 1) - 2 * r(-1, 0) - r(-1, -1) + r(1, 1) + 2 * r(1, 0) + r(1, -1))
                    let edge: Float =
                        (h * h + v * v).squareRoot() * number("edgeStrength", 1) >= number("threshold", 0.25) ? 1 : 0
                    out = Color(RGB(repeating: name == "ThresholdSketchFilter" ? 1 - edge : edge), 1)
                case "ToonFilter":
                    let levels = number("quantizationLevels", 10)
                    let posterized = (rgb(0, 0) * levels + 0.5).rounded(.down) / levels
                    out = Color(gradient(2) >= number("threshold", 0.2) ? RGB() : posterized, alpha)
                case "LocalBinaryPattern":
                    // Bit 0 top-right, counter-clockwise, bit 7 right: set where the neighbour's red is at least the centre's.
                    let ring = [(1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0)]
                    let tally = ring.enumerated().reduce(Float(0)) {
                        $0 + (at($1.1.0, $1.1.1).x >= at(0, 0).x ? Float(1 << $1.0) : 0)
                    }
                    out = Color(RGB(repeating: tally / 255), 1)
                case "ColorLocalBinaryPattern":
                    // LocalBinaryPattern's bits in each channel, each channel kept in its place.
                    let ring = [(1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0)]
                    var tally = RGB()
                    for (bit, (dx, dy)) in ring.enumerated() {
                        for channel in 0..<3 where at(dx, dy)[channel] >= at(0, 0)[channel] {
                            tally[channel] += Float(1 << bit)
                        }
                    }
                    out = Color(tally.x / 255, tally.y / 255, tally.z / 255, 1)
                case "Sharpen":
                    let s = number("sharpness", 0)
                    let c = rgb(0, 0) * (1 + 4 * s) - (rgb(-1, 0) + rgb(1, 0) + rgb(0, -1) + rgb(0, 1)) * s
                    out = Color(c.x, c.y, c.z, alpha)
                default:
                    fatalError("no neighbourhood reference for \(name)")
                }
                result[x, y] = RGBA(
                    CPUReference.quantize(out.x), CPUReference.quantize(out.y), CPUReference.quantize(out.z),
                    CPUReference.quantize(out.w))
            }
        }
        return result
    }
}
