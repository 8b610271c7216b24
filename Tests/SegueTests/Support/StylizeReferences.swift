import Foundation
import Segue

/// CPU references for GPUImage's stylizing operations (Crosshatch, Halftone, PolkaDot,
/// PolarPixellate, MedianFilter, KuwaharaFilter) on opaque images, from GPUImage's formulas,
/// in its texture coordinates (from the top-left corner). Each takes a `nudge` added to the
/// quantity a threshold compares: references drawn with a tiny nudge either way show which
/// pixels lie on a threshold, where the GPU's float rounding may go either way.
enum StylizeReference {
    typealias Color = CPUReference.Color
    typealias Point = SIMD2<Float>

    /// GPUImage's luminance weights in Crosshatch and Halftone.
    static let weights = SIMD3<Float>(0.2125, 0.7154, 0.0721)

    static func glslMod(_ x: Float, _ y: Float) -> Float { x - y * (x / y).rounded(.down) }
    static func rgb(_ c: Color) -> SIMD3<Float> { SIMD3(c.x, c.y, c.z) }
    static func fromTop(_ uv: Point) -> Point { Point(uv.x, 1 - uv.y) }

    /// Renders `name` with its parameters (as `--param` text) over an opaque `image`.
    static func render(_ name: String, _ p: [String: String], _ image: Image, nudge: Float = 0) -> Image {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        func point(_ key: String, _ fallback: Point) -> Point {
            p[key].map {
                let v = $0.split(separator: ",").map { Float($0)! }
                return Point(v[0], v[1])
            } ?? fallback
        }
        let width = Float(image.width)
        let height = Float(image.height)
        switch name {
        case "Crosshatch":
            let spacing = max(number("crossHatchSpacing", 0.03), 1 / width)
            let line = number("lineWidth", 0.003)
            return CPUReference.render(width: image.width, height: image.height) { uv in
                let luminance = (rgb(CPUReference.nearest(image, uv)) * weights).sum() + nudge
                let t = fromTop(uv)
                func on(_ along: Float) -> Bool { glslMod(along, spacing) + nudge <= line }
                let dark =
                    (luminance < 1 && on(t.x + t.y)) || (luminance < 0.75 && on(t.x - t.y))
                    || (luminance < 0.5 && on(t.x + t.y - spacing / 2))
                    || (luminance < 0.3 && on(t.x - t.y - spacing / 2))
                return dark ? Color(0, 0, 0, 1) : Color(repeating: 1)
            }
        case "Halftone", "PolkaDot":
            let cellWidth = max(number("fractionalWidthOfAPixel", 0.01), 1 / width)
            let aspect = height / width
            let scaling = number("dotScaling", 0.9)
            return CPUReference.render(width: image.width, height: image.height) { uv in
                let t = fromTop(uv)
                let cell = Point(cellWidth, cellWidth / aspect)
                let centre = Point(t.x - glslMod(t.x, cell.x), t.y - glslMod(t.y, cell.y)) + 0.5 * cell
                let offset = Point(t.x - centre.x, (t.y - centre.y) * aspect)
                let distance = (offset * offset).sum().squareRoot() + nudge
                let colour = CPUReference.bilinear(image, fromTop(centre))
                if name == "Halftone" {
                    let darkness = 1 - (rgb(colour) * weights).sum()
                    return distance <= 0.5 * cellWidth * darkness ? Color(0, 0, 0, 1) : Color(repeating: 1)
                }
                let inDot: Float = distance <= 0.5 * cellWidth * scaling ? 1 : 0
                return Color(colour.x * inDot, colour.y * inDot, colour.z * inDot, colour.w)
            }
        case "PolarPixellate":
            let centre = 2 * point("center", Point(0.5, 0.5)) - 1
            let size = point("pixelSize", Point(0.05, 0.05))
            func start(_ value: Float, _ size: Float) -> Float { size > 0 ? value - glslMod(value, size) : value }
            return CPUReference.render(width: image.width, height: image.height) { uv in
                let n = 2 * fromTop(uv) - 1 - centre
                let r = start((n * n).sum().squareRoot() + nudge, size.x) + 0.03
                let phi = start(atan2(n.y, n.x) + nudge, size.y)
                let t = (Point(cos(phi), sin(phi)) * r + centre) / 2 + 0.5
                return CPUReference.bilinear(image, fromTop(t))
            }
        case "MedianFilter":
            return render3x3(image) { at in
                var channels = SIMD3<Float>()
                for channel in 0..<3 {
                    var values: [Float] = []
                    for dy in -1...1 { for dx in -1...1 { values.append(at(dx, dy)[channel]) } }
                    channels[channel] = values.sorted()[4]
                }
                return Color(channels.x, channels.y, channels.z, 1)
            }
        case "KuwaharaFilter", "KuwaharaRadius3Filter":
            let radius = name == "KuwaharaRadius3Filter" ? 3 : Int(number("radius", 3))
            return render3x3(image) { at in
                // GPUImage's four windows, in its order: up-left, up-right, down-right, down-left.
                let corners = [(-radius, -radius), (0, -radius), (0, 0), (-radius, 0)]
                var best = (mean: SIMD3<Float>(), spread: Float.infinity)
                for (index, (x0, y0)) in corners.enumerated() {
                    var sum = SIMD3<Float>()
                    var squares = SIMD3<Float>()
                    for dy in y0...(y0 + radius) {
                        for dx in x0...(x0 + radius) {
                            let c = rgb(at(dx, dy))
                            sum += c
                            squares += c * c
                        }
                    }
                    let n = Float((radius + 1) * (radius + 1))
                    let mean = sum / n
                    let variance = squares / n - mean * mean
                    // A nudge favours the earlier windows or the later ones, to find near-ties.
                    let spread = abs(variance.x) + abs(variance.y) + abs(variance.z) + nudge * Float(index)
                    if spread < best.spread { best = (mean, spread) }
                }
                return Color(best.mean.x, best.mean.y, best.mean.z, 1)
            }
        default:
            fatalError("no stylize reference for \(name)")
        }
    }

    /// Renders with `shade`, given the colour `dx` columns right and `dy` rows down of each pixel,
    /// clamped to the image as GPUImage's reads are at the borders.
    static func render3x3(_ image: Image, _ shade: ((Int, Int) -> Color) -> Color) -> Image {
        var result = try! Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = shade { dx, dy in
                    CPUReference.color(
                        image, min(max(x + dx, 0), image.width - 1), min(max(y + dy, 0), image.height - 1))
                }
                result[x, y] = RGBA(
                    CPUReference.quantize(c.x), CPUReference.quantize(c.y), CPUReference.quantize(c.z),
                    CPUReference.quantize(c.w))
            }
        }
        return result
    }
}
