/// Builds PNG files byte by byte, including kinds no encoder in reach writes (interlaced, bad
/// CRCs, headers that lie about their size), so that tests can make each one they need.
///
/// The image data is stored uncompressed (deflate's stored blocks), which every decoder reads.
public enum PNGBuilder {
    /// A PNG of `width`×`height` with raw `scanlines` (each row: a filter byte, then its samples).
    public static func png(
        width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, scanlines: [UInt8], interlaced: Bool = false,
        extraChunks: [(type: String, data: [UInt8])] = []
    ) -> [UInt8] {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        for extra in extraChunks { file += chunk(extra.type, extra.data) }
        file += chunk("IDAT", zlibStored(scanlines))
        file += chunk("IEND", [])
        return file
    }

    /// An 8-bit RGB image's scanlines, Adam7-interlaced: the seven passes one after another.
    public static func adam7Scanlines(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var bytes: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                bytes.append(0)
                for x in stride(from: x0, to: width, by: dx) { bytes += pixel(x, y) }
            }
        }
        return bytes
    }

    /// One chunk: length, type, data and the CRC over type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
