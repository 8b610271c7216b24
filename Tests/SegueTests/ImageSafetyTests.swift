import CTurboJPEG
import Foundation
import Segue
import TestPrograms
import Testing

/// Images that users did not make: headers that lie about their size, broken files, and the PNG
/// and JPEG kinds that must still decode (interlaced, CMYK, progressive).
struct ImageSafetyTests {
    /// A 2×2 RGBA PNG, valid in every byte.
    static let smallPNG = PNGBuilder.png(
        width: 2, height: 2, colorType: 6, bitDepth: 8,
        scanlines: [0] + [UInt8](repeating: 200, count: 8) + [0] + [UInt8](repeating: 100, count: 8))

    /// A PNG of a few dozen bytes whose header claims `width`×`height`.
    static func lyingPNG(width: Int, height: Int) -> [UInt8] {
        PNGBuilder.png(
            width: width, height: height, colorType: 2, bitDepth: 8, scanlines: [UInt8](repeating: 0, count: 64))
    }

    @Test func aPNGClaimingNineHundredMegapixelsIsRefusedFromItsHeader() throws {
        let started = Date()
        #expect(throws: ImageError.tooManyPixels(file: "bomb.png", width: 30_000, height: 30_000, limit: 100_000_000)) {
            _ = try Image(encoded: Self.lyingPNG(width: 30_000, height: 30_000), name: "bomb.png")
        }
        // Refused from the header: nothing near 3.6 GB was allocated or inflated.
        #expect(Date().timeIntervalSince(started) < 1)
        let error = ImageError.tooManyPixels(file: "bomb.png", width: 30_000, height: 30_000, limit: 100_000_000)
        #expect("\(error)" == "bomb.png: 30000x30000 is 900.0 megapixels, over the limit of 100.0 megapixels")
    }

    @Test func aJPEGClaimingAHugeSizeIsRefusedFromItsHeader() throws {
        var jpeg = try TestImages.pattern(width: 16, height: 16).jpegData()
        // Rewrite the start-of-frame's height and width (after FFC0, length and precision).
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])
        #expect(throws: ImageError.tooManyPixels(file: "huge.jpg", width: 65_000, height: 65_000, limit: 100_000_000)) {
            _ = try Image(encoded: jpeg, name: "huge.jpg")
        }
    }

    @Test func theLimitsAreTheCallers() throws {
        #expect(throws: ImageError.tooManyPixels(file: "small.png", width: 2, height: 2, limit: 3)) {
            _ = try Image(encoded: Self.smallPNG, name: "small.png", limits: ImageLimits(maximumPixelCount: 3))
        }
        let wide = PNGBuilder.png(
            width: 40, height: 1, colorType: 0, bitDepth: 8, scanlines: [0] + [UInt8](repeating: 9, count: 40))
        #expect(throws: ImageError.sideTooLong(file: "wide.png", width: 40, height: 1, limit: 32)) {
            _ = try Image(encoded: wide, name: "wide.png", limits: ImageLimits(maximumSide: 32))
        }
        #expect(try Image(encoded: Self.smallPNG, limits: ImageLimits(maximumPixelCount: 4)).width == 2)
    }

    @Test(.requiresGPU) func anEngineRefusesWhatItsContextCannotHold() throws {
        let engine = try TestEngine.engine()
        #expect(
            engine.imageLimits == ImageLimits(maximumPixelCount: 100_000_000, maximumSide: engine.info.maxTextureSize))
        let image = try Image(width: 8, height: 8)
        let side = engine.info.maxTextureSize + 1
        #expect(
            throws: ImageError.sideTooLong(
                file: "the output size", width: side, height: 8, limit: engine.info.maxTextureSize)
        ) {
            _ = try engine.makeTransition("fade", from: image, to: image, width: side, height: 8)
        }
    }

    @Test func aBadCRCIsAnErrorNamingTheFile() throws {
        var png = Self.smallPNG
        png[png.count - 20] ^= 0xFF  // inside IDAT's data: its CRC no longer matches
        #expect {
            _ = try Image(encoded: png, name: "crc.png")
        } throws: { error in
            guard case ImageError.corruptImage(let file, let reason) = error else { return false }
            return file == "crc.png" && !reason.isEmpty
        }
    }

    @Test func emptyAndForeignFilesAreErrorsNamingTheFile() throws {
        #expect(throws: ImageError.corruptImage(file: "empty.png", reason: "the file is empty")) {
            _ = try Image(encoded: [], name: "empty.png")
        }
        #expect(throws: ImageError.unsupportedImageFormat(file: "text.png")) {
            _ = try Image(encoded: Array("hello\n".utf8), name: "text.png")
        }
        #expect(throws: ImageError.self) {
            _ = try Image(encoded: Array(Self.smallPNG.prefix(8)), name: "signature-only.png")
        }
        #expect(throws: ImageError.self) { _ = try Image(encoded: [0xFF, 0xD8, 0xFF], name: "jpeg-start.jpg") }
    }

    @Test func aFileIsReadByWhatItHoldsNotItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-wrong-extension-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("really-a-png.jpg").path
        try Data(Self.smallPNG).write(to: URL(fileURLWithPath: path))
        #expect(try Image(contentsOfFile: path)[1, 1] == RGBA(100, 100, 100, 100))
    }

    @Test func anInterlacedPNGDecodesLikeItsPlainTwin() throws {
        let (width, height) = (13, 11)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 19), UInt8(y * 23), UInt8((x * y) & 0xFF)] }
        let interlaced = PNGBuilder.png(
            width: width, height: height, colorType: 2, bitDepth: 8,
            scanlines: PNGBuilder.adam7Scanlines(width: width, height: height, pixel: pixel), interlaced: true)
        let image = try Image(encoded: interlaced, name: "interlaced.png")
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                #expect(image[x, y] == RGBA(p[0], p[1], p[2], 255), "(\(x), \(y))")
            }
        }
    }

    @Test func sixteenBitPaletteAndGreyAlphaPNGsDecode() throws {
        let sixteen = PNGBuilder.png(
            width: 1, height: 1, colorType: 2, bitDepth: 16, scanlines: [0, 0x12, 0x34, 0xAB, 0xCD, 0xFF, 0xFF])
        #expect(try Image(encoded: sixteen)[0, 0] == RGBA(0x12, 0xAB, 0xFF, 255))
        let palette = PNGBuilder.png(
            width: 2, height: 1, colorType: 3, bitDepth: 8, scanlines: [0, 1, 0],
            extraChunks: [("PLTE", [10, 20, 30, 40, 50, 60]), ("tRNS", [255, 128])])
        let decodedPalette = try Image(encoded: palette)
        #expect(decodedPalette[0, 0] == RGBA(40, 50, 60, 128) && decodedPalette[1, 0] == RGBA(10, 20, 30, 255))
        let greyAlpha = PNGBuilder.png(width: 1, height: 1, colorType: 4, bitDepth: 8, scanlines: [0, 77, 33])
        #expect(try Image(encoded: greyAlpha)[0, 0] == RGBA(77, 77, 77, 33))
        // A palette index past the palette's end decodes as libspng chooses, never reading out of
        // bounds (the address sanitizer run would catch it).
        let badIndex = PNGBuilder.png(
            width: 1, height: 1, colorType: 3, bitDepth: 8, scanlines: [0, 9], extraChunks: [("PLTE", [1, 2, 3])])
        _ = try? Image(encoded: badIndex, name: "index.png")
    }

    @Test func aProgressiveJPEGDecodesLikeItsBaselineTwin() throws {
        let image = TestImages.pattern(width: 32, height: 24)
        let baseline = try Image(encoded: try Self.jpeg(image, format: TJPF_RGBA, flags: 0))
        let progressive = try Image(encoded: try Self.jpeg(image, format: TJPF_RGBA, flags: TJFLAG_PROGRESSIVE))
        #expect(ImageComparison(baseline, progressive, tolerance: 2).fractionWithin > 0.99)
    }

    @Test func aCMYKJPEGDecodesToRGB() throws {
        // Adobe's inverted CMYK, as libjpeg-turbo writes it from CMYK pixels: 255 is no ink.
        var cmyk = [UInt8]()
        for _ in 0..<(16 * 16) { cmyk += [255, 0, 0, 255] }  // full magenta and yellow: red
        let pixels = try Image(width: 16, height: 16, pixels: cmyk)
        let decoded = try Image(encoded: try Self.jpeg(pixels, format: TJPF_CMYK, flags: 0), name: "cmyk.jpg")
        let centre = decoded[8, 8]
        #expect(centre.r > 240 && centre.g < 15 && centre.b < 15 && centre.a == 255, "\(centre)")
    }

    /// Encodes `image`'s bytes, read as `format`, with libjpeg-turbo at quality 95 and 4:4:4.
    static func jpeg(_ image: Image, format: TJPF, flags: Int32) throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = image.pixels.withUnsafeBufferPointer {
            tjCompress2(
                handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(format.rawValue), &buffer,
                &size,
                Int32(TJSAMP_444.rawValue), 95, flags)
        }
        defer { tjFree(buffer) }
        try #require(result == 0, "\(String(cString: tjGetErrorStr2(handle)))")
        return Array(UnsafeBufferPointer(start: try #require(buffer), count: Int(size)))
    }
}
