import Foundation

/// Classic 2D Perlin noise as GPUImage's PerlinNoiseFilter computes it (the lattice hashed by
/// the permutation polynomial (34x + 1)x mod 289, 41 gradients on a diamond normalised by a
/// first-order inverse square root, the quintic fade, scaled by 2.3), in `Float` as on the GPU.
enum PerlinNoiseReference {
    static func mod289(_ x: Float) -> Float { x - (x * (1 / 289)).rounded(.down) * 289 }
    static func permute(_ x: Float) -> Float { mod289((x * 34 + 1) * x) }

    /// The gradient at lattice point (i, j) dotted with `offset`.
    static func corner(_ i: Float, _ j: Float, _ offset: SIMD2<Float>) -> Float {
        let hash = permute(permute(mod289(i)) + mod289(j))
        let gx = (hash * (1 / 41)) - (hash * (1 / 41)).rounded(.down)
        let x = gx * 2 - 1
        var g = SIMD2<Float>(x - (x + 0.5).rounded(.down), abs(x) - 0.5)
        g *= 1.79284291400159 - 0.85373472095314 * (g * g).sum()
        return (g * offset).sum()
    }

    /// The noise at `p`, about -1 to 1.
    static func noise(_ p: SIMD2<Float>) -> Float {
        let cell = p.rounded(.down)
        let f = p - cell
        let v00 = corner(cell.x, cell.y, f)
        let v10 = corner(cell.x + 1, cell.y, f - SIMD2(1, 0))
        let v01 = corner(cell.x, cell.y + 1, f - SIMD2(0, 1))
        let v11 = corner(cell.x + 1, cell.y + 1, f - SIMD2(1, 1))
        let s = f * f * f * (f * (f * 6 - 15) + 10)
        func mix(_ a: Float, _ b: Float, _ t: Float) -> Float { a * (1 - t) + b * t }
        return 2.3 * mix(mix(v00, v10, s.x), mix(v01, v11, s.x), s.y)
    }
}
