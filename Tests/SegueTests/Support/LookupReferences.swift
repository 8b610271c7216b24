import Foundation
import Segue

/// Lookup tables generated for tests, and the CPU references of the three lookup filters.
enum LookupReferences {
    /// A colour map from 0…1 RGB to 0…1 RGB that a test's table encodes.
    typealias Map = @Sendable (SIMD3<Double>) -> SIMD3<Double>

    static let identity: Map = { $0 }
    /// Red, green and blue rotated: (r, g, b) becomes (b, r, g).
    static let swapChannels: Map = { SIMD3($0.z, $0.x, $0.y) }
    static let invert: Map = { SIMD3(1 - $0.x, 1 - $0.y, 1 - $0.z) }
    /// A curve no interpolation reproduces exactly, so the reference must interpolate as the GPU does.
    static let curved: Map = { SIMD3(pow(max($0.x, 0), 0.5), $0.y * $0.y, 0.5 + 0.5 * sin($0.z * 3)) }

    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }

    /// GPUImage's 512×512 lookup image of `map`: tile `b` (8 per row, from the top-left) holds
    /// blue b/63, red runs across it and green down it, 64 steps each.
    static func gpuImageLookup(_ map: Map) -> Image {
        var image = try! Image(width: 512, height: 512)
        for b in 0..<64 {
            for g in 0..<64 {
                for r in 0..<64 {
                    let c = map(SIMD3(Double(r), Double(g), Double(b)) / 63)
                    image[(b % 8) * 64 + r, (b / 8) * 64 + g] = RGBA(byte(c.x), byte(c.y), byte(c.z), 255)
                }
            }
        }
        return image
    }

    /// A `.cube` file of `map` on a `size`³ lattice over the domain `low`…`high`.
    static func cubeText(_ map: Map, size: Int, low: Double = 0, high: Double = 1, title: String = "test") -> String {
        var lines = ["# generated for a test", "TITLE \"\(title)\"", "LUT_3D_SIZE \(size)"]
        if low != 0 || high != 1 { lines += ["DOMAIN_MIN \(low) \(low) \(low)", "DOMAIN_MAX \(high) \(high) \(high)"] }
        for b in 0..<size {
            for g in 0..<size {
                for r in 0..<size {
                    let c = map(
                        SIMD3(Double(r), Double(g), Double(b)) / Double(size - 1) * (high - low) + SIMD3(repeating: low)
                    )
                    lines.append(String(format: "%.6f %.6f %.6f", c.x, c.y, c.z))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Bilinear filtering of `image` at a point given from its top-left corner in 0…1, as GL's
    /// `GL_LINEAR` with clamping to the edge does.
    static func bilinear(_ image: Image, _ x: Double, _ fromTop: Double) -> SIMD3<Double> {
        let px = x * Double(image.width) - 0.5
        let py = fromTop * Double(image.height) - 0.5
        let x0 = Int(floor(px))
        let y0 = Int(floor(py))
        let fx = px - floor(px)
        let fy = py - floor(py)
        func texel(_ x: Int, _ y: Int) -> SIMD3<Double> {
            let p = image[min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1)]
            return SIMD3(Double(p.r), Double(p.g), Double(p.b)) / 255
        }
        let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
        let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Applies `transform` to every pixel's straight colour, keeping alpha.
    static func recolour(_ image: Image, _ transform: (SIMD3<Double>) -> SIMD3<Double>) -> Image {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let c = transform(SIMD3(Double(p.r), Double(p.g), Double(p.b)) / 255)
                out[x, y] = RGBA(byte(c.x), byte(c.y), byte(c.z), p.a)
            }
        }
        return out
    }

    /// GPUImage's LookupFilter on the CPU: two tiles at floor and ceil of blue·63, bilinear inside each.
    static func lookupFilter(_ image: Image, lookup: Image, intensity: Double) -> Image {
        recolour(image) { c in
            let blue = c.z * 63
            func tile(_ t: Double) -> SIMD3<Double> {
                let qy = floor(t / 8)
                let qx = t - qy * 8
                let step = 0.125 - 1.0 / 512
                return bilinear(lookup, qx * 0.125 + 0.5 / 512 + step * c.x, qy * 0.125 + 0.5 / 512 + step * c.y)
            }
            let looked = tile(floor(blue)) * (1 - (blue - floor(blue))) + tile(ceil(blue)) * (blue - floor(blue))
            return c * (1 - intensity) + looked * intensity
        }
    }

    /// Trilinear interpolation of `map` sampled on a `size`³ lattice over `low`…`high`, exactly
    /// (the table's float values, not the 8-bit texture the GPU reads).
    static func cubeLookup(
        _ image: Image, map: Map, size: Int, low: Double = 0, high: Double = 1, intensity: Double
    ) -> Image {
        recolour(image) { c in
            let n = Double(size - 1)
            let p = simd_clamp((c - SIMD3(repeating: low)) / (high - low), 0, 1) * n
            let i0 = SIMD3(floor(p.x), floor(p.y), floor(p.z))
            let f = p - i0
            func entry(_ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> {
                let lattice = SIMD3(min(r, n), min(g, n), min(b, n)) / n * (high - low) + SIMD3(repeating: low)
                return simd_clamp(map(lattice), 0, 1)
            }
            var sum = SIMD3<Double>(0, 0, 0)
            for corner in 0..<8 {
                let dr = Double(corner & 1)
                let dg = Double((corner >> 1) & 1)
                let db = Double(corner >> 2)
                let weight = (dr == 1 ? f.x : 1 - f.x) * (dg == 1 ? f.y : 1 - f.y) * (db == 1 ? f.z : 1 - f.z)
                sum += entry(i0.x + dr, i0.y + dg, i0.z + db) * weight
            }
            return c * (1 - intensity) + sum * intensity
        }
    }

    private static func simd_clamp(_ v: SIMD3<Double>, _ low: Double, _ high: Double) -> SIMD3<Double> {
        SIMD3(min(max(v.x, low), high), min(max(v.y, low), high), min(max(v.z, low), high))
    }
}
