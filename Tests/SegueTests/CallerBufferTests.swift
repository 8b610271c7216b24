import Segue
import Testing

/// Rendering into caller-owned memory with a row stride: rows as `render(progress:)` draws
/// them, and not one byte of padding touched.
@Suite(.requiresGPU)
struct CallerBufferTests {
    static let sentinel: UInt8 = 0xA5

    func transition(width: Int, height: Int) throws -> TransitionRenderer {
        try TestEngine.engine().makeTransition(
            "pixellate-dissolve", from: TestImages.pattern(width: width, height: height),
            to: TestImages.otherPattern(width: width, height: height))
    }

    /// Renders at progress 0.4 into a sentinel-filled buffer with `padding` bytes after each row,
    /// then compares rows with `render(progress:)` and padding with the sentinel.
    func checkRows(width: Int, height: Int, padding: Int, trailingRow: Bool = true) throws {
        let transition = try transition(width: width, height: height)
        let bytesPerRow = width * 4 + padding
        let count = bytesPerRow * height - (trailingRow ? 0 : padding)
        var buffer = [UInt8](repeating: Self.sentinel, count: count)
        try buffer.withUnsafeMutableBytes { try transition.render(progress: 0.4, into: $0, bytesPerRow: bytesPerRow) }
        let expected = try transition.render(progress: 0.4)
        for row in 0..<height {
            let start = row * bytesPerRow
            #expect(
                Array(buffer[start..<start + width * 4])
                    == Array(expected.pixels[row * width * 4..<(row + 1) * width * 4]), "row \(row)")
            let padEnd = min(start + bytesPerRow, count)
            #expect(buffer[start + width * 4..<padEnd].allSatisfy { $0 == Self.sentinel }, "padding after row \(row)")
        }
    }

    @Test func wholePixelStrideAtAnOddSize() throws {
        try checkRows(width: 333, height: 177, padding: 12)
    }

    @Test func strideThatIsNoWholeNumberOfPixels() throws {
        try checkRows(width: 333, height: 177, padding: 7)
    }

    @Test func tightRowsAndAShortLastRow() throws {
        try checkRows(width: 31, height: 9, padding: 0)
        try checkRows(width: 31, height: 9, padding: 20, trailingRow: false)
    }

    @Test func graphRendererRendersIntoABufferToo() throws {
        let transition = try transition(width: 17, height: 5)
        try transition.graph.setProgress(0.25)
        var buffer = [UInt8](repeating: Self.sentinel, count: (17 * 4 + 8) * 5)
        try buffer.withUnsafeMutableBytes { try transition.renderer.render(into: $0, bytesPerRow: 17 * 4 + 8) }
        let expected = try transition.render(progress: 0.25)
        #expect(
            Array(buffer[(17 * 4 + 8) * 4..<(17 * 4 + 8) * 4 + 17 * 4])
                == Array(expected.pixels[17 * 4 * 4..<17 * 4 * 5]))
        #expect(buffer[17 * 4..<17 * 4 + 8].allSatisfy { $0 == Self.sentinel })
    }

    @Test func wrongSizesThrowBeforeDrawing() throws {
        let transition = try transition(width: 10, height: 4)
        var buffer = [UInt8](repeating: Self.sentinel, count: 200)
        buffer.withUnsafeMutableBytes { bytes in
            #expect(throws: RenderError.invalidBytesPerRow(bytesPerRow: 39, minimum: 40)) {
                try transition.render(progress: 0.5, into: bytes, bytesPerRow: 39)
            }
            #expect(throws: RenderError.bufferTooSmall(bytes: 200, required: 60 * 3 + 40)) {
                try transition.render(progress: 0.5, into: bytes, bytesPerRow: 60)
            }
            #expect(throws: RenderError.bufferTooSmall(bytes: 0, required: 160)) {
                try transition.render(
                    progress: 0.5, into: UnsafeMutableRawBufferPointer(start: nil, count: 0), bytesPerRow: 40)
            }
        }
        #expect(buffer.allSatisfy { $0 == Self.sentinel })
        #expect("\(RenderError.bufferTooSmall(bytes: 200, required: 184))".contains("needs 184"))
    }
}
