import TestPrograms
import Testing

@testable import Segue

/// A PNG whose eXIf chunk declares an orientation is shown upright, as a JPEG's EXIF is.
struct PNGExifOrientationTests {
    /// `png` with an eXIf chunk holding `exif` inserted after IHDR (before IDAT, as the PNG
    /// specification places it).
    static func tagged(_ png: [UInt8], exif: [UInt8]) -> [UInt8] {
        let afterHeader = 8 + 4 + 4 + 13 + 4  // signature, then IHDR's length, type, data and CRC
        return Array(png[..<afterHeader]) + PNGBuilder.chunk("eXIf", exif) + Array(png[afterHeader...])
    }

    @Test(arguments: 1...8, [false, true])
    func eachOrientationIsShownUpright(orientation: Int, bigEndian: Bool) throws {
        let stored = try ExifOrientationTests.stored()
        let exif = ExifOrientationTests.tiff(orientation: orientation, bigEndian: bigEndian)
        let image = try Image(
            encoded: Self.tagged(try PNGCodec.encode(stored), exif: exif), name: "o\(orientation).png")
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
