import Foundation
import Segue

/// CPU references for GPUImage's colour operations, written from GPUImage's published formulas
/// (its README and fragment shaders), each a function of the straight colour under the pixel.
enum ColourReference {
    typealias Color = CPUReference.Color
    typealias RGB = SIMD3<Float>

    /// Rec. 709 weights, as GPUImage's Luminance and most of its colour operations use.
    static let rec709 = RGB(0.2125, 0.7154, 0.0721)

    static func rgb(_ c: Color) -> RGB { RGB(c.x, c.y, c.z) }
    static func color(_ rgb: RGB, _ alpha: Float) -> Color { Color(rgb.x, rgb.y, rgb.z, alpha) }
    static func dot(_ a: RGB, _ b: RGB) -> Float { (a * b).sum() }
    static func each(_ v: RGB, _ f: (Float) -> Float) -> RGB { RGB(f(v.x), f(v.y), f(v.z)) }
    static func lerp<V: SIMD>(_ a: V, _ b: V, _ t: V.Scalar) -> V where V.Scalar: FloatingPoint { a + (b - a) * t }
    /// Parses "x,y,z" or one number for all three.
    static func vector(_ text: String) -> RGB {
        let v = text.split(separator: ",").map { Float($0)! }
        return v.count == 1 ? RGB(repeating: v[0]) : RGB(v[0], v[1], v[2])
    }

    /// The reference of operation `name` with its parameters (as `--param` text), reading
    /// its input at `uv`.
    static func transform(_ name: String, _ p: [String: String]) -> (StraightAlpha.Input, SIMD2<Float>) -> Color {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        func pointwise(_ f: @escaping (Color) -> Color) -> (StraightAlpha.Input, SIMD2<Float>) -> Color {
            { input, uv in f(input.read(uv)) }
        }
        switch name {
        case "BrightnessAdjustment":
            let b = number("brightness", 0)
            return pointwise { color(rgb($0) + b, $0.w) }
        case "ContrastAdjustment":
            let k = number("contrast", 1)
            return pointwise { color((rgb($0) - 0.5) * k + 0.5, $0.w) }
        case "SaturationAdjustment":
            let s = number("saturation", 1)
            return pointwise { c in
                let l = dot(rgb(c), rec709)
                return color(RGB(repeating: l) + (rgb(c) - l) * s, c.w)
            }
        case "ExposureAdjustment":
            let e = number("exposure", 0)
            return pointwise { color(rgb($0) * Float(pow(2, Double(e))), $0.w) }
        case "GammaAdjustment":
            let g = number("gamma", 1)
            return pointwise { c in color(each(rgb(c)) { pow($0, g) }, c.w) }
        case "LevelsAdjustment":
            let low = vector(p["minimum"] ?? "0")
            let mid = vector(p["middle"] ?? "1")
            let high = vector(p["maximum"] ?? "1")
            let outLow = vector(p["minOutput"] ?? "0")
            let outHigh = vector(p["maxOutput"] ?? "1")
            return pointwise { c in
                var result = RGB()
                for i in 0..<3 {
                    // Photoshop levels: input range to 0…1, gamma, then the output range.
                    let t = min(max((c[i] - low[i]) / (high[i] - low[i]), 0), 1)
                    result[i] = outLow[i] + (outHigh[i] - outLow[i]) * pow(t, 1 / mid[i])
                }
                return color(result, c.w)
            }
        case "RGBAdjustment":
            let factors = RGB(number("red", 1), number("green", 1), number("blue", 1))
            return pointwise { color(rgb($0) * factors, $0.w) }
        case "HueAdjustment":
            let radians = number("hue", 90) * .pi / 180
            return pointwise { c in
                // To YIQ, turn the chroma vector (I, Q) clockwise by the angle, back to RGB.
                let y = dot(rgb(c), RGB(0.299, 0.587, 0.114))
                let i = dot(rgb(c), RGB(0.595716, -0.274453, -0.321263))
                let q = dot(rgb(c), RGB(0.211456, -0.522591, 0.31135))
                let i2 = i * cos(radians) + q * sin(radians)
                let q2 = q * cos(radians) - i * sin(radians)
                let yiq = RGB(y, i2, q2)
                return Color(
                    dot(yiq, RGB(1, 0.9563, 0.6210)), dot(yiq, RGB(1, -0.2721, -0.6474)),
                    dot(yiq, RGB(1, -1.1070, 1.7046)), c.w)
            }
        case "WhiteBalance":
            let kelvin = number("temperature", 5000)
            let tint = number("tint", 0) / 100
            let temperature = kelvin < 5000 ? 0.0004 * (kelvin - 5000) : 0.00006 * (kelvin - 5000)
            return pointwise { c in
                // GPUImage's shader builds its matrices with GLSL's mat3(), column by column, so
                // its "RGB to YIQ" product is the transpose of the textbook one; so is this.
                let toYIQ = [RGB(0.299, 0.587, 0.114), RGB(0.596, -0.274, -0.322), RGB(0.212, -0.523, 0.311)]
                let toRGB = [RGB(1.0, 0.956, 0.621), RGB(1.0, -0.272, -0.647), RGB(1.0, -1.105, 1.702)]
                var yiq = toYIQ[0] * c.x + toYIQ[1] * c.y + toYIQ[2] * c.z
                yiq.z = min(max(yiq.z + tint * 0.5226 * 0.1, -0.5226), 0.5226)
                let balanced = toRGB[0] * yiq.x + toRGB[1] * yiq.y + toRGB[2] * yiq.z
                let warm = RGB(0.93, 0.54, 0.0)
                var overlay = RGB()
                for i in 0..<3 {
                    overlay[i] =
                        balanced[i] < 0.5 ? 2 * balanced[i] * warm[i] : 1 - 2 * (1 - balanced[i]) * (1 - warm[i])
                }
                return color(lerp(balanced, overlay, temperature), c.w)
            }
        case "Vibrance":
            let v = number("vibrance", 0)
            return pointwise { c in
                let average = (c.x + c.y + c.z) / 3
                let highest = max(c.x, c.y, c.z)
                return color(lerp(rgb(c), RGB(repeating: highest), (highest - average) * (-v * 3)), c.w)
            }
        case "HighlightsAndShadows":
            let s = number("shadows", 0)
            let h = number("highlights", 1)
            return pointwise { c in
                let l = dot(rgb(c), RGB(repeating: 0.3))
                let shadow = min(max(pow(l, 1 / (s + 1)) - 0.76 * pow(l, 2 / (s + 1)) - l, 0), 1)
                let highlight = min(max(1 - (pow(1 - l, 1 / (2 - h)) - 0.8 * pow(1 - l, 2 / (2 - h))) - l, -1), 0)
                return l > 0 ? color((l + shadow + highlight) * rgb(c) / l, c.w) : color(RGB(), c.w)
            }
        case "Haze":
            let distance = number("distance", 0)
            let slope = number("slope", 0)
            return { input, uv in
                // GPUImage's texture y runs from the top row down.
                let d = (1 - uv.y) * slope + distance
                return (input.read(uv) - d) / (1 - d)
            }
        case "OpacityAdjustment":
            let opacity = number("opacity", 1)
            return pointwise { Color($0.x, $0.y, $0.z, $0.w * opacity) }
        case "LuminanceRangeReduction":
            let f = number("rangeReductionFactor", 0.6)
            return pointwise { c in color(rgb(c) + (0.5 - dot(rgb(c), rec709)) * f, c.w) }
        case "ColorMatrixFilter":
            let m = (p["colorMatrix"] ?? "1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1").split(separator: ",").map { Float($0)! }
            let intensity = number("intensity", 1)
            return pointwise { c in
                // GPUImage's Matrix4x4(rowMajorValues:) order: output channel j is row j times RGBA.
                var out = Color()
                for j in 0..<4 { out[j] = (0..<4).reduce(0) { $0 + m[j * 4 + $1] * c[$1] } }
                return lerp(c, out, intensity)
            }
        case "SepiaToneFilter":
            let intensity = number("intensity", 1)
            return pointwise { c in
                let sepia = RGB(
                    dot(rgb(c), RGB(0.3588, 0.7044, 0.1368)), dot(rgb(c), RGB(0.2990, 0.5870, 0.1140)),
                    dot(rgb(c), RGB(0.2392, 0.4696, 0.0912)))
                return color(lerp(rgb(c), sepia, intensity), c.w)
            }
        case "MonochromeFilter":
            let intensity = number("intensity", 1)
            let tint = vector(p["color"] ?? "0.6,0.45,0.3")
            return pointwise { c in
                let l = dot(rgb(c), rec709)
                // An overlay blend of the tint over the grey.
                let tinted = l < 0.5 ? 2 * l * tint : 1 - 2 * (1 - l) * (1 - tint)
                return color(lerp(rgb(c), tinted, intensity), c.w)
            }
        case "FalseColor":
            let first = vector(p["firstColor"] ?? "0,0,0.5")
            let second = vector(p["secondColor"] ?? "1,0,0")
            return pointwise { c in color(lerp(first, second, dot(rgb(c), rec709)), c.w) }
        case "HighlightAndShadowTint":
            let shadowAmount = number("shadowTintIntensity", 0)
            let highlightAmount = number("highlightTintIntensity", 0)
            let shadowTint = vector(p["shadowTintColor"] ?? "1,0,0")
            let highlightTint = vector(p["highlightTintColor"] ?? "0,0,1")
            return pointwise { c in
                let l = dot(rgb(c), rec709)
                // Shadows move up towards their tint (never down), by the shadow intensity.
                let shadowed = lerp(rgb(c), pointwiseMax(rgb(c), lerp(shadowTint, rgb(c), l)), shadowAmount)
                // Highlights move down towards theirs (never up), by the highlight intensity.
                let highlighted = lerp(
                    rgb(c), pointwiseMin(shadowed, lerp(shadowed, highlightTint, l)), highlightAmount)
                return color(lerp(shadowed, highlighted, l), c.w)
            }
        case "ColorInversion":
            return pointwise { color(1 - rgb($0), $0.w) }
        case "Luminance":
            return pointwise { color(RGB(repeating: dot(rgb($0), rec709)), $0.w) }
        case "Solarize":
            let threshold = number("threshold", 0.5)
            return pointwise { c in dot(rgb(c), rec709) <= threshold ? color(1 - rgb(c), c.w) : c }
        case "Posterize":
            let levels = number("colorLevels", 10)
            return pointwise { c in (c * levels + 0.5).rounded(.down) / levels }
        case "LuminanceThreshold":
            let threshold = number("threshold", 0.5)
            return pointwise { c in color(RGB(repeating: dot(rgb(c), rec709) >= threshold ? 1 : 0), c.w) }
        case "ChromaKeying":
            let threshold = number("thresholdSensitivity", 0.4)
            let smoothing = number("smoothing", 0.1)
            let key = chroma(vector(p["colorToReplace"] ?? "0,1,0"))
            return pointwise { c in
                let distance = ((chroma(rgb(c)) - key) * (chroma(rgb(c)) - key)).sum().squareRoot()
                return Color(c.x, c.y, c.z, c.w * smoothstep(threshold, threshold + smoothing, distance))
            }
        case "CGAColorspaceFilter":
            return { input, uv in
                // Cells of 1/200 × 1/320 of the image from the top-left corner, each read
                // (filtered) at its corner and replaced by the nearest of CGA's four colours.
                let fromTop = SIMD2(uv.x, 1 - uv.y)
                let cell = SIMD2<Float>(1.0 / 200, 1.0 / 320)
                let corner = fromTop - CPUReference.glslMod(fromTop, cell)
                let c = input.readLinear(SIMD2(corner.x, 1 - corner.y))
                let palette = [
                    Color(0, 0, 0, 1), Color(1, 1, 1, 1), Color(85.0 / 255, 1, 1, 1), Color(1, 85.0 / 255, 1, 1),
                ]
                let distances = palette.map { (($0 - c) * ($0 - c)).sum().squareRoot() }
                return palette[distances.firstIndex(of: distances.min()!)!]
            }
        default:
            fatalError("no colour reference for \(name)")
        }
    }

    static func pointwiseMax(_ a: RGB, _ b: RGB) -> RGB { RGB(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z)) }
    static func pointwiseMin(_ a: RGB, _ b: RGB) -> RGB { RGB(min(a.x, b.x), min(a.y, b.y), min(a.z, b.z)) }

    /// GPUImage's chroma of a colour: (Cr, Cb) after its Y of 0.2989, 0.5866, 0.1145.
    static func chroma(_ c: RGB) -> SIMD2<Float> {
        let y = dot(c, RGB(0.2989, 0.5866, 0.1145))
        return SIMD2(0.7132 * (c.x - y), 0.5647 * (c.z - y))
    }

    static func smoothstep(_ edge0: Float, _ edge1: Float, _ x: Float) -> Float {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
