/// One item's pictures while it plays: a still's image, or a clip's pictures (`ClipPlayback`).
final class SlideshowPlayer {
    /// The still, or a placeholder of the clip's size that its pictures replace on the GPU.
    let image: Image
    /// The clip's pictures, decoded from its trim at the output's rate; nil for a still.
    private let playback: ClipPlayback?
    /// How the GPU takes the clip's pictures, for a clip.
    var layout: PictureLayout? { playback?.layout }
    /// Whether pictures must be premultiplied on upload (they may hold transparent pixels).
    var opaque: Bool { playback?.opaque ?? false }

    /// Starts playing `item`: decodes a still file, or starts a clip's decoder at its trim, as
    /// planes when its pictures pass through into frames of `format` and `size` unchanged.
    init(_ item: SlideshowItem, engine: Engine, fps: Double, output format: FramePixelFormat, size: FrameSize) throws {
        switch item.content {
        case .image(let image):
            self.image = image
            playback = nil
        case .imageFile(let path):
            image = try engine.image(contentsOfFile: path)
            playback = nil
        case .clip(let clip):
            try engine.imageLimits.check(width: clip.width, height: clip.height, file: clip.path)
            image = try Image(width: clip.width, height: clip.height)
            playback = try ClipPlayback(
                clip, start: clip.isStill ? 0 : item.start, fps: fps, output: format, size: size)
        }
    }

    /// Whether it shows a clip's pictures rather than one image.
    var isClip: Bool { playback != nil }

    /// Takes the clip's next picture (a still has nothing to take); at the clip's end the last stays.
    func advance() throws {
        try playback?.advance()
    }

    /// Runs `body` with the clip's current picture in `layout`, for the GPU, or nil for a still
    /// (uploaded once with its graph).
    func withPicture<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard let playback else { return try body(nil) }
        return try playback.withPicture(body)
    }

    /// Runs `body` with the clip's current picture as a frame of the output, or returns nil when
    /// it must be drawn (a still, a picture needing conversion, none yet).
    func withOutputFrame<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        try playback?.withOutputFrame(body)
    }

    /// Stops the clip's decoder; its remaining pictures are not needed.
    func stop() {
        playback?.stop()
    }
}
