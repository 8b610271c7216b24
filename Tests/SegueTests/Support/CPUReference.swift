import Foundation
import Segue

/// CPU versions of the effects, following GL's conventions, to check the GPU against.
///
/// A pixel at column x, row y (row 0 at the top) has `uv = ((x + 0.5) / w, (h - y - 0.5) / h)`:
/// (0,0) is the bottom-left corner, as in the shaders. Arithmetic is in `Float`, as on the GPU.
enum CPUReference {
    typealias Color = SIMD4<Float>

    /// The uv of pixel (x, y), computed as the generated shader does.
    static func uv(_ x: Int, _ y: Int, width: Int, height: Int) -> SIMD2<Float> {
        SIMD2((Float(x) + 0.5) / Float(width), (Float(height) - (Float(y) + 0.5)) / Float(height))
    }

    /// Renders `width`×`height` by evaluating `shade` at each pixel's uv.
    static func render(width: Int, height: Int, _ shade: (SIMD2<Float>) -> Color) -> Image {
        var image = try! Image(width: width, height: height)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let c = shade(uv(x, y, width: width, height: height))
                    let index = (y * width + x) * 4
                    for channel in 0..<4 { pixels[index + channel] = quantize(c[channel]) }
                }
            }
        }
        return image
    }

    /// GL's float-to-unorm8 conversion: clamp, scale, round to nearest.
    static func quantize(_ value: Float) -> UInt8 {
        UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// The texel containing `uv`, clamped to the edge (`texelFetch` in the shaders).
    static func nearest(_ image: Image, _ uv: SIMD2<Float>) -> Color {
        let x = min(max(Int((uv.x * Float(image.width)).rounded(.down)), 0), image.width - 1)
        let yFromBottom = min(max(Int((uv.y * Float(image.height)).rounded(.down)), 0), image.height - 1)
        return color(image, x, image.height - 1 - yFromBottom)
    }

    /// Bilinear filtering at `uv` with clamp-to-edge, as GL_LINEAR does.
    static func bilinear(_ image: Image, _ uv: SIMD2<Float>) -> Color {
        let fx = uv.x * Float(image.width) - 0.5
        let fy = (1 - uv.y) * Float(image.height) - 0.5  // rows from the top
        let x0 = Int(fx.rounded(.down))
        let y0 = Int(fy.rounded(.down))
        let ax = fx - Float(x0)
        let ay = fy - Float(y0)
        func at(_ x: Int, _ y: Int) -> Color {
            color(image, min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1))
        }
        let top = at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax
        let bottom = at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax
        return top * (1 - ay) + bottom * ay
    }

    static func color(_ image: Image, _ x: Int, _ y: Int) -> Color {
        let p = image[x, y]
        return Color(Float(p.r), Float(p.g), Float(p.b), Float(p.a)) / 255
    }

    /// GLSL's `mod(x, y) = x - y * floor(x / y)`.
    static func glslMod(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> SIMD2<Float> {
        x - y * (x / y).rounded(.down)
    }

    /// Pixellate: square cells of `(f', f' · w / h)` in uv, f' = max(f, 1/w), read at each cell's centre.
    static func pixellate(_ image: Image, fraction: Float, smooth: Bool = false) -> Image {
        render(width: image.width, height: image.height) { uv in
            pixellateColor(image, uv, fraction: fraction, smooth: smooth)
        }
    }

    static func pixellateColor(_ image: Image, _ uv: SIMD2<Float>, fraction: Float, smooth: Bool) -> Color {
        let width = max(fraction, 1 / Float(image.width))
        let cell = SIMD2(width, width * Float(image.width) / Float(image.height))
        // Cells start at the top-left corner, as GPUImage's and ffmpeg's do.
        let fromTop = SIMD2(uv.x, 1 - uv.y)
        var centre = fromTop - glslMod(fromTop, cell) + cell * 0.5
        centre.y = 1 - centre.y
        return smooth ? bilinear(image, centre) : nearest(image, centre)
    }

    /// DissolveBlend: `mix(a, b, m)`.
    static func dissolve(_ a: Image, _ b: Image, mix m: Float) -> Image {
        render(width: a.width, height: a.height) { uv in
            mixColor(nearest(a, uv), nearest(b, uv), m)
        }
    }

    static func mixColor(_ a: Color, _ b: Color, _ m: Float) -> Color {
        a * (1 - m) + b * m
    }

    /// The pixellate-dissolve transition at progress p.
    static func pixellateDissolve(_ from: Image, _ to: Image, progress p: Float, smooth: Bool = false) -> Image {
        render(width: from.width, height: from.height) { uv in
            mixColor(
                pixellateColor(from, uv, fraction: p * 0.1, smooth: smooth),
                pixellateColor(to, uv, fraction: (1 - p) * 0.1, smooth: smooth),
                p
            )
        }
    }
}
