import Foundation
import Segue

/// CPU references for GPUImage's blends, written from GPUImage's published formulas: the
/// separable modes in their Porter–Duff form with straight alphas (Sca·Da + Dca·Sa + …), the
/// non-separable ones (hue, saturation, colour, luminosity) from the PDF specification's
/// pseudo code, which GPUImage follows. `b` is the first input (the base), `o` the second.
enum BlendReference {
    typealias Color = CPUReference.Color
    typealias RGB = SIMD3<Float>

    static func rgb(_ c: Color) -> RGB { RGB(c.x, c.y, c.z) }
    static func color(_ rgb: RGB, _ alpha: Float) -> Color { Color(rgb.x, rgb.y, rgb.z, alpha) }
    /// Applies `f(base, overlay)` to red, green and blue separately.
    static func perChannel(_ b: Color, _ o: Color, _ f: (Float, Float) -> Float) -> RGB {
        RGB(f(b.x, o.x), f(b.y, o.y), f(b.z, o.z))
    }

    /// The reference blend of `name` with its parameters (as `--param` text).
    static func blend(_ name: String, _ p: [String: String]) -> (Color, Color) -> Color {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        switch name {
        case "AddBlend":
            return { b, o in
                color(
                    perChannel(b, o) { bc, oc in
                        oc * b.w + bc * o.w >= o.w * b.w ? o.w * b.w + oc * (1 - b.w) + bc * (1 - o.w) : oc + bc
                    }, o.w + b.w - o.w * b.w)
            }
        case "AlphaBlend":
            let mix = number("mix", 0.5)
            return { b, o in color(rgb(b) + (rgb(o) - rgb(b)) * (o.w * mix), b.w) }
        case "ChromaKeyBlend":
            let threshold = number("thresholdSensitivity", 0.4)
            let smoothing = number("smoothing", 0.1)
            let key = ColourReference.chroma(ColourReference.vector(p["colorToReplace"] ?? "0,1,0"))
            return { b, o in
                let d = ColourReference.chroma(rgb(b)) - key
                let replaced =
                    1 - ColourReference.smoothstep(threshold, threshold + smoothing, (d * d).sum().squareRoot())
                return b + (o - b) * replaced
            }
        case "ColorBlend":
            return { b, o in color(rgb(b) * (1 - o.w) + setLum(rgb(o), lum(rgb(b))) * o.w, b.w) }
        case "LuminosityBlend":
            return { b, o in color(rgb(b) * (1 - o.w) + setLum(rgb(b), lum(rgb(o))) * o.w, b.w) }
        case "HueBlend":
            return { b, o in color(rgb(b) * (1 - o.w) + setLum(setSat(rgb(o), sat(rgb(b))), lum(rgb(b))) * o.w, b.w) }
        case "SaturationBlend":
            return { b, o in color(rgb(b) * (1 - o.w) + setLum(setSat(rgb(b), sat(rgb(o))), lum(rgb(b))) * o.w, b.w) }
        case "ColorBurnBlend":
            // 1 - (1 - base) / overlay on all four channels; dividing by 0 burns to black, except white.
            return { b, o in
                var out = Color()
                for i in 0..<4 { out[i] = o[i] > 0 ? 1 - (1 - b[i]) / o[i] : (b[i] >= 1 ? 1 : 0) }
                return out
            }
        case "ColorDodgeBlend":
            return { b, o in
                color(
                    perChannel(b, o) { bc, oc in
                        let uncovered = oc * (1 - b.w) + bc * (1 - o.w)
                        guard oc * b.w + bc * o.w <= o.w * b.w else { return o.w * b.w + uncovered }
                        let overlay = o.w >= 0 ? min(max(oc / min(max(o.w, 0.01), 1), 0), 0.99) : 0
                        return bc * o.w / (1 - overlay) + uncovered
                    }, 1)
            }
        case "DarkenBlend":
            return { b, o in
                color(perChannel(b, o) { bc, oc in min(oc * b.w, bc * o.w) + oc * (1 - b.w) + bc * (1 - o.w) }, 1)
            }
        case "DifferenceBlend":
            return { b, o in color(perChannel(b, o) { abs($1 - $0) }, b.w) }
        case "DivideBlend":
            return { b, o in
                color(
                    perChannel(b, o) { bc, oc in
                        let uncovered = oc * (1 - b.w) + bc * (1 - o.w)
                        // A zero channel of the overlay saturates, as a quotient of +infinity would.
                        if o.w == 0 || oc == 0 || bc / oc > b.w / o.w { return o.w * b.w + uncovered }
                        return bc * o.w * o.w / oc + uncovered
                    }, o.w + b.w - o.w * b.w)
            }
        case "ExclusionBlend":
            return { b, o in
                color(
                    perChannel(b, o) { bc, oc in oc * b.w + bc * o.w - 2 * oc * bc + oc * (1 - b.w) + bc * (1 - o.w) },
                    b.w)
            }
        case "HardLightBlend", "OverlayBlend":
            // The same two formulas; hard light asks the overlay which applies, overlay asks the base.
            let byOverlay = name == "HardLightBlend"
            return { b, o in
                color(
                    perChannel(b, o) { bc, oc in
                        let uncovered = oc * (1 - b.w) + bc * (1 - o.w)
                        let dark = byOverlay ? 2 * oc < o.w : 2 * bc < b.w
                        return (dark ? 2 * oc * bc : o.w * b.w - 2 * (b.w - bc) * (o.w - oc)) + uncovered
                    }, 1)
            }
        case "LightenBlend":
            return { b, o in Color(max(b.x, o.x), max(b.y, o.y), max(b.z, o.z), max(b.w, o.w)) }
        case "LinearBurnBlend":
            return { b, o in color(perChannel(b, o) { min(max($0 + $1 - 1, 0), 1) }, b.w) }
        case "MultiplyBlend":
            return { b, o in o * b + o * (1 - b.w) + b * (1 - o.w) }
        case "NormalBlend":
            return { b, o in
                let alpha = o.w + b.w * (1 - o.w)
                return color((rgb(o) * o.w + rgb(b) * b.w * (1 - o.w)) / (alpha > 0 ? alpha : 1), alpha)
            }
        case "ScreenBlend":
            return { b, o in 1 - (1 - o) * (1 - b) }
        case "SoftLightBlend":
            return { b, o in
                let unmultiplied = b / (b.w > 0 ? b.w : 1)
                return b * (o.w * unmultiplied + 2 * o * (1 - unmultiplied)) + o * (1 - b.w) + b * (1 - o.w)
            }
        case "SourceOverBlend":
            return { b, o in b + (o - b) * o.w }
        case "SubtractBlend":
            return { b, o in color(rgb(b) - rgb(o), b.w) }
        case "DissolveBlend":
            let mix = number("mix", 0.5)
            return { b, o in b + (o - b) * mix }
        default:
            fatalError("no blend reference for \(name)")
        }
    }

    // MARK: The PDF specification's non-separable helpers

    static func lum(_ c: RGB) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c)
        let n = c.min()
        let x = c.max()
        var c = c
        if n < 0 { c = RGB(repeating: l) + (c - l) * l / (l - n) }
        if x > 1 { c = RGB(repeating: l) + (c - l) * (1 - l) / (x - l) }
        return c
    }

    static func setLum(_ c: RGB, _ l: Float) -> RGB { clipColor(c + (l - lum(c))) }

    static func sat(_ c: RGB) -> Float { c.max() - c.min() }

    /// The PDF's SetSat: order the channels; the largest becomes s, the middle one its share of
    /// s, the smallest 0 (all 0 for a grey).
    static func setSat(_ c: RGB, _ s: Float) -> RGB {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (minimum, middle, maximum) = (order[0], order[1], order[2])
        var result = RGB()
        if c[maximum] > c[minimum] {
            result[middle] = (c[middle] - c[minimum]) * s / (c[maximum] - c[minimum])
            result[maximum] = s
        }
        return result
    }
}
