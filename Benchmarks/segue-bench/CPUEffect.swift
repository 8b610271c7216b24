import Segue

/// The CPU reference: Segue's effects computed in Swift on one thread, to compare against.
///
/// Straightforward but not wasteful: work that depends only on the column or the row (pixellate's
/// cell arithmetic) is done once per column and row, pixels are mixed with 8-bit fixed-point
/// weights, and everything writes into a buffer reused across frames. It follows the shaders'
/// conventions, so its frames match the engine's to within rounding (checked before timing).
enum CPUEffect: String, Sendable {
    case crossfade
    case pixellateDissolve = "pixellate-dissolve"

    /// The CPU version of a Segue transition, if there is one.
    init?(transition: String) {
        switch transition {
        case BenchEffect.crossfade: self = .crossfade
        case BenchEffect.pixellateDissolve: self = .pixellateDissolve
        default: return nil
        }
    }

    /// Renders the frame at `progress` into `output` (RGBA8, the size of the inputs).
    func render(from: Image, to: Image, progress: Double, into output: inout [UInt8]) {
        let p = Float(min(max(progress, 0), 1))
        switch self {
        case .crossfade: Self.mix(from.pixels, to.pixels, weight: p, into: &output)
        case .pixellateDissolve: Self.pixellateDissolve(from, to, progress: p, into: &output)
        }
    }

    /// `mix(a, b, w)` per channel, with `w` rounded to 1/256.
    private static func mix(_ a: [UInt8], _ b: [UInt8], weight: Float, into output: inout [UInt8]) {
        let w = UInt16((weight * 256).rounded())
        let inverse = 256 - w
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    for index in 0..<out.count {
                        out[index] = UInt8(
                            truncatingIfNeeded: (UInt16(a[index]) &* inverse &+ UInt16(b[index]) &* w &+ 128) >> 8)
                    }
                }
            }
        }
    }

    /// "from" pixellated at `p · 0.1`, "to" at `(1 − p) · 0.1`, mixed by `p`, as the composite transition.
    private static func pixellateDissolve(_ from: Image, _ to: Image, progress p: Float, into output: inout [UInt8]) {
        let width = from.width
        let height = from.height
        let fromColumns = cellTexels(count: width, fraction: p * 0.1, width: width, height: height, axis: .x)
        let fromRows = cellTexels(count: height, fraction: p * 0.1, width: width, height: height, axis: .y)
        let toColumns = cellTexels(count: width, fraction: (1 - p) * 0.1, width: width, height: height, axis: .x)
        let toRows = cellTexels(count: height, fraction: (1 - p) * 0.1, width: width, height: height, axis: .y)
        let w = UInt32((p * 256).rounded())
        let inverse = 256 - w
        from.pixels.withUnsafeBytes { a in
            to.pixels.withUnsafeBytes { b in
                output.withUnsafeMutableBytes { out in
                    let a = a.bindMemory(to: UInt32.self)
                    let b = b.bindMemory(to: UInt32.self)
                    let out = out.bindMemory(to: UInt32.self)
                    for y in 0..<height {
                        let rowA = fromRows[y] * width
                        let rowB = toRows[y] * width
                        let rowOut = y * width
                        for x in 0..<width {
                            out[rowOut + x] = mix(a[rowA + fromColumns[x]], b[rowB + toColumns[x]], w, inverse)
                        }
                    }
                }
            }
        }
    }

    /// Mixes two packed RGBA8 pixels, two channels at a time in 32-bit lanes.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32, _ inverse: UInt32) -> UInt32 {
        let evenA = a & 0x00FF_00FF
        let oddA = (a >> 8) & 0x00FF_00FF
        let evenB = b & 0x00FF_00FF
        let oddB = (b >> 8) & 0x00FF_00FF
        let even = ((evenA &* inverse &+ evenB &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let odd = (oddA &* inverse &+ oddB &* w &+ 0x0080_0080) & 0xFF00_FF00
        return even | odd
    }

    private enum Axis { case x, y }

    /// For each column (or row, counted from the top) the texel pixellate reads, computed in
    /// `Float` exactly as the shader: cell = (f', f'·w/h), f' = max(f, 1/w), t = uv (1 − uv.y for
    /// rows: cells start at the top), centre = t − mod(t, cell) + cell/2, texel = floor(centre · size)
    /// (of 1 − centre for rows).
    private static func cellTexels(count: Int, fraction: Float, width: Int, height: Int, axis: Axis) -> [Int] {
        let cellWidth = max(fraction, 1 / Float(width))
        let cell = axis == .x ? cellWidth : cellWidth * Float(width) / Float(height)
        let size = Float(count)
        return (0..<count).map { index in
            // uv.y runs from the bottom; rows here run from the top.
            let fromOrigin = axis == .x ? index : count - 1 - index
            let uv = (Float(fromOrigin) + 0.5) / size
            let t = axis == .x ? uv : 1 - uv
            let centreFromOrigin = t - (t - cell * (t / cell).rounded(.down)) + cell * 0.5
            let centre = axis == .x ? centreFromOrigin : 1 - centreFromOrigin
            let texel = min(max(Int((centre * size).rounded(.down)), 0), count - 1)
            return axis == .x ? texel : count - 1 - texel
        }
    }
}
