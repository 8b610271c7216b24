// @name ColorMatrixFilter
// @kind filter
// @alpha straight
// @summary Transforms each RGBA colour by a 4x4 matrix, mixed with the original by intensity, as GPUImage's ColorMatrixFilter.
// @param mat4 colorMatrix = 1 The matrix, its sixteen numbers in the order GPUImage's Matrix4x4(rowMajorValues:) takes them: output red is the first four times RGBA.
// @param float intensity = 1 [0, 1] How much of the transformed colour replaces the original.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    // A row vector times the matrix, as GPUImage writes it: each output channel is the input
    // dotted with one column, that is with four consecutive numbers of the parameter.
    vec4 transformed = source * colorMatrix;
    return mix(source, transformed, intensity);
}
