/// One item's pictures while it plays: a still's image, or a clip's pictures from its decoder.
///
/// A clip's current picture stays in its decoder until the next is taken, so that one that ends
/// before its frames are counted out (ffmpeg's frame rate conversion may give a frame fewer) holds
/// its last picture, whichever join or stretch of its own shows it. A clip whose pictures can pass
/// through to the output as they are is decoded as yuv420p planes, the encoder's own layout, and
/// interleaved into NV12 only for the frames drawn.
final class SlideshowPlayer {
    /// The still, or a placeholder of the clip's size that its pictures replace on the GPU.
    let image: Image
    /// The clip's decoder, started at its trim and the output's rate; nil for a still.
    private let decoder: ClipDecoder?
    /// The current picture of a planar decoder in NV12, made when it is drawn.
    private var interleaved: [UInt8] = []
    /// Whether `interleaved` holds the current picture.
    private var interleavedIsCurrent = false
    /// How the GPU takes the clip's pictures, for a clip.
    var layout: PictureLayout? { decoder?.layout }
    /// Whether pictures must be premultiplied on upload (they may hold transparent pixels).
    var opaque: Bool { decoder.map { !$0.clip.mayHaveAlpha } ?? false }

    /// Starts playing `item`: decodes a still file, or starts a clip's decoder at its trim, as
    /// planes when its pictures pass through into frames of `format` and `size` unchanged.
    init(_ item: SlideshowItem, engine: Engine, fps: Double, output format: FramePixelFormat, size: FrameSize) throws {
        switch item.content {
        case .image(let image):
            self.image = image
            decoder = nil
        case .imageFile(let path):
            image = try engine.image(contentsOfFile: path)
            decoder = nil
        case .clip(let clip):
            try engine.imageLimits.check(width: clip.width, height: clip.height, file: clip.path)
            image = try Image(width: clip.width, height: clip.height)
            // Planes exactly when they are the output's bytes (the rule PictureCopy applies to NV12).
            let planar = clip.yuvColours.flatMap {
                PictureCopy(layout: .nv12($0), width: clip.width, height: clip.height, into: format, outputWidth: size.width, outputHeight: size.height)
            } != nil
            // One slot more than the decoder's default: the current picture is held in its slot.
            decoder = try ClipDecoder(clip, start: clip.isStill ? 0 : item.start, fps: fps, depth: 4, planar: planar)
        }
    }

    /// Whether it shows a clip's pictures rather than one image.
    var isClip: Bool { decoder != nil }

    /// Takes the clip's next picture (a still has nothing to take); at the clip's end the last stays.
    func advance() throws {
        guard let decoder else { return }
        try decoder.advance()
        interleavedIsCurrent = false
    }

    /// Runs `body` with the clip's current picture in `layout`, for the GPU, or nil for a still
    /// (uploaded once with its graph).
    func withPicture<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard let decoder else { return try body(nil) }
        guard decoder.planar else { return try decoder.withCurrentFrame(body) }
        if !interleavedIsCurrent {
            let made = decoder.withCurrentFrame { picture in
                picture.map { PictureCopy.interleave(yuv420p: $0, width: decoder.clip.width, height: decoder.clip.height, into: &interleaved) } != nil
            }
            guard made else { return try body(nil) }
            interleavedIsCurrent = true
        }
        return try interleaved.withUnsafeBytes { try body($0) }
    }

    /// Runs `body` with the clip's current picture exactly as a sink of the output's format takes
    /// it, if the decoder delivers that (a planar decoder), or nil.
    func withOutputPicture<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        guard let decoder, decoder.planar else { return nil }
        return try decoder.withCurrentFrame { picture in try picture.map(body) }
    }

    /// How the clip's pictures go straight to a sink of `format` and the output's size, if they can.
    func passThrough(into format: FramePixelFormat, width: Int, height: Int) -> PictureCopy? {
        guard let decoder else { return nil }
        return PictureCopy(layout: decoder.layout, width: decoder.clip.width, height: decoder.clip.height,
                           into: format, outputWidth: width, outputHeight: height)
    }

    /// Stops the clip's decoder; its remaining pictures are not needed.
    func stop() {
        decoder?.stop()
    }
}
