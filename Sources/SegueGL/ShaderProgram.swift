import Foundation
import CGLES3

/// A linked vertex + fragment program that owns its GL name.
public final class ShaderProgram: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    /// The GL name, for `glUseProgram`.
    public let name: GLuint
    private let context: GLContext

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
    public init(vertexSource: String = ShaderProgram.fullScreenVertexShader, fragmentSource: String, context: GLContext) throws {
        let vertex = try Self.compile(GLenum(GL_VERTEX_SHADER), vertexSource, stage: "vertex")
        defer { glDeleteShader(vertex) }
        let fragment = try Self.compile(GLenum(GL_FRAGMENT_SHADER), fragmentSource, stage: "fragment")
        defer { glDeleteShader(fragment) }
        name = try Self.link([vertex, fragment], context: context)
        self.context = context
    }

    /// Links `shaders` into a new program and counts it; the caller deletes the shaders.
    static func link(_ shaders: [GLuint], context: GLContext) throws -> GLuint {
        let program = glCreateProgram()
        for shader in shaders { glAttachShader(program, shader) }
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = Self.log(program, glGetProgramiv, glGetProgramInfoLog)
            glDeleteProgram(program)
            throw GLError.programLink(log: log)
        }
        context.count {
            $0.objectsCreated += 1
            $0.programsLinked += 1
        }
        return program
    }

    deinit {
        let name = name
        context.deleteLater { glDeleteProgram(name) }
    }

    /// The location of a uniform, or nil when the program does not use it.
    public func uniformLocation(_ uniform: String) -> UniformLocation? {
        let location = glGetUniformLocation(name, uniform)
        return location >= 0 ? UniformLocation(value: location) : nil
    }

    /// Points sampler uniform `uniform` at texture unit `unit`; the program must be in use.
    public func setSampler(_ uniform: String, unit: Int) {
        if let location = uniformLocation(uniform) { glUniform1i(location.value, GLint(unit)) }
    }

    /// Names of the active uniforms (those the compiler kept).
    public var activeUniforms: [String] {
        var count: GLint = 0
        glGetProgramiv(name, GLenum(GL_ACTIVE_UNIFORMS), &count)
        var buffer = [GLchar](repeating: 0, count: 256)
        return (0..<GLuint(max(0, count))).map { index in
            var length: GLsizei = 0, size: GLint = 0, type: GLenum = 0
            glGetActiveUniform(name, index, GLsizei(buffer.count), &length, &size, &type, &buffer)
            let uniform = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return uniform.hasSuffix("[0]") ? String(uniform.dropLast(3)) : uniform
        }
    }

    /// Makes this the current program.
    public func use() {
        glUseProgram(name)
    }

    /// Draws the full-screen triangle into the bound framebuffer with this program.
    public func drawFullScreen() {
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        context.count { $0.drawCalls += 1 }
    }

    static func compile(_ type: GLenum, _ source: String, stage: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { pointer in
            var pointer: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = Self.log(shader, glGetShaderiv, glGetShaderInfoLog)
            glDeleteShader(shader)
            throw GLError.shaderCompile(stage: stage, log: log)
        }
        return shader
    }

    static func log(
        _ object: GLuint,
        _ getParameter: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        _ getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        getParameter(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        var buffer = [GLchar](repeating: 0, count: Int(max(length, 1)))
        getLog(object, GLsizei(buffer.count), nil, &buffer)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
