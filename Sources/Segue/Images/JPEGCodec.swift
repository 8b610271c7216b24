import CTurboJPEG

/// JPEG decoding and encoding through libjpeg-turbo.
enum JPEGCodec {
    static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// Decodes a baseline or progressive JPEG into RGBA8; a truncated file is an error, not a grey tail.
    static func decode(_ data: [UInt8], name: String, limits: ImageLimits = ImageLimits()) throws(ImageError) -> Image {
        guard let handle = tjInitDecompress() else {
            throw .corruptImage(file: name, reason: "libturbojpeg could not start")
        }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let headerResult = data.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerResult == 0 else { throw .corruptImage(file: name, reason: message(handle)) }
        guard width > 0, height > 0 else {
            throw .corruptImage(file: name, reason: "implausible size \(width)x\(height)")
        }
        try limits.check(width: Int(width), height: Int(height), file: name)
        // libjpeg-turbo will not turn CMYK into RGB itself: such files are read as CMYK and converted here.
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let result = data.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress,
                    width, 0, height, Int32((isCMYK ? TJPF_CMYK : TJPF_RGBA).rawValue),
                    TJFLAG_STOPONWARNING | TJFLAG_ACCURATEDCT
                )
            }
        }
        guard result == 0 else { throw .corruptImage(file: name, reason: message(handle)) }
        if isCMYK { convertInvertedCMYKToRGBA(&pixels) }
        let stored = try Image(width: Int(width), height: Int(height), pixels: pixels)
        // Shown upright, as every viewer shows a phone's photo: the size follows the upright image.
        return ExifOrientation(jpeg: data)?.upright(stored) ?? stored
    }

    /// Converts CMYK as Adobe's applications write it into JPEG (inverted: 255 is no ink) to opaque RGB.
    private static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let k = UInt16(pixels[index + 3])
            for channel in 0..<3 { pixels[index + channel] = UInt8((UInt16(pixels[index + channel]) * k + 127) / 255) }
            pixels[index + 3] = 255
        }
    }

    /// Encodes RGBA8 as a baseline JPEG with 4:2:0 chroma; alpha is dropped, as JPEG has none.
    static func encode(_ image: Image, quality: Int) throws(ImageError) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw .encodingFailed(reason: "libturbojpeg could not start") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = image.pixels.withUnsafeBufferPointer {
            tjCompress2(
                handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                &buffer, &size, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), TJFLAG_ACCURATEDCT
            )
        }
        defer { tjFree(buffer) }
        guard result == 0, let buffer else { throw .encodingFailed(reason: message(handle)) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    private static func message(_ handle: tjhandle) -> String {
        String(cString: tjGetErrorStr2(handle))
    }
}
