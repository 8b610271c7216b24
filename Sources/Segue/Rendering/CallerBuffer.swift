import SegueGL

/// Rendering straight into memory the caller owns (a video frame, a shared buffer), whose rows
/// may be longer than the image: RGBA8, top row first, row `y` at `y * bytesPerRow`.
///
/// The bytes past each row's pixels are left untouched. The buffer needs
/// `bytesPerRow * (height - 1) + width * 4` bytes; a shorter one, or `bytesPerRow < width * 4`,
/// throws a `RenderError` before anything is drawn.
extension GraphRenderer {
    /// Draws one frame and reads it into `buffer`, row `y` (top first) at `y * bytesPerRow`.
    public func render(into buffer: UnsafeMutableRawBufferPointer, bytesPerRow: Int) throws {
        try render(into: buffer, bytesPerRow: bytesPerRow, preparing: {})
    }

    /// `render(into:bytesPerRow:)` after `prepare` sets the frame's values, in the same hop.
    func render(
        into buffer: UnsafeMutableRawBufferPointer, bytesPerRow: Int, preparing prepare: () throws -> Void
    ) throws {
        try Self.checkLayout(of: buffer, bytesPerRow: bytesPerRow, width: width, height: height)
        try drawFrame(preparing: prepare) { target in try target.readPixels(into: buffer, bytesPerRow: bytesPerRow) }
    }

    private static func checkLayout(
        of buffer: UnsafeMutableRawBufferPointer, bytesPerRow: Int, width: Int, height: Int
    ) throws(RenderError) {
        guard bytesPerRow >= width * 4 else { throw .invalidBytesPerRow(bytesPerRow: bytesPerRow, minimum: width * 4) }
        // The last row needs no padding after it, as a sub-rectangle of a larger image has none.
        let required = bytesPerRow * (height - 1) + width * 4
        guard buffer.count >= required else { throw .bufferTooSmall(bytes: buffer.count, required: required) }
    }
}

extension TransitionRenderer {
    /// Draws the frame at `progress` (clamped to 0…1) into `buffer`, row `y` (top first) at
    /// `y * bytesPerRow`, leaving the bytes between rows untouched.
    public func render(progress: Double, into buffer: UnsafeMutableRawBufferPointer, bytesPerRow: Int) throws {
        try renderer.render(into: buffer, bytesPerRow: bytesPerRow, preparing: { try graph.setProgress(progress) })
    }
}
