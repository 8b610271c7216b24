import CGLES3

/// A rectangle of a framebuffer's pixels: columns `x ..< x + width`, rows `y ..< y + height`,
/// in the framebuffer's own row order (row 0 is the first row GL stores).
public struct PixelRegion: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Whether it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension Framebuffer {
    /// Copies `region` of `source` unchanged to the region of the same size whose first pixel is
    /// (`x`, `y`) here; with `flippingRows`, the region's rows land in the opposite order.
    ///
    /// A blit of the same size is the driver's memory copy (Mesa's `resource_copy_region`), but a
    /// mirrored one is drawn as a textured quad: with `rowByRow`, a flipped region is copied one
    /// row per blit instead, each of them a plain copy, as a software rasterizer wants. Both
    /// framebuffers must hold the same format; call inside `GLContext.perform`, scissor test off.
    public func copy(
        _ region: PixelRegion, of source: Framebuffer, toX x: Int, y: Int, flippingRows: Bool, rowByRow: Bool
    ) {
        guard !region.isEmpty else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source.name)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), name)
        let (x0, x1) = (GLint(region.x), GLint(region.x + region.width))
        let (dx0, dx1) = (GLint(x), GLint(x + region.width))
        let mask = GLbitfield(GL_COLOR_BUFFER_BIT)
        let nearest = GLenum(GL_NEAREST)
        if !flippingRows {
            glBlitFramebuffer(
                x0, GLint(region.y), x1, GLint(region.y + region.height), dx0, GLint(y), dx1,
                GLint(y + region.height), mask, nearest)
        } else if !rowByRow {
            glBlitFramebuffer(
                x0, GLint(region.y), x1, GLint(region.y + region.height), dx0, GLint(y + region.height), dx1,
                GLint(y), mask, nearest)
        } else {
            for row in 0..<region.height {
                let (from, to) = (GLint(region.y + row), GLint(y + region.height - 1 - row))
                glBlitFramebuffer(x0, from, x1, from + 1, dx0, to, dx1, to + 1, mask, nearest)
            }
        }
        context.count { $0.pixelCopies += 1 }
    }

    /// Sets every pixel of `region` to `colour` (0…1 per channel); call inside `GLContext.perform`.
    public func fill(_ region: PixelRegion, with colour: SIMD4<Float>) {
        guard !region.isEmpty else { return }
        bind()
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
        glClearColor(colour.x, colour.y, colour.z, colour.w)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
    }
}

extension PassProgram {
    /// Draws the pass into `regions` of `framebuffer` only, one scissored full-screen draw each,
    /// as a fragment program; call inside `GLContext.perform`, the program in use.
    public func draw(into framebuffer: Framebuffer, only regions: some Collection<PixelRegion>) {
        guard let fragment = program as? ShaderProgram else {
            preconditionFailure("only a fragment pass draws parts of its target")
        }
        framebuffer.bind()
        // A drawer of the copied parts (`BlendedImageDrawer`, `PerspectiveQuadDrawer`) may have used its program.
        fragment.use()
        glEnable(GLenum(GL_SCISSOR_TEST))
        for region in regions where !region.isEmpty {
            glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
            fragment.drawFullScreen()
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
    }
}

/// Draws a texture over a whole framebuffer with the device's own blending, each pixel becoming
/// (1 − opacity) × what is there + opacity × the texel: the texel is read through a varying, the
/// form Mesa's llvmpipe blends on 8-bit targets in its own fast code (its "linear" path), rows
/// turned over as the renderer's output holds them.
public final class BlendedImageDrawer: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread.
    private let program: ShaderProgram
    private let sampler: Sampler

    private static let vertexSource = """
        #version 300 es
        out vec2 uv;
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
            uv = corner;
            gl_Position = vec4(corner.x * 2.0 - 1.0, 1.0 - corner.y * 2.0, 0.0, 1.0);
        }
        """
    private static let fragmentSource = """
        #version 300 es
        precision highp float;
        uniform sampler2D image;
        in vec2 uv;
        out vec4 colour;
        void main() { colour = texture(image, uv); }
        """

    /// Compiles its program; call inside `GLContext.perform`.
    public init(context: GLContext) throws {
        program = try ShaderProgram(
            vertexSource: Self.vertexSource, fragmentSource: Self.fragmentSource, context: context)
        sampler = try Sampler(filter: .nearest, context: context)
    }

    /// Mixes `texture`, of the framebuffer's size, over `framebuffer` by `opacity` (0…1).
    public func draw(_ texture: Texture, over framebuffer: Framebuffer, opacity: Float) {
        framebuffer.bind()
        program.use()
        texture.bind(toUnit: 0, sampler: sampler)
        drawQuad(mixedBy: opacity, context: program.context)
    }
}

/// Draws the program in use as a four-vertex triangle strip, mixed over what is there by
/// `opacity` with the device's constant-alpha blending, or written as it is at 1.
func drawQuad(mixedBy opacity: Float, context: GLContext) {
    if opacity < 1 {
        glEnable(GLenum(GL_BLEND))
        glBlendColor(0, 0, 0, opacity)
        glBlendFunc(GLenum(GL_CONSTANT_ALPHA), GLenum(GL_ONE_MINUS_CONSTANT_ALPHA))
    }
    glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    glDisable(GLenum(GL_BLEND))
    context.count { $0.drawCalls += 1 }
}
