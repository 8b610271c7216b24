import Testing

@testable import Segue

/// A phone JPEG whose EXIF says how to turn it is shown upright, as every viewer shows it.
struct ExifOrientationTests {
    static let red = RGBA(255, 0, 0), green = RGBA(0, 255, 0), blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)

    /// 32×16 stored: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func stored() throws -> Image {
        var image = try Image(width: 32, height: 16)
        for y in 0..<16 {
            for x in 0..<32 { image[x, y] = y < 8 ? (x < 16 ? red : green) : (x < 16 ? blue : white) }
        }
        return image
    }

    /// `jpeg` with an APP1 Exif segment declaring `orientation` inserted after SOI.
    static func tagged(_ jpeg: [UInt8], orientation: Int, bigEndian: Bool) -> [UInt8] {
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff(orientation: orientation, bigEndian: bigEndian)
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[2...])
    }

    /// EXIF data (a TIFF header and IFD0) declaring `orientation`.
    static func tiff(orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
        }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        let tiff =
            (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(2)  // two entries: an unrelated tag first, then orientation
            + u16(0x010F) + u16(2) + u32(4) + [0x41, 0x42, 0x43, 0x00]  // Make "ABC"
            + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
            + u32(0)
        return tiff
    }

    /// Quadrant colours (top-left, top-right, bottom-left, bottom-right) and size of the upright
    /// image, worked out by hand from what each EXIF value means.
    static let expected: [Int: ([RGBA], Int, Int)] = [
        1: ([red, green, blue, white], 32, 16),
        2: ([green, red, white, blue], 32, 16),  // mirrored left to right
        3: ([white, blue, green, red], 32, 16),  // turned half a turn
        4: ([blue, white, red, green], 32, 16),  // mirrored top to bottom
        5: ([red, blue, green, white], 16, 32),  // transposed
        6: ([blue, red, white, green], 16, 32),  // stored turned; shown turned 90° clockwise
        7: ([white, green, blue, red], 16, 32),  // transversed
        8: ([green, white, red, blue], 16, 32),  // shown turned 90° counterclockwise
    ]

    static func quadrants(_ image: Image) -> [RGBA] {
        let w = image.width
        let h = image.height
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map {
            image[$0.0, $0.1]
        }
    }

    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 24 && abs(Int(a.g) - Int(b.g)) <= 24 && abs(Int(a.b) - Int(b.b)) <= 24
    }

    @Test(arguments: 1...8, [false, true])
    func eachOrientationIsShownUpright(orientation: Int, bigEndian: Bool) throws {
        let jpeg = Self.tagged(try Self.stored().jpegData(quality: 95), orientation: orientation, bigEndian: bigEndian)
        let image = try Image(encoded: jpeg, name: "o\(orientation).jpg")
        let (colours, width, height) = try #require(Self.expected[orientation])
        #expect(image.width == width && image.height == height)
        for (seen, wanted) in zip(Self.quadrants(image), colours) {
            #expect(Self.close(seen, wanted), "orientation \(orientation): \(seen) where \(wanted) belongs")
        }
    }

    @Test func aDamagedOrMissingTagLeavesTheImageAsStored() throws {
        let plain = try Self.stored().jpegData(quality: 95)
        #expect(ExifOrientation(jpeg: plain) == nil)
        var damaged = Self.tagged(plain, orientation: 6, bigEndian: false)
        damaged[12] = 0x58  // "II" → "IX": no longer a TIFF header
        #expect(ExifOrientation(jpeg: damaged) == nil)
        #expect(try Image(encoded: damaged).width == 32)
        #expect(ExifOrientation(jpeg: Self.tagged(plain, orientation: 9, bigEndian: true)) == nil)  // out of range
        // Truncated inside the segment: read as far as it goes, no crash.
        for cut in stride(from: 4, to: 60, by: 3) {
            _ = ExifOrientation(jpeg: Array(Self.tagged(plain, orientation: 6, bigEndian: true).prefix(cut)))
        }
    }
}
