import Foundation
import Segue
import Testing

struct JPEGEncodingTests {
    /// A flat colour survives JPEG within a few levels; alpha comes back opaque.
    @Test func encodesAJPEGThatDecodesBack() throws {
        let image = try Image(width: 32, height: 16, color: RGBA(200, 40, 90, 255))
        let data = try image.jpegData(quality: 95)
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try Image(encoded: data)
        #expect(decoded.width == 32 && decoded.height == 16)
        let pixel = decoded[5, 7]
        #expect(
            abs(Int(pixel.r) - 200) <= 3 && abs(Int(pixel.g) - 40) <= 3 && abs(Int(pixel.b) - 90) <= 3
                && pixel.a == 255, "\(pixel)")
    }

    @Test func lowerQualityIsSmaller() throws {
        var image = try Image(width: 64, height: 64)
        for i in 0..<image.pixels.count { image.pixels[i] = UInt8(truncatingIfNeeded: i * 7919 % 251) }
        #expect(try image.jpegData(quality: 20).count < image.jpegData(quality: 95).count)
    }

    @Test func writesAFile() throws {
        let path = "/tmp/segue-jpeg-\(UInt32.random(in: 0...UInt32.max)).jpg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Image(width: 4, height: 4, color: RGBA(0, 0, 255)).writeJPEG(toFile: path)
        let decoded = try Image(contentsOfFile: path)
        #expect(decoded.width == 4 && decoded[1, 1].b > 240)
    }
}
