/// A 3D lookup table read from a `.cube` file: `size`³ colours, red varying fastest.
struct CubeTable: Sendable, Equatable {
    /// Points along each axis.
    var size: Int
    /// The input colours mapped to the first and last points.
    var domainMin = SIMD3<Float>(0, 0, 0)
    var domainMax = SIMD3<Float>(1, 1, 1)
    /// The output colours, index `r + g·size + b·size²`.
    var entries: [SIMD3<Float>]

    /// Tiles across the image: the smallest square grid holding `size` slices, so that a table of
    /// 256 fits a 4096×4096 texture (a 65536-wide strip would not), and one of 64 is laid out
    /// exactly as GPUImage's 512×512 lookup image.
    static func columns(forSize size: Int) -> Int {
        var columns = 1
        while columns * columns < size { columns += 1 }
        return columns
    }

    /// The table as an image of `size`×`size` tiles, one per blue slice, left to right then top to
    /// bottom; red runs across a tile and green down it (as `CubeLookup.glsl` reads it). Values
    /// are clamped to 0…1 and rounded to 8 bits, the precision of the images it recolours.
    func tiledImage() throws(EffectError) -> Image {
        let columns = Self.columns(forSize: size)
        let rows = (size + columns - 1) / columns
        let width = columns * size
        let height = rows * size
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        for b in 0..<size {
            let left = (b % columns) * size
            let top = (b / columns) * size
            for g in 0..<size {
                for r in 0..<size {
                    let colour = entries[r + g * size + b * size * size]
                    let offset = ((top + g) * width + left + r) * 4
                    pixels[offset] = byte(colour.x)
                    pixels[offset + 1] = byte(colour.y)
                    pixels[offset + 2] = byte(colour.z)
                }
            }
        }
        do throws(ImageError) {
            return try Image(width: width, height: height, pixels: pixels)
        } catch {
            // Sizes are at most 4096×4096 and the buffer matches them: a failure is a bug here.
            preconditionFailure("a cube table's image was refused: \(error)")
        }
    }
}
