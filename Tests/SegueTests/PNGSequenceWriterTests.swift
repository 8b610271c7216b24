import Foundation
import Testing

@testable import Segue

/// `PNGSequenceWriter` encodes frames in the background (`BackgroundWrites`): every frame still
/// ends in place with its own pixels, a failed write is still reported, and no more writes run
/// at once than allowed.
struct PNGSequenceWriterTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-png-\(UUID().uuidString)").path
    }

    /// Frame `index`: a gradient differing in every frame, with some transparency.
    static func frame(_ index: Int) throws -> Image {
        var image = try Image(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 { image[x, y] = RGBA(UInt8(x * 6), UInt8(y * 11), UInt8(index * 20), UInt8(255 - x)) }
        }
        return image
    }

    @Test(arguments: [PNGSequenceWriter.Placement.asWritten, .whenFinished])
    func everyFrameEndsInPlaceWithItsOwnPixels(placement: PNGSequenceWriter.Placement) throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let writer = try PNGSequenceWriter(directory: directory, width: 37, height: 23, placement: placement)
        var image = try Self.frame(0)
        for index in 0..<12 {
            // One buffer reused, as FrameWriter reuses it: a queued frame must keep its own pixels.
            image = try Self.frame(index)
            try writer.write(image)
        }
        try writer.finish()
        for index in 0..<12 {
            let path = "\(directory)/" + FramePattern.standard.name(index)
            #expect(try Image(contentsOfFile: path) == Self.frame(index), "frame \(index)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 12, "\(names)")
    }

    @Test func aFrameThatCannotBeWrittenIsReported() throws {
        let directory = Self.folder()
        let writer = try PNGSequenceWriter(directory: directory, width: 37, height: 23, placement: .asWritten)
        try FileManager.default.removeItem(atPath: directory)
        #expect(throws: ImageError.self) {
            for index in 0..<6 { try writer.write(try Self.frame(index)) }
            try writer.finish()
        }
    }

    @Test func noMoreWritesRunAtOnceThanItsWidth() throws {
        let writes = BackgroundWrites(width: 2)
        let counts = Counts()
        for _ in 0..<8 {
            try writes.submit {
                counts.change(by: 1)
                usleep(50_000)
                counts.change(by: -1)
            }
        }
        try writes.waitForAll()
        #expect(counts.peak == 2 && counts.current == 0, "peak \(counts.peak)")
    }

    private final class Counts: @unchecked Sendable {
        // Sendable is sound: every field is touched under `lock`.
        private let lock = NSLock()
        private var now = 0
        private var highest = 0
        var peak: Int { lock.withLock { highest } }
        var current: Int { lock.withLock { now } }
        func change(by delta: Int) {
            lock.withLock {
                now += delta
                highest = max(highest, now)
            }
        }
    }
}
