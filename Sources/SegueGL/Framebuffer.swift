import CGLES3

/// A framebuffer rendering into one texture, owning its GL name.
public final class Framebuffer: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    private let object: GLObject
    /// The GL name, for binding.
    var name: GLuint { object.name }
    /// The textures it renders into, one per fragment output.
    public let textures: [Texture]
    let context: GLContext

    /// Creates a framebuffer with a new texture of `descriptor`; call inside `GLContext.perform`.
    public convenience init(_ descriptor: TextureDescriptor, context: GLContext) throws {
        try self.init(descriptor, attachments: 1, context: context)
    }

    /// Creates a framebuffer drawing into `attachments` new textures of `descriptor` at once
    /// (fragment outputs 0, 1, …; GL ES 3 guarantees at least 4); call inside `GLContext.perform`.
    public convenience init(_ descriptor: TextureDescriptor, attachments: Int, context: GLContext) throws {
        try self.init(
            attaching: (0..<max(attachments, 1)).map { _ in try Texture(descriptor, context: context) },
            context: context)
    }

    /// Creates a framebuffer over existing textures, so that their pixels can be copied out with
    /// `copy(_:of:toX:y:flippingRows:rowByRow:)`; call inside `GLContext.perform`.
    public init(attaching textures: [Texture], context: GLContext) throws {
        self.textures = textures
        object = try GLObject(context: context, generate: glGenFramebuffers, delete: deleting(glDeleteFramebuffers)) {
            name in
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
            for (index, texture) in textures.enumerated() {
                glFramebufferTexture2D(
                    GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0) + GLenum(index), GLenum(GL_TEXTURE_2D),
                    texture.name, 0)
            }
            if textures.count > 1 {
                let buffers = textures.indices.map { GLenum(GL_COLOR_ATTACHMENT0) + GLenum($0) }
                glDrawBuffers(GLsizei(buffers.count), buffers)
                try checkGLError("glDrawBuffers(\(buffers.count))")
            }
            let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
            guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
                throw GLError.framebufferIncomplete(status: Self.statusName(status))
            }
        }
        self.context = context
    }

    /// The first (or only) texture it renders into.
    public var texture: Texture { textures[0] }

    /// Width and height of the attached texture.
    public var descriptor: TextureDescriptor { texture.descriptor }

    /// Binds the framebuffer and sets the viewport to cover it.
    public func bind() {
        bind(drawingWidth: descriptor.width, height: descriptor.height)
    }

    /// Binds it for drawing into its bottom-left `width`×`height` pixels only.
    public func bind(drawingWidth width: Int, height: Int) {
        context.assertOnGLThread("a framebuffer")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
        glViewport(0, 0, GLsizei(min(width, descriptor.width)), GLsizei(min(height, descriptor.height)))
    }

    /// Reads the whole framebuffer as RGBA8 into `pixels` (top row first, as the texture stores it).
    public func readPixels(into pixels: UnsafeMutableRawBufferPointer) throws {
        let expected = descriptor.width * descriptor.height * 4
        guard pixels.count == expected else {
            throw GLError.pixelCountMismatch(expected: expected, actual: pixels.count)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(
            0, 0, GLsizei(descriptor.width), GLsizei(descriptor.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
            pixels.baseAddress)
        try checkGLError("glReadPixels")
        context.count { $0.readbacks += 1 }
    }

    /// Reads the whole framebuffer as RGBA8 into `pixels`, row `y` (top first) at `y * bytesPerRow`;
    /// the bytes between rows are left as they were.
    ///
    /// `bytesPerRow` must be at least `width * 4`, and `pixels` hold `bytesPerRow * (height - 1) +
    /// width * 4` bytes; otherwise this throws `GLError.pixelCountMismatch`.
    public func readPixels(into pixels: UnsafeMutableRawBufferPointer, bytesPerRow: Int) throws {
        let width = descriptor.width
        let height = descriptor.height
        guard bytesPerRow >= width * 4 else {
            throw GLError.pixelCountMismatch(expected: width * 4, actual: bytesPerRow)
        }
        let required = bytesPerRow * (height - 1) + width * 4
        guard pixels.count >= required, let base = pixels.baseAddress else {
            throw GLError.pixelCountMismatch(expected: required, actual: pixels.count)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        if bytesPerRow % 4 == 0 {
            // GL ES counts the row length in pixels, so only a whole-pixel stride fits one call; reset
            // it because every other readback assumes tightly packed rows.
            glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), GLint(bytesPerRow / 4))
            defer { glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), 0) }
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), base)
        } else {
            // Any other stride: one row per call, still straight into the caller's memory.
            for row in 0..<height {
                glReadPixels(
                    0, GLint(row), GLsizei(width), 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                    base + row * bytesPerRow)
            }
        }
        try checkGLError("glReadPixels with a row stride")
        context.count { $0.readbacks += 1 }
    }

    /// Starts reading attachment `attachment` into the bound `GL_PIXEL_PACK_BUFFER` at byte
    /// `offset`; the copy completes on the GPU's time.
    public func readPixelsIntoBoundPackBuffer(attachment: Int = 0, offset: Int = 0) throws {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0) + GLenum(attachment))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(
            0, 0, GLsizei(descriptor.width), GLsizei(descriptor.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
            UnsafeMutableRawPointer(bitPattern: offset))
        try checkGLError("glReadPixels into a pixel-pack buffer")
        context.count { $0.readbacks += 1 }
    }

    private static func statusName(_ status: GLenum) -> String {
        switch Int32(status) {
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: return "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: return "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_UNSUPPORTED: return "GL_FRAMEBUFFER_UNSUPPORTED"
        default: return "status 0x" + String(status, radix: 16)
        }
    }
}
