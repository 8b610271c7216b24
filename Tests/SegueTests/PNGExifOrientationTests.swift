import Testing
@testable import Segue

/// A PNG whose eXIf chunk declares an orientation is shown upright, as a JPEG's EXIF is.
struct PNGExifOrientationTests {
    /// `png` with an eXIf chunk holding `exif` inserted after IHDR (before IDAT, as the PNG
    /// specification places it).
    static func tagged(_ png: [UInt8], exif: [UInt8]) -> [UInt8] {
        let afterHeader = 8 + 4 + 4 + 13 + 4  // signature, then IHDR's length, type, data and CRC
        let typeAndData = Array("eXIf".utf8) + exif
        let length = UInt32(exif.count), crc = crc32(typeAndData)
        let chunk = bigEndian(length) + typeAndData + bigEndian(crc)
        return Array(png[..<afterHeader]) + chunk + Array(png[afterHeader...])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test(arguments: 1...8, [false, true])
    func eachOrientationIsShownUpright(orientation: Int, bigEndian: Bool) throws {
        let stored = try ExifOrientationTests.stored()
        let exif = ExifOrientationTests.tiff(orientation: orientation, bigEndian: bigEndian)
        let image = try Image(encoded: Self.tagged(try PNGCodec.encode(stored), exif: exif), name: "o\(orientation).png")
        let (colours, width, height) = try #require(ExifOrientationTests.expected[orientation])
        #expect(image.width == width && image.height == height)
        // PNG is lossless: the quadrants are exact.
        #expect(ExifOrientationTests.quadrants(image) == colours, "orientation \(orientation)")
        #expect(image == ExifOrientation(rawValue: orientation)!.upright(stored))
    }

    @Test func aPNGWithoutExifIsAsStored() throws {
        let stored = try ExifOrientationTests.stored()
        #expect(try Image(encoded: try PNGCodec.encode(stored), name: "plain.png") == stored)
    }
}
