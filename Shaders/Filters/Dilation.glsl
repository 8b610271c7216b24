// @name Dilation
// @alias DilationFilter
// @kind filter
// @summary Each pixel becomes the brightest red value of the square around it, in grey, in two separable passes, as GPUImage2's Dilation.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

// @stage vertical
// @samples 9
vec4 effect(vec2 uv) {
    float value = getInputColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(0.0, 1.0 / resolution.y);
        value = max(value, max(getInputColor(uv + offset).r, getInputColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}

// @stage horizontal
// @samples 9
vec4 effect(vec2 uv) {
    float value = getVerticalColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(1.0 / resolution.x, 0.0);
        value = max(value, max(getVerticalColor(uv + offset).r, getVerticalColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}
