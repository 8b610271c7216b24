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
        glEnable(GLenum(GL_SCISSOR_TEST))
        for region in regions where !region.isEmpty {
            glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
            fragment.drawFullScreen()
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
    }
}
