import Foundation
import Segue
import Testing

/// PNG and JPEG decoding, PNG encoding, and the errors for bad files.
struct ImageCodecTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    @Test(arguments: ["rgb8", "rgb16", "gray8", "gray-alpha8", "gray16", "rgba16", "palette"])
    func everyPNGKindDecodesToRGBA8(name: String) throws {
        let decoded = try Image(contentsOfFile: Self.fixture("\(name).png"))
        let expected = try Image(contentsOfFile: Self.fixture("expected-\(name).png"))
        #expect(decoded.width == expected.width && decoded.height == expected.height)
        // ffmpeg rounds 16-bit samples to 8 bits; libspng truncates: one step apart at most.
        let comparison = ImageComparison(decoded, expected, tolerance: name.hasSuffix("16") ? 1 : 0)
        #expect(comparison.fractionWithin == 1, "\(comparison)")
    }

    @Test func grayExpandsToEqualChannelsAndOpaqueAlpha() throws {
        let image = try Image(contentsOfFile: Self.fixture("gray8.png"))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                #expect(p.r == p.g && p.g == p.b && p.a == 255)
            }
        }
    }

    @Test func jpegDecodesLikeFFmpeg() throws {
        let decoded = try Image(contentsOfFile: Self.fixture("photo.jpg"))
        let expected = try Image(contentsOfFile: Self.fixture("photo-decoded-by-ffmpeg.png"))
        #expect(decoded.width == 90 && decoded.height == 60)
        // Decoders may differ in IDCT and chroma upsampling by a few levels.
        let comparison = ImageComparison(decoded, expected, tolerance: 8)
        #expect(comparison.fractionWithin > 0.98 && comparison.psnr > 35, "\(comparison)")
    }

    @Test func pngRoundTripsExactly() throws {
        var image = TestImages.pattern(width: 31, height: 17)
        image[3, 4] = RGBA(1, 2, 3, 4)
        let decoded = try Image(encoded: try image.pngData(), name: "round trip")
        #expect(decoded == image)
    }

    @Test func corruptPNGIsAnError() throws {
        let path = Self.fixture("corrupt.png")
        #expect {
            _ = try Image(contentsOfFile: path)
        } throws: { error in
            guard case ImageError.corruptImage(let file, _) = error else { return false }
            return file == path
        }
    }

    @Test func truncatedPNGIsAnError() throws {
        #expect(throws: ImageError.self) { _ = try Image(contentsOfFile: Self.fixture("truncated.png")) }
        do {
            _ = try Image(contentsOfFile: Self.fixture("truncated.png"))
        } catch {
            guard case .corruptImage = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }

    @Test func truncatedJPEGIsAnError() throws {
        let path = Self.fixture("truncated.jpg")
        do {
            _ = try Image(contentsOfFile: path)
            Issue.record("a truncated JPEG decoded")
        } catch {
            guard case .corruptImage(let file, let reason) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(file == path)
            #expect(!reason.isEmpty)
        }
    }

    @Test func unknownFormatAndMissingFileAreErrors() throws {
        #expect(throws: ImageError.unsupportedImageFormat(file: Self.fixture("not-an-image.png"))) {
            _ = try Image(contentsOfFile: Self.fixture("not-an-image.png"))
        }
        #expect(throws: ImageError.unreadableFile(path: "/nonexistent/x.png", reason: "No such file or directory")) {
            _ = try Image(contentsOfFile: "/nonexistent/x.png")
        }
    }

    @Test func imageChecksItsPixelCount() {
        #expect(throws: ImageError.pixelCountMismatch(expected: 16, actual: 3)) {
            _ = try Image(width: 2, height: 2, pixels: [1, 2, 3])
        }
        #expect(throws: ImageError.invalidImageSize(width: 0, height: 5)) {
            _ = try Image(width: 0, height: 5)
        }
    }
}
