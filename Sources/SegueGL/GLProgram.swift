import CGLES3
import Foundation

/// A linked program that owns its GL name: what `ShaderProgram` (vertex and fragment) and
/// `ComputeProgram` share, compiling and linking with the driver's log in errors, uniforms, deletion.
public class GLProgram: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    /// The GL name, for `glUseProgram`.
    public let name: GLuint
    let context: GLContext

    /// Compiles each stage (its shader type, source and name for errors) and links them; call
    /// inside `GLContext.perform`.
    init(stages: [(type: GLenum, source: String, stage: String)], context: GLContext) throws {
        var shaders: [GLuint] = []
        defer { shaders.forEach(glDeleteShader) }
        for stage in stages { shaders.append(try Self.compile(stage.type, stage.source, stage: stage.stage)) }
        name = try Self.link(shaders, context: context)
        self.context = context
    }

    deinit {
        let name = name
        context.deleteObjectLater { glDeleteProgram(name) }
    }

    /// The location of a uniform, or nil when the program does not use it.
    public func uniformLocation(_ uniform: String) -> UniformLocation? {
        let location = glGetUniformLocation(name, uniform)
        return location >= 0 ? UniformLocation(value: location) : nil
    }

    /// Makes this the current program.
    public func use() {
        context.assertOnGLThread("a program")
        glUseProgram(name)
    }

    /// Points sampler uniform `uniform` at texture unit `unit`; the program must be in use.
    public func setSampler(_ uniform: String, unit: Int) {
        if let location = uniformLocation(uniform) { glUniform1i(location.value, GLint(unit)) }
    }

    /// Links `shaders` into a new program and counts it; the caller deletes the shaders.
    private static func link(_ shaders: [GLuint], context: GLContext) throws -> GLuint {
        let program = glCreateProgram()
        for shader in shaders { glAttachShader(program, shader) }
        glLinkProgram(program)
        if let log = failureLog(
            program, GLenum(GL_LINK_STATUS), glGetProgramiv, glGetProgramInfoLog, delete: glDeleteProgram)
        {
            throw GLError.programLink(log: log)
        }
        context.count {
            $0.objectsCreated += 1
            $0.programsLinked += 1
        }
        return program
    }

    private static func compile(_ type: GLenum, _ source: String, stage: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { pointer in
            var pointer: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        if let log = failureLog(
            shader, GLenum(GL_COMPILE_STATUS), glGetShaderiv, glGetShaderInfoLog, delete: glDeleteShader)
        {
            throw GLError.shaderCompile(stage: stage, log: log)
        }
        return shader
    }

    /// The driver's log when `object`'s `status` (a link or a compile) is not GL_TRUE, having
    /// deleted the object; nil when it succeeded.
    private static func failureLog(
        _ object: GLuint, _ status: GLenum, _ get: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        _ getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void,
        delete: (GLuint) -> Void
    ) -> String? {
        var succeeded: GLint = 0
        get(object, status, &succeeded)
        guard succeeded != GL_TRUE else { return nil }
        let log = Self.log(object, get, getLog)
        delete(object)
        return log
    }

    private static func log(
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
