// @name EmbossFilter
// @kind filter
// @opaque
// @alpha straight
// @samples 8
// @summary Relief shading lit from the top left, a 3x3 convolution, as GPUImage's EmbossFilter.
// @param float intensity = 1 [0, 4] The strength of the relief; 0 keeps the image.

vec3 neighbour(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).rgb;
}

vec4 effect(vec2 uv) {
    // GPUImage's kernel, rows top to bottom: -2i -i 0 / -i 1 i / 0 i 2i.
    vec3 sum = -2.0 * intensity * neighbour(uv, -1.0, -1.0) - intensity * neighbour(uv, 0.0, -1.0)
             - intensity * neighbour(uv, -1.0, 0.0) + neighbour(uv, 0.0, 0.0) + intensity * neighbour(uv, 1.0, 0.0)
             + intensity * neighbour(uv, 0.0, 1.0) + 2.0 * intensity * neighbour(uv, 1.0, 1.0);
    return vec4(sum, getInputColor(uv).a);
}
