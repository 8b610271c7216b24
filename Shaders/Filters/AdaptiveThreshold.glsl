// @name AdaptiveThreshold
// @kind filter
// @summary White where a pixel's luminance is at least its neighbourhood's mean less 0.05, black elsewhere, as GPUImage2's AdaptiveThreshold.
// @param float blurRadiusInPixels = 4 [0, 64] The half-width in pixels of the square the mean is taken over (BoxBlur's), rounded to a whole pixel.

int boxRadius() { return int(floor(blurRadiusInPixels + 0.5)); }

// @stage luminance
// @alpha straight
vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(vec3(dot(color.rgb, vec3(0.2125, 0.7154, 0.0721))), 1.0);
}

// @stage horizontal
// @samples 17
vec4 effect(vec2 uv) {
    // BoxBlur's mean: two texels per bilinear read, halfway between them.
    int r = boxRadius();
    vec4 sum = getLuminanceColor(uv);
    vec2 texel = vec2(1.0 / resolution.x, 0.0);
    for (int i = 1; i <= r; i += 2) {
        float pair = i < r ? 2.0 : 1.0;
        vec2 offset = texel * (float(i) + (pair - 1.0) * 0.5);
        sum += pair * (getLuminanceColorLinear(uv + offset) + getLuminanceColorLinear(uv - offset));
    }
    return sum / float(2 * r + 1);
}

// @stage vertical
// @samples 17
vec4 effect(vec2 uv) {
    int r = boxRadius();
    vec4 sum = getHorizontalColor(uv);
    vec2 texel = vec2(0.0, 1.0 / resolution.y);
    for (int i = 1; i <= r; i += 2) {
        float pair = i < r ? 2.0 : 1.0;
        vec2 offset = texel * (float(i) + (pair - 1.0) * 0.5);
        sum += pair * (getHorizontalColorLinear(uv + offset) + getHorizontalColorLinear(uv - offset));
    }
    return sum / float(2 * r + 1);
}

// @stage threshold
// @reads vertical, luminance
vec4 effect(vec2 uv) {
    float mean = getVerticalColor(uv).r;
    return vec4(vec3(step(mean - 0.05, getLuminanceColor(uv).r)), 1.0);
}
