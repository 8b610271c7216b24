import Foundation
import Segue

/// CPU references for the multi-pass operations, written from their definitions (GPUImage2's
/// formulas) rather than from the shaders: whole-pixel taps with clamp-to-edge borders as GPUImage
/// samples them, and 8-bit rounding where the planner stores a stage in a texture.
enum MultiPassReference {
    typealias Color = SIMD4<Float>

    /// An image as floats, row 0 at the top, read with clamp-to-edge.
    struct Plane {
        var width: Int, height: Int
        var pixels: [Color]

        init(width: Int, height: Int, pixels: [Color]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }

        init(_ image: Image) {
            self.init(
                width: image.width, height: image.height,
                pixels: (0..<image.height).flatMap { y in
                    (0..<image.width).map { x in CPUReference.color(image, x, y) }
                })
        }

        /// The pixel `x` columns right and `y` rows down, clamped to the edge.
        subscript(x: Int, y: Int) -> Color {
            pixels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
        }

        /// Each pixel from `f(x, y)`.
        func map(_ f: (Int, Int) -> Color) -> Plane {
            Plane(width: width, height: height, pixels: (0..<height).flatMap { y in (0..<width).map { x in f(x, y) } })
        }

        /// Stored in an RGBA8 texture: clamped and rounded to whole levels.
        var stored: Plane {
            map { x, y in
                (self[x, y].clamped(lowerBound: .zero, upperBound: Color(repeating: 1)) * 255).rounded(
                    .toNearestOrAwayFromZero) / 255
            }
        }

        var image: Image {
            var image = try! Image(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let c = self[x, y]
                    image[x, y] = RGBA(
                        CPUReference.quantize(c.x), CPUReference.quantize(c.y), CPUReference.quantize(c.z),
                        CPUReference.quantize(c.w))
                }
            }
            return image
        }
    }

    /// A weighted sum of taps along one axis, `weights[i]` for offset `i - radius`.
    static func convolve(_ plane: Plane, weights: [Float], horizontal: Bool) -> Plane {
        let radius = (weights.count - 1) / 2
        let total = weights.reduce(0, +)
        return plane.map { x, y in
            var sum = Color()
            for (index, weight) in weights.enumerated() {
                let offset = index - radius
                sum += weight * (horizontal ? plane[x + offset, y] : plane[x, y + offset])
            }
            return sum / total
        }
    }

    /// GPUImage2's Gaussian: sigma the radius rounded, taps to ceil(3 sigma); the horizontal
    /// pass is stored in a texture before the vertical one reads it (unless `storesBetween` is false).
    static func gaussian(_ plane: Plane, radius: Float, storesBetween: Bool = true) -> Plane {
        let sigma = radius.rounded()
        guard sigma >= 1 else { return plane }
        let taps = Int((3 * sigma).rounded(.up))
        let weights = (-taps...taps).map { exp(-Float($0 * $0) / (2 * sigma * sigma)) }
        let horizontal = convolve(plane, weights: weights, horizontal: true)
        return convolve(storesBetween ? horizontal.stored : horizontal, weights: weights, horizontal: false)
    }

    /// The mean over 2r + 1 pixels each way, r the radius rounded.
    static func box(_ plane: Plane, radius: Float) -> Plane {
        let r = Int(radius.rounded())
        let weights = [Float](repeating: 1, count: 2 * r + 1)
        return convolve(convolve(plane, weights: weights, horizontal: true).stored, weights: weights, horizontal: false)
    }

    /// GPUImage's bilateral pass: nine Gaussian taps, each weighed by 1 − min(colour distance · factor, 1).
    static func bilateral(_ plane: Plane, factor: Float, horizontal: Bool) -> Plane {
        let gaussian: [Float] = [0.05, 0.09, 0.12, 0.15, 0.18, 0.15, 0.12, 0.09, 0.05]
        return plane.map { x, y in
            let centre = plane[x, y]
            var sum = Color()
            var total: Float = 0
            for offset in -4...4 {
                let tap = horizontal ? plane[x + offset, y] : plane[x, y + offset]
                let d = tap - centre
                let weight = gaussian[offset + 4] * (1 - min((d * d).sum().squareRoot() * factor, 1))
                sum += weight * tap
                total += weight
            }
            return sum / total
        }
    }

    /// The red channel's minimum (erosion) or maximum (dilation) over the square of half-width
    /// `radius`, vertically then horizontally, opaque grey.
    static func morphology(_ plane: Plane, radius: Int, erodes: Bool) -> Plane {
        func pass(_ plane: Plane, horizontal: Bool) -> Plane {
            plane.map { x, y in
                var value = plane[x, y].x
                for offset in -radius...radius {
                    let red = (horizontal ? plane[x + offset, y] : plane[x, y + offset]).x
                    value = erodes ? min(value, red) : max(value, red)
                }
                return Color(value, value, value, 1)
            }
        }
        return pass(pass(plane, horizontal: false).stored, horizontal: true)
    }

    /// Rec. 709 luminance in grey, opaque, as GPUImage's Luminance.
    static func luminance(_ plane: Plane) -> Plane {
        plane.map { x, y in
            let c = plane[x, y]
            let l = 0.2125 * c.x + 0.7154 * c.y + 0.0721 * c.z
            return Color(l, l, l, 1)
        }
    }

    /// The Sobel components of the red channel, x to the right and y downwards.
    static func sobel(_ plane: Plane, _ x: Int, _ y: Int) -> SIMD2<Float> {
        func r(_ dx: Int, _ dy: Int) -> Float { plane[x + dx, y + dy].x }
        return SIMD2(
            -r(-1, 1) - 2 * r(-1, 0) - r(-1, -1) + r(1, 1) + 2 * r(1, 0) + r(1, -1),
            -r(-1, -1) - 2 * r(0, -1) - r(1, -1) + r(-1, 1) + 2 * r(0, 1) + r(1, 1))
    }

    /// GPUImage's ToonFilter: posterized colour, black where the Sobel length reaches the threshold.
    static func toon(_ plane: Plane, threshold: Float, levels: Float) -> Plane {
        plane.map { x, y in
            let c = plane[x, y]
            let g = sobel(plane, x, y)
            let outline: Float = (g * g).sum().squareRoot() >= threshold ? 0 : 1
            let rgb = (SIMD3(c.x, c.y, c.z) * levels + 0.5).rounded(.down) / levels * outline
            return Color(rgb.x, rgb.y, rgb.z, c.w)
        }
    }

    /// Canny as GPUImage2 builds it: luminance, Gaussian, directional Sobel (stored in 8 bits),
    /// non-maximum suppression across the rounded direction with a smooth step between the
    /// thresholds, then weak pixels kept where their 3×3 sum reaches 1.5.
    static func canny(_ plane: Plane, radius: Float, upper: Float, lower: Float) -> Plane {
        let blurred = gaussian(luminance(plane), radius: radius).stored
        let gradient = blurred.map { x, y in
            let g = sobel(blurred, x, y)
            let length = (g * g).sum().squareRoot()
            let unit = length > 0 ? g / length : .zero
            // Rounded to one of eight neighbours: a component counts past sin(pi/8) of the length.
            func rounded(_ v: Float) -> Float { (v > 0 ? 1 : v < 0 ? -1 : 0) * (abs(v) + 0.617316).rounded(.down) }
            let direction = SIMD2(rounded(unit.x), rounded(unit.y))
            return Color(length, (direction.x + 1) / 2, (direction.y + 1) / 2, 1)
        }.stored
        let suppressed = gradient.map { x, y in
            let centre = gradient[x, y]
            // Stored 0, 0.5 or 1: a step of −1, 0 or +1 pixel (0.5 stores as 128/255, within the pixel).
            let dx = Int((centre.y * 2 - 1).rounded())
            let dy = Int((centre.z * 2 - 1).rounded())
            let ahead = gradient[x + dx, y + dy].x
            let behind = gradient[x - dx, y - dy].x
            let t = min(max((centre.x - lower) / (upper - lower), 0), 1)
            let edge: Float = (ahead <= centre.x ? 1 : 0) * (behind <= centre.x ? 1 : 0) * t * t * (3 - 2 * t)
            return Color(edge, edge, edge, 1)
        }.stored
        return suppressed.map { x, y in
            var sum: Float = 0
            for dy in -1...1 { for dx in -1...1 { sum += suppressed[x + dx, y + dy].x } }
            let on: Float = sum >= 1.5 && suppressed[x, y].x >= 0.01 ? 1 : 0
            return Color(on, on, on, 1)
        }
    }

    /// Renders operation `name` with parameters `p` over `image`.
    static func render(_ name: String, _ p: [String: String], _ image: Image) -> Image {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        let input = Plane(image)
        switch name {
        case "GaussianBlur":
            return gaussian(input, radius: number("blurRadiusInPixels", 2)).image
        case "BoxBlur":
            return box(input, radius: number("blurRadiusInPixels", 2)).image
        case "BilateralBlur":
            let factor = number("distanceNormalizationFactor", 8)
            return bilateral(
                bilateral(input, factor: factor, horizontal: true).stored, factor: factor, horizontal: false
            ).image
        case "UnsharpMask":
            // The sharpening reads the vertical pass once, so it is fused there: no rounding.
            let blurred = gaussian(input, radius: number("blurRadiusInPixels", 4))
            let intensity = number("intensity", 1)
            return input.map { x, y in
                let sharp = input[x, y]
                let rgb =
                    SIMD3(sharp.x, sharp.y, sharp.z) * intensity + SIMD3(
                        blurred[x, y].x, blurred[x, y].y, blurred[x, y].z) * (1 - intensity)
                return Color(rgb.x, rgb.y, rgb.z, sharp.w)
            }.image
        case "TiltShift":
            let blurred = gaussian(input, radius: number("blurRadiusInPixels", 7))
            let top = number("topFocusLevel", 0.4)
            let bottom = number("bottomFocusLevel", 0.6)
            let falloff = number("focusFallOffRate", 0.2)
            func smoothstep(_ a: Float, _ b: Float, _ x: Float) -> Float {
                let t = min(max((x - a) / (b - a), 0), 1)
                return t * t * (3 - 2 * t)
            }
            return input.map { x, y in
                // GPUImage's y: 0 at the top, at the pixel's centre.
                let v = (Float(y) + 0.5) / Float(input.height)
                let amount = 1 - smoothstep(top - falloff, top, v) + smoothstep(bottom, bottom + falloff, v)
                return input[x, y] + (blurred[x, y] - input[x, y]) * amount
            }.image
        case "SmoothToonFilter":
            let blurred = gaussian(input, radius: number("blurRadiusInPixels", 2)).stored
            return toon(blurred, threshold: number("threshold", 0.2), levels: number("quantizationLevels", 10)).image
        case "CannyEdgeDetection":
            return canny(
                input, radius: number("blurRadiusInPixels", 2), upper: number("upperThreshold", 0.4),
                lower: number("lowerThreshold", 0.1)
            ).image
        case "Erosion", "Dilation":
            return morphology(input, radius: Int(number("radius", 1)), erodes: name == "Erosion").image
        case "OpeningFilter", "ClosingFilter":
            let radius = Int(number("radius", 1))
            let first = morphology(input, radius: radius, erodes: name == "OpeningFilter").stored
            return morphology(first, radius: radius, erodes: name != "OpeningFilter").image
        case "AdaptiveThreshold":
            // The luminance is fused into both readers and the vertical mean into the threshold:
            // only the horizontal mean is stored.
            let lum = luminance(input)
            let r = Int(number("blurRadiusInPixels", 4).rounded())
            let weights = [Float](repeating: 1, count: 2 * r + 1)
            let mean = convolve(
                convolve(lum, weights: weights, horizontal: true).stored, weights: weights, horizontal: false)
            return lum.map { x, y in
                let on: Float = lum[x, y].x >= mean[x, y].x - 0.05 ? 1 : 0
                return Color(on, on, on, 1)
            }.image
        default:
            fatalError("no CPU reference for \(name)")
        }
    }
}
