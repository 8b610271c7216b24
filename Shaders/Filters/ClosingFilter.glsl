// @name ClosingFilter
// @kind filter
// @summary The red channel in grey after a dilation then an erosion, which fills dark specks smaller than the square, as GPUImage2's ClosingFilter.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

// @stage firstVertical
// @samples 9
vec4 effect(vec2 uv) {
    float value = getInputColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(0.0, 1.0 / resolution.y);
        value = max(value, max(getInputColor(uv + offset).r, getInputColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}

// @stage firstHorizontal
// @samples 9
vec4 effect(vec2 uv) {
    float value = getFirstVerticalColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(1.0 / resolution.x, 0.0);
        value = max(value, max(getFirstVerticalColor(uv + offset).r, getFirstVerticalColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}

// @stage secondVertical
// @samples 9
vec4 effect(vec2 uv) {
    float value = getFirstHorizontalColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(0.0, 1.0 / resolution.y);
        value = min(value, min(getFirstHorizontalColor(uv + offset).r, getFirstHorizontalColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}

// @stage secondHorizontal
// @samples 9
vec4 effect(vec2 uv) {
    float value = getSecondVerticalColor(uv).r;
    for (int i = 1; i <= radius; i++) {
        vec2 offset = float(i) * vec2(1.0 / resolution.x, 0.0);
        value = min(value, min(getSecondVerticalColor(uv + offset).r, getSecondVerticalColor(uv - offset).r));
    }
    return vec4(vec3(value), 1.0);
}
