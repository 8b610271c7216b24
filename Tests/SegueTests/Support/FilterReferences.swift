import Foundation
import Segue

/// CPU versions of the built-in colour filters and blurs (see Shaders/), in `Float` as on the GPU.
enum FilterReference {
    typealias Color = CPUReference.Color
    static let luminanceWeights = SIMD3<Float>(0.2125, 0.7154, 0.0721)

    /// A pointwise filter: `transform` applied to the texel under each pixel.
    static func pointwise(_ image: Image, _ transform: (Color) -> Color) -> Image {
        CPUReference.render(width: image.width, height: image.height) { uv in transform(CPUReference.nearest(image, uv))
        }
    }

    static func rgb(_ c: Color) -> SIMD3<Float> { SIMD3(c.x, c.y, c.z) }
    static func withRGB(_ rgb: SIMD3<Float>, _ c: Color) -> Color { Color(rgb.x, rgb.y, rgb.z, c.w) }
    static func luminance(_ c: Color) -> Float { (rgb(c) * luminanceWeights).sum() }

    /// The colour transform of a named filter with its parameters, as the shader computes it.
    static func transform(_ name: String, _ value: Float) -> (Color) -> Color {
        switch name {
        case "Brightness": return { withRGB(rgb($0) + value, $0) }
        case "Contrast": return { withRGB((rgb($0) - 0.5) * value + 0.5, $0) }
        case "Saturation":
            return { c in
                let l = luminance(c)
                return withRGB(SIMD3(repeating: l) * (1 - value) + rgb(c) * value, c)
            }
        case "Grayscale": return { withRGB(SIMD3(repeating: luminance($0)), $0) }
        case "ColorInvert": return { withRGB(1 - rgb($0), $0) }
        case "Gamma": return { c in withRGB(SIMD3(pow(c.x, value), pow(c.y, value), pow(c.z, value)), c) }
        case "Exposure": return { withRGB(rgb($0) * Float(pow(2, Double(value))), $0) }
        case "Sepia":
            return { c in
                let s = SIMD3<Float>(
                    (rgb(c) * SIMD3(0.3588, 0.7044, 0.1368)).sum(),
                    (rgb(c) * SIMD3(0.2990, 0.5870, 0.1140)).sum(),
                    (rgb(c) * SIMD3(0.2392, 0.4696, 0.0912)).sum())
                return withRGB(rgb(c) * (1 - value) + s * value, c)
            }
        case "Copy": return { $0 }
        default: fatalError("no reference for \(name)")
        }
    }

    /// GPUImage's Vignette: smoothstep from `start` to `end` of the distance from `center` in
    /// texture coordinates (from the top-left corner, not corrected for the aspect ratio), the
    /// colour's alpha scaling it.
    static func vignette(_ image: Image, center: SIMD2<Float>, color: Color, start: Float, end: Float) -> Image {
        CPUReference.render(width: image.width, height: image.height) { uv in
            let c = CPUReference.nearest(image, uv)
            let offset = SIMD2(uv.x, 1 - uv.y) - center
            let t = min(max(((offset * offset).sum().squareRoot() - start) / (end - start), 0), 1)
            let amount = t * t * (3 - 2 * t) * color.w
            return withRGB(rgb(c) * (1 - amount) + rgb(color) * amount, c)
        }
    }

    /// One direction of the 9-tap Gaussian blur, reading texels with clamp-to-edge.
    static func gaussian(_ image: Image, sigma: Float, horizontal: Bool) -> Image {
        let weights = (-4...4).map { i in Float(exp(-Double(i * i) / (2 * Double(sigma * sigma)))) }
        let total = weights.reduce(0, +)
        return CPUReference.render(width: image.width, height: image.height) { uv in
            var sum = Color(repeating: 0)
            for (k, i) in (-4...4).enumerated() {
                let step = horizontal ? SIMD2(1 / Float(image.width), 0) : SIMD2(0, 1 / Float(image.height))
                sum += weights[k] * CPUReference.nearest(image, uv + Float(i) * step)
            }
            return sum / total
        }
    }
}
