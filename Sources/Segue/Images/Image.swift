/// An 8-bit RGBA image in memory: top row first, straight (not premultiplied) alpha.
public struct Image: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row by row from the top, each pixel R, G, B, A.
    public var pixels: [UInt8]

    /// Width and height.
    public var size: FrameSize { FrameSize(width: width, height: height) }

    /// Wraps RGBA8 pixels, checking that their count matches the size.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidImageSize(width: width, height: height) }
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One transparent black pixel: what an image input reads until it is given an image.
    public static let transparentPixel = Image(uncheckedWidth: 1, height: 1, pixels: [0, 0, 0, 0])

    /// Pixels already known to fit the size (an image turned upright).
    init(uprightWidth width: Int, height: Int, pixels: [UInt8]) {
        self.init(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// An image of zeros for a frame about to be read into it: filling it with a colour first
    /// would be one more pass over every pixel of every frame.
    static func readTarget(width: Int, height: Int) throws(ImageError) -> Image {
        guard width > 0, height > 0 else { throw .invalidImageSize(width: width, height: height) }
        return Image(uncheckedWidth: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    private init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, color: RGBA = RGBA(0, 0, 0, 255)) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidImageSize(width: width, height: height) }
        self.width = width
        self.height = height
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for index in stride(from: 0, to: width * height * 4, by: 4) {
                buffer[index] = color.r
                buffer[index + 1] = color.g
                buffer[index + 2] = color.b
                buffer[index + 3] = color.a
            }
            count = width * height * 4
        }
    }

    /// The pixel at column `x`, row `y` (row 0 is the top).
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let index = (y * width + x) * 4
            return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.r
            pixels[index + 1] = newValue.g
            pixels[index + 2] = newValue.b
            pixels[index + 3] = newValue.a
        }
    }
}

/// One 8-bit RGBA pixel.
public struct RGBA: Sendable, Hashable {
    public var r, g, b, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}
