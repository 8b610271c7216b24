extension Image {
    /// The pixels with each colour multiplied by its alpha (rounded to the nearest), as textures
    /// hold them; nil when every pixel is opaque, so that the common case copies nothing.
    func premultipliedPixels() -> [UInt8]? {
        pixels.withUnsafeBytes { Self.premultiplied($0) }
    }

    /// Whether every pixel's alpha is 255 (`premultipliedPixels()` is then nil): what a renderer
    /// learns while uploading it, so that its layers may hide what is below them.
    var isOpaque: Bool { pixels.withUnsafeBytes { Self.isOpaque($0) } }

    /// Whether every pixel of RGBA8 `source` has alpha 255.
    static func isOpaque(_ source: UnsafeRawBufferPointer) -> Bool {
        var index = 3
        while index < source.count, source[index] == 255 { index += 4 }
        return index >= source.count
    }

    /// RGBA8 `source` with colour multiplied by alpha, or nil when every pixel is opaque (nothing changes).
    static func premultiplied(_ source: UnsafeRawBufferPointer) -> [UInt8]? {
        guard !isOpaque(source) else { return nil }
        return [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
            for pixel in stride(from: 0, to: source.count, by: 4) {
                let alpha = UInt32(source[pixel + 3])
                for channel in 0..<3 {
                    // x * a / 255 rounded, exactly, without a division.
                    let product = UInt32(source[pixel + channel]) * alpha + 128
                    target[pixel + channel] = UInt8((product + (product >> 8)) >> 8)
                }
                target[pixel + 3] = UInt8(alpha)
            }
            count = source.count
        }
    }
}
