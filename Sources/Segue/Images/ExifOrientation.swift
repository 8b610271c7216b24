/// The EXIF orientation of a JPEG or PNG: how its stored pixels must be turned to be seen
/// upright, as every viewer shows them. Values 1–8 as the EXIF (TIFF) specification numbers them.
enum ExifOrientation: Int {
    case up = 1
    case mirrored, upsideDown, flipped, transposed, rotatedClockwise, transversed, rotatedCounterclockwise

    /// The orientation that the first APP1 "Exif" segment of `jpeg` declares, or nil when there
    /// is none or it cannot be read (a damaged tag is ignored, as viewers do, not an error).
    init?(jpeg: [UInt8]) {
        var offset = 2  // after SOI
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            // Markers without a length (fill bytes, RSTn) never come before the frame's segments here.
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, start of scan
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            guard length >= 2, offset + 2 + length <= jpeg.count else { return nil }
            if marker == 0xE1, let found = Self(exif: Array(jpeg[(offset + 4)..<(offset + 2 + length)])) {
                self = found
                return
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation in EXIF data: a TIFF header and IFD0, as a PNG's eXIf chunk holds them,
    /// or the same after "Exif\0\0", as a JPEG's APP1 segment puts them.
    init?(exif: [UInt8]) {
        let prefix: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        let tiff = exif.starts(with: prefix) ? Array(exif.dropFirst(prefix.count)) : exif
        guard let value = Self.orientation(tiff: tiff) else { return nil }
        self.init(rawValue: value)
    }

    /// Tag 0x0112 of IFD0 in TIFF-structured data.
    private static func orientation(tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true  // "MM"
        case (0x49, 0x49): bigEndian = false  // "II"
        default: return nil
        }
        func read16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return bigEndian ? Int(tiff[at]) << 8 | Int(tiff[at + 1]) : Int(tiff[at + 1]) << 8 | Int(tiff[at])
        }
        func read32(_ at: Int) -> Int? {
            guard let high = read16(bigEndian ? at : at + 2), let low = read16(bigEndian ? at + 2 : at) else {
                return nil
            }
            return high << 16 | low
        }
        guard read16(2) == 42, let ifd = read32(4), let count = read16(ifd) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = read16(at) else { return nil }
            // A SHORT whose value sits in the first two bytes of the value field.
            if tag == 0x0112, read16(at + 2) == 3, let value = read16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }

    /// `image` (stored pixels) turned upright; orientations 5–8 swap width and height.
    func upright(_ image: Image) -> Image {
        guard self != .up else { return image }
        let w = image.width
        let h = image.height
        let swaps = rawValue >= 5
        let outWidth = swaps ? h : w
        let outHeight = swaps ? w : h
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for oy in 0..<outHeight {
                    for ox in 0..<outWidth {
                        // Where the upright pixel (ox, oy) is stored.
                        let (x, y): (Int, Int)
                        switch self {
                        case .up: (x, y) = (ox, oy)
                        case .mirrored: (x, y) = (w - 1 - ox, oy)
                        case .upsideDown: (x, y) = (w - 1 - ox, h - 1 - oy)
                        case .flipped: (x, y) = (ox, h - 1 - oy)
                        case .transposed: (x, y) = (oy, ox)
                        case .rotatedClockwise: (x, y) = (oy, h - 1 - ox)
                        case .transversed: (x, y) = (w - 1 - oy, h - 1 - ox)
                        case .rotatedCounterclockwise: (x, y) = (w - 1 - oy, ox)
                        }
                        let from = (y * w + x) * 4
                        let to = (oy * outWidth + ox) * 4
                        for channel in 0..<4 { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return Image(uprightWidth: outWidth, height: outHeight, pixels: pixels)
    }
}
