// @name AdaptiveThreshold
// @kind filter
// @summary White where a pixel's luminance is at least its neighbourhood's mean less 0.05, black elsewhere, as GPUImage2's AdaptiveThreshold.
// @param float blurRadiusInPixels = 4 [0, 64] The half-width in pixels of the square the mean is taken over (BoxBlur's), rounded to a whole pixel.

// @stage luminance
// @alpha straight
vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(vec3(dot(color.rgb, vec3(0.2125, 0.7154, 0.0721))), 1.0);
}

// BoxBlur's passes over the luminance: its mean over the square.
// @stage mean BoxBlur

// @stage threshold
// @reads mean, luminance
vec4 effect(vec2 uv) {
    float mean = getMeanColor(uv).r;
    return vec4(vec3(step(mean - 0.05, getLuminanceColor(uv).r)), 1.0);
}
