import CGLES3
import Foundation

/// A linked vertex + fragment program that owns its GL name.
public final class ShaderProgram: GLProgram, @unchecked Sendable {
    // Sendable is sound: as for GLProgram, used only on the context's thread; it adds no state.
    /// The vertex shader every full-screen pass uses: one triangle covering the viewport,
    /// made from `gl_VertexID` so no vertex buffer is needed.
    public static let fullScreenVertexShader = """
        #version 300 es
        void main() {
            vec2 corner = vec2(float((gl_VertexID & 1) << 2), float((gl_VertexID & 2) << 1));
            gl_Position = vec4(corner - 1.0, 0.0, 1.0);
        }
        """

    /// Compiles and links a program; call inside `GLContext.perform`.
    /// Compile errors carry the driver's log for the failing stage.
    public init(
        vertexSource: String = ShaderProgram.fullScreenVertexShader, fragmentSource: String, context: GLContext
    ) throws {
        try super.init(
            stages: [
                (GLenum(GL_VERTEX_SHADER), vertexSource, "vertex"),
                (GLenum(GL_FRAGMENT_SHADER), fragmentSource, "fragment"),
            ],
            context: context)
    }

    /// Names of the active uniforms (those the compiler kept).
    public var activeUniforms: [String] {
        var count: GLint = 0
        glGetProgramiv(name, GLenum(GL_ACTIVE_UNIFORMS), &count)
        var buffer = [GLchar](repeating: 0, count: 256)
        return (0..<GLuint(max(0, count))).map { index in
            var length: GLsizei = 0
            var size: GLint = 0
            var type: GLenum = 0
            glGetActiveUniform(name, index, GLsizei(buffer.count), &length, &size, &type, &buffer)
            let uniform = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return uniform.hasSuffix("[0]") ? String(uniform.dropLast(3)) : uniform
        }
    }

    /// Draws the full-screen triangle into the bound framebuffer with this program.
    public func drawFullScreen() {
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        context.count { $0.drawCalls += 1 }
    }
}
