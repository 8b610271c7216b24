/// One item's pictures while it plays: a still's image, or a clip's pictures from its decoder.
///
/// A clip's current picture is kept in `picture`, so that one that ends before its frames are
/// counted out (ffmpeg's frame rate conversion may give a frame fewer) holds its last picture,
/// whichever join or stretch of its own shows it.
final class SlideshowPlayer {
    /// The still, or a placeholder of the clip's size that its pictures replace on the GPU.
    let image: Image
    /// The clip's decoder, started at its trim and the output's rate; nil for a still.
    private let decoder: ClipDecoder?
    /// The clip's current picture, in the decoder's layout; empty before the first.
    private(set) var picture: [UInt8] = []
    /// How `picture` is laid out, for a clip.
    var layout: PictureLayout? { decoder?.layout }
    /// Whether pictures must be premultiplied on upload (they may hold transparent pixels).
    var opaque: Bool { decoder.map { !$0.clip.mayHaveAlpha } ?? false }

    /// Starts playing `item`: decodes a still file, or starts a clip's decoder at its trim.
    init(_ item: SlideshowItem, engine: Engine, fps: Double) throws {
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
            decoder = try ClipDecoder(clip, start: clip.isStill ? 0 : item.start, fps: fps)
        }
    }

    /// Whether it shows a clip's pictures rather than one image.
    var isClip: Bool { decoder != nil }

    /// Takes the clip's next picture (a still has nothing to take); at the clip's end the last stays.
    func advance() throws {
        guard let decoder else { return }
        try decoder.withNextFrame { next in
            guard let next else { return }
            if picture.count != next.count { picture = [UInt8](repeating: 0, count: next.count) }
            picture.withUnsafeMutableBytes { $0.copyMemory(from: next) }
        }
    }

    /// Runs `body` with the clip's current picture, or nil for a still (uploaded once with its graph).
    func withPicture<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard decoder != nil, !picture.isEmpty else { return try body(nil) }
        return try picture.withUnsafeBytes { try body($0) }
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
