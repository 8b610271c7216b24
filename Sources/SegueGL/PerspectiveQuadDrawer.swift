import CGLES3

/// Draws a texture onto a quad seen in perspective: the quad's corners come in clip space with
/// their depth as w, so the rasterizer reads the texture at the projectively interpolated point,
/// one filtered read per pixel, multiplies its colour by a shade, and writes it, or mixes it over
/// what is there by a constant opacity with the device's blending.
public final class PerspectiveQuadDrawer: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread.
    private let program: ShaderProgram
    private let sampler: Sampler
    private let cornersLocation: GLint
    private let shadeLocation: GLint
    /// The texture unit it reads from: the last one, which the passes' own inputs leave alone.
    private let unit: Int

    private static let vertexSource = """
        #version 300 es
        uniform vec4 corners[4];
        out vec2 point;
        void main() {
            // A triangle strip over the texture's (0,0), (1,0), (0,1), (1,1).
            point = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
            gl_Position = corners[gl_VertexID];
        }
        """
    private static let fragmentSource = """
        #version 300 es
        precision highp float;
        uniform sampler2D image;
        uniform float shade;
        in vec2 point;
        out vec4 colour;
        void main() {
            vec4 c = texture(image, point);
            colour = vec4(c.rgb * shade, c.a);
        }
        """

    /// Compiles its program; call inside `GLContext.perform`.
    public init(context: GLContext) throws {
        program = try ShaderProgram(
            vertexSource: Self.vertexSource, fragmentSource: Self.fragmentSource, context: context)
        sampler = try Sampler(filter: .linear, context: context)
        cornersLocation = glGetUniformLocation(program.name, "corners")
        shadeLocation = glGetUniformLocation(program.name, "shade")
        var units: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_IMAGE_UNITS), &units)
        unit = Int(max(units, 1)) - 1
        program.use()
        glUniform1i(glGetUniformLocation(program.name, "image"), GLint(unit))
    }

    /// Draws `texture` into `framebuffer` over the quad whose corners (clip space, w the depth)
    /// show its points (0,0), (1,0), (0,1) and (1,1), its colour times `shade`, mixed over what
    /// is there by `opacity` (written as it is at 1).
    public func draw(
        _ texture: Texture, corners: [SIMD4<Float>], shade: Float, opacity: Float = 1, into framebuffer: Framebuffer
    ) {
        precondition(corners.count == 4, "a quad has four corners")
        framebuffer.bind()
        program.use()
        texture.bind(toUnit: unit, sampler: sampler)
        corners.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Float.self) { glUniform4fv(cornersLocation, 4, $0.baseAddress) }
        }
        glUniform1f(shadeLocation, shade)
        drawQuad(mixedBy: opacity, context: program.context)
    }
}
