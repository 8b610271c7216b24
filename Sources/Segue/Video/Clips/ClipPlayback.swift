/// A clip's pictures as an output plays it: each one for the GPU, or straight into the output's
/// frames where only bytes move.
///
/// The current picture stays in the decoder until the next is taken, so a clip that ends before
/// its frames are counted out (ffmpeg's frame rate conversion may give a frame fewer) holds its
/// last picture. A clip whose pictures pass through into the output unchanged is decoded as
/// yuv420p planes, the encoder's own layout, and interleaved into NV12 only for the frames drawn.
final class ClipPlayback {
    let clip: Clip
    private let decoder: ClipDecoder
    /// How pictures become the output's frames without drawing, when they can.
    private let passThrough: PictureCopy?
    /// The current picture of a planar decoder in NV12, made when it is drawn.
    private var interleaved: [UInt8] = []
    private var interleavedIsCurrent = false
    /// The current picture in the output's layout, made when a non-planar picture passes through.
    private var outputFrame: [UInt8] = []
    /// How the GPU takes the pictures.
    var layout: PictureLayout { decoder.layout }
    /// Whether pictures must be premultiplied on upload (they may hold transparent pixels).
    var opaque: Bool { !clip.mayHaveAlpha }

    /// Starts decoding `clip` from `start` seconds at `fps`, as planes when its pictures pass
    /// through into frames of `format` and `size` unchanged.
    init(_ clip: Clip, start: Double, fps: Double, output format: FramePixelFormat, size: FrameSize) throws {
        self.clip = clip
        let layout = clip.yuvColours.map(PictureLayout.nv12) ?? .rgba
        passThrough = PictureCopy(
            layout: layout, width: clip.width, height: clip.height, into: format,
            outputWidth: size.width, outputHeight: size.height)
        decoder = try ClipDecoder(clip, start: start, fps: fps, planar: passThrough != nil)
    }

    /// Takes the next picture; false at the clip's end, where the last one stays current.
    @discardableResult
    func advance() throws -> Bool {
        interleavedIsCurrent = false
        return try decoder.advance()
    }

    /// Runs `body` with the current picture in `layout`, for the GPU, or nil before the first.
    func withPicture<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard decoder.planar else { return try decoder.withCurrentFrame(body) }
        if !interleavedIsCurrent {
            let made = decoder.withCurrentFrame { picture in
                picture.map {
                    PictureCopy.interleave(yuv420p: $0, width: clip.width, height: clip.height, into: &interleaved)
                } != nil
            }
            guard made else { return try body(nil) }
            interleavedIsCurrent = true
        }
        return try interleaved.withUnsafeBytes { try body($0) }
    }

    /// Runs `body` with the current picture as a frame of the output, or returns nil when the
    /// pictures need drawing or there is none yet. A planar decoder's picture is the frame itself.
    func withOutputFrame<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        guard let passThrough else { return nil }
        if decoder.planar { return try decoder.withCurrentFrame { picture in try picture.map(body) } }
        let made = decoder.withCurrentFrame { picture in picture.map { passThrough.copy($0, into: &outputFrame) } != nil
        }
        return made ? try outputFrame.withUnsafeBytes(body) : nil
    }

    /// Stops decoding; the remaining pictures are not needed.
    func stop() {
        decoder.stop()
    }
}
