import Foundation
import Testing

@testable import Segue

/// Whether a decoded image is opaque, which decides whether its layers may hide others.
@Suite struct ImageOpacityTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    @Test func anRGBPNGIsOpaque() throws {
        #expect(try Image(contentsOfFile: Self.fixture("rgb8.png")).isOpaque)
    }

    @Test func anRGBAPNGWithEveryAlpha255IsOpaque() throws {
        let image = try Image(width: 9, height: 5, color: RGBA(10, 20, 30, 255))
        #expect(try Image(encoded: image.pngData()).isOpaque)
    }

    @Test func anRGBAPNGWithOneAlphaBelow255IsNot() throws {
        var image = try Image(width: 9, height: 5, color: RGBA(10, 20, 30, 255))
        image[8, 4] = RGBA(10, 20, 30, 254)
        let decoded = try Image(encoded: image.pngData())
        #expect(!decoded.isOpaque)
        #expect(decoded.premultipliedPixels() != nil)
    }
}
