import CGLES3

/// How a texture is sampled by `texture()` (reads through `texelFetch` are always exact).
public enum TextureFilter: Sendable, Hashable {
    case nearest, linear
}

/// What a texel holds: 8-bit unsigned normalized channels.
public enum TextureFormat: Sendable, Hashable {
    /// Red, green, blue and alpha (every image and render target).
    case rgba8
    /// One channel, read as `.r` (a luma plane).
    case r8
    /// Two channels, read as `.rg` (interleaved chroma).
    case rg8
    /// Red, green, blue and alpha as 32-bit floats: a render target for values outside 0…1
    /// (running sums), read with nearest sampling only.
    case rgba32f

    /// Bytes of one texel.
    public var bytesPerTexel: Int {
        switch self {
        case .rgba8: 4
        case .r8: 1
        case .rg8: 2
        case .rgba32f: 16
        }
    }

    var internalFormat: GLenum {
        switch self {
        case .rgba8: GLenum(GL_RGBA8)
        case .r8: GLenum(GL_R8)
        case .rg8: GLenum(GL_RG8)
        case .rgba32f: GLenum(GL_RGBA32F)
        }
    }

    var pixelFormat: GLenum {
        switch self {
        case .rgba8, .rgba32f: GLenum(GL_RGBA)
        case .r8: GLenum(GL_RED)
        case .rg8: GLenum(GL_RG)
        }
    }

    var pixelType: GLenum {
        self == .rgba32f ? GLenum(GL_FLOAT) : GLenum(GL_UNSIGNED_BYTE)
    }
}

/// The size, sampling and format of a texture; every field but the size has a default.
public struct TextureDescriptor: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Filtering for `texture()` reads.
    public var filter: TextureFilter
    /// What a texel holds.
    public var format: TextureFormat

    public init(width: Int, height: Int, filter: TextureFilter = .linear, format: TextureFormat = .rgba8) {
        self.width = width
        self.height = height
        self.filter = filter
        self.format = format
    }

    /// Bytes of the whole texture, rows packed.
    public var byteCount: Int { width * height * format.bytesPerTexel }
}

/// A texture (RGBA8 unless its descriptor says otherwise) that owns its GL name, deleted on the
/// GL thread when released.
///
/// Rows are in GL's order, row 0 at the bottom; `upload(flippingRowsOf:)` takes an image's
/// top-row-first pixels.
public final class Texture: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    private let object: GLObject
    /// The GL name, for binding.
    var name: GLuint { object.name }
    /// Size and sampling.
    public let descriptor: TextureDescriptor
    private let context: GLContext

    /// Creates storage for a texture; call inside `GLContext.perform`.
    public init(_ descriptor: TextureDescriptor, context: GLContext) throws {
        let maximum = context.info.maxTextureSize
        guard (1...maximum).contains(descriptor.width), (1...maximum).contains(descriptor.height) else {
            throw GLError.invalidSize(width: descriptor.width, height: descriptor.height, maximum: maximum)
        }
        // A texture made while a pass is drawing (a fill's frame of one colour, an image's upright
        // twin) must not take the place of the pass's input on the active unit.
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &bound)
        defer { glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(bound)) }
        object = try GLObject(context: context, generate: glGenTextures, delete: deleting(glDeleteTextures)) { name in
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glTexStorage2D(
                GLenum(GL_TEXTURE_2D), 1, descriptor.format.internalFormat, GLsizei(descriptor.width),
                GLsizei(descriptor.height))
            let filter = descriptor.filter == .linear ? GL_LINEAR : GL_NEAREST
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            try checkGLError("glTexStorage2D(\(descriptor.width)x\(descriptor.height))")
        }
        self.descriptor = descriptor
        self.context = context
    }

    /// Replaces the whole texture with pixels given top row first, storing them bottom row
    /// first as GL addresses textures; `scratch` is reused for the flipped copy.
    public func upload(flippingRowsOf pixels: UnsafeRawBufferPointer, scratch: inout [UInt8]) throws {
        let rowBytes = descriptor.width * descriptor.format.bytesPerTexel
        guard pixels.count == rowBytes * descriptor.height else {
            throw GLError.pixelCountMismatch(expected: rowBytes * descriptor.height, actual: pixels.count)
        }
        if scratch.count != pixels.count { scratch = [UInt8](repeating: 0, count: pixels.count) }
        scratch.withUnsafeMutableBytes { flipped in
            for row in 0..<descriptor.height {
                let source = UnsafeRawBufferPointer(rebasing: pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
                let target = (descriptor.height - 1 - row) * rowBytes
                UnsafeMutableRawBufferPointer(rebasing: flipped[target..<(target + rowBytes)]).copyMemory(from: source)
            }
        }
        try scratch.withUnsafeBytes { try upload($0) }
    }

    /// Replaces the whole texture with pixels in GL's row order (bottom row first).
    public func upload(_ pixels: UnsafeRawBufferPointer) throws {
        let expected = descriptor.byteCount
        guard pixels.count == expected else {
            throw GLError.pixelCountMismatch(expected: expected, actual: pixels.count)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(descriptor.width), GLsizei(descriptor.height),
            descriptor.format.pixelFormat, descriptor.format.pixelType, pixels.baseAddress
        )
        try checkGLError("glTexSubImage2D")
        context.count {
            $0.uploads += 1
            $0.bytesUploaded += expected
        }
    }

    /// Replaces the whole texture with the pixels (rows packed, in the order the texture is read)
    /// filled into pixel-unpack buffer `buffer` from byte `offset`; the GPU copies them on its own
    /// time. `countsAsUpload` is false for a plane that rides along with another's upload (a
    /// picture's chroma), so that the counters count pictures.
    public func upload(from buffer: GLBuffer, offset: Int = 0, countsAsUpload: Bool = true) throws {
        let expected = descriptor.byteCount
        guard offset >= 0, buffer.size >= offset + expected else {
            throw GLError.pixelCountMismatch(expected: offset + expected, actual: buffer.size)
        }
        glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), buffer.name)
        defer { glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0) }
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(descriptor.width), GLsizei(descriptor.height),
            descriptor.format.pixelFormat, descriptor.format.pixelType, UnsafeRawPointer(bitPattern: offset)
        )
        try checkGLError("glTexSubImage2D from a pixel-unpack buffer")
        context.count {
            if countsAsUpload { $0.uploads += 1 }
            $0.bytesUploaded += expected
        }
    }

    /// Binds the texture to texture unit `unit`, read through `sampler`, or with the texture's
    /// own filter when `sampler` is nil (any sampler object on that unit is unbound).
    public func bind(toUnit unit: Int, sampler: Sampler?) {
        context.assertOnGLThread("a texture")
        glActiveTexture(GLenum(GL_TEXTURE0) + GLenum(unit))
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        if let sampler { sampler.bind(to: unit) } else { glBindSampler(GLuint(unit), 0) }
    }
}
