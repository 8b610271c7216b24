import NIOCore

/// A frame as the page receives it: a binary message of a 24-byte header, then the JPEG.
///
/// The header is little-endian: the ASCII magic `SGF1`, the sequence number of the input the
/// frame answers (UInt32), the progress it shows (Float64) and the engine's milliseconds to draw
/// and read it back (Float64).
struct PreviewFrame: Sendable {
    static let magic: [UInt8] = Array("SGF1".utf8)
    static let headerSize = 24

    var seq: UInt32
    var progress: Double
    var engineMilliseconds: Double
    var jpeg: [UInt8]

    /// The message's bytes.
    var buffer: ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(Self.headerSize + jpeg.count)
        buffer.writeBytes(Self.magic)
        buffer.writeInteger(seq, endianness: .little)
        buffer.writeInteger(progress.bitPattern, endianness: .little)
        buffer.writeInteger(engineMilliseconds.bitPattern, endianness: .little)
        buffer.writeBytes(jpeg)
        return buffer
    }

    /// The frame `bytes` hold, or nil when they are no frame (for tests and clients).
    init?(bytes: [UInt8]) {
        guard bytes.count >= Self.headerSize, Array(bytes[0..<4]) == Self.magic else { return nil }
        var buffer = ByteBuffer(bytes: bytes)
        buffer.moveReaderIndex(forwardBy: 4)
        guard let seq = buffer.readInteger(endianness: .little, as: UInt32.self),
            let progress = buffer.readInteger(endianness: .little, as: UInt64.self),
            let milliseconds = buffer.readInteger(endianness: .little, as: UInt64.self)
        else { return nil }
        self.init(
            seq: seq, progress: Double(bitPattern: progress), engineMilliseconds: Double(bitPattern: milliseconds),
            jpeg: Array(bytes[Self.headerSize...]))
    }

    init(seq: UInt32, progress: Double, engineMilliseconds: Double, jpeg: [UInt8]) {
        (self.seq, self.progress, self.engineMilliseconds, self.jpeg) = (seq, progress, engineMilliseconds, jpeg)
    }
}
