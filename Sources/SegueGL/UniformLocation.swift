import CGLES3

/// Where a program keeps one uniform, looked up once with `ShaderProgram.uniformLocation`.
///
/// The setters write to the program in use (`ShaderProgram.use()`), on the GL thread.
public struct UniformLocation: Sendable, Hashable {
    let value: GLint

    /// Sets a `float`.
    public func set(_ x: Float) { glUniform1f(value, x) }
    /// Sets an `int` (or a `bool`, as 0 or 1).
    public func set(_ x: Int32) { glUniform1i(value, x) }
    /// Sets a `bool`.
    public func set(_ x: Bool) { glUniform1i(value, x ? 1 : 0) }
    /// Sets a `vec2`.
    public func set(_ v: SIMD2<Float>) { glUniform2f(value, v.x, v.y) }
    /// Sets a `vec3`.
    public func set(_ v: SIMD3<Float>) { glUniform3f(value, v.x, v.y, v.z) }
    /// Sets a `vec4`.
    public func set(_ v: SIMD4<Float>) { glUniform4f(value, v.x, v.y, v.z, v.w) }
    /// Sets an `ivec2`.
    public func set(_ v: SIMD2<Int32>) { glUniform2i(value, v.x, v.y) }
    /// Sets an `ivec3`.
    public func set(_ v: SIMD3<Int32>) { glUniform3i(value, v.x, v.y, v.z) }
    /// Sets an `ivec4`.
    public func set(_ v: SIMD4<Int32>) { glUniform4i(value, v.x, v.y, v.z, v.w) }
    /// Sets a `mat3` from nine numbers, column by column; any other count sets nothing.
    public func set(mat3 elements: [Float]) {
        guard elements.count == 9 else { return }
        elements.withUnsafeBufferPointer { glUniformMatrix3fv(value, 1, GLboolean(GL_FALSE), $0.baseAddress) }
    }
    /// Sets a `mat4` from sixteen numbers, column by column; any other count sets nothing.
    public func set(mat4 elements: [Float]) {
        guard elements.count == 16 else { return }
        elements.withUnsafeBufferPointer { glUniformMatrix4fv(value, 1, GLboolean(GL_FALSE), $0.baseAddress) }
    }
}
