// @name SobelEdgeDetection
// @kind filter
// @alpha straight
// @samples 8
// @summary Edges in white on black: the Sobel gradient's length of the red channel, as GPUImage2's SobelEdgeDetection (put Luminance before it for the edges of all colours).
// @param float edgeStrength = 1 [0, 10] Scales the gradient; higher values show fainter edges and saturate strong ones.

float red(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    float topLeft = red(uv, -1.0, -1.0), top = red(uv, 0.0, -1.0), topRight = red(uv, 1.0, -1.0);
    float left = red(uv, -1.0, 0.0), right = red(uv, 1.0, 0.0);
    float bottomLeft = red(uv, -1.0, 1.0), bottom = red(uv, 0.0, 1.0), bottomRight = red(uv, 1.0, 1.0);
    float h = -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight;
    float v = -bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight;
    return vec4(vec3(length(vec2(h, v)) * edgeStrength), 1.0);
}
