// @name ToonFilter
// @kind filter
// @opaque
// @alpha straight
// @samples 9
// @summary A cartoon: colours posterized, and black where the Sobel gradient of the red channel reaches a threshold, as GPUImage's ToonFilter.
// @param float threshold = 0.2 [0, 1] The gradient length that draws an outline; lower draws more.
// @param float quantizationLevels = 10 [1, 256] Levels per colour channel.

float red(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    vec4 centre = getInputColor(uv);
    float topLeft = red(uv, -1.0, -1.0), top = red(uv, 0.0, -1.0), topRight = red(uv, 1.0, -1.0);
    float left = red(uv, -1.0, 0.0), right = red(uv, 1.0, 0.0);
    float bottomLeft = red(uv, -1.0, 1.0), bottom = red(uv, 0.0, 1.0), bottomRight = red(uv, 1.0, 1.0);
    float h = -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight;
    float v = -bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight;
    vec3 posterized = floor(centre.rgb * quantizationLevels + 0.5) / quantizationLevels;
    return vec4(posterized * (1.0 - step(threshold, length(vec2(h, v)))), centre.a);
}
