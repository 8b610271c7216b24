// @name TiltShift
// @kind filter
// @summary A band of the image in focus between two heights, blurred above and below, as GPUImage2's TiltShift.
// @param float blurRadiusInPixels = 7 [0, 256] The Gaussian's sigma in pixels outside the band, rounded to a whole pixel.
// @param float topFocusLevel = 0.4 [0, 1] Where the band in focus begins, from the top (0) to the bottom (1).
// @param float bottomFocusLevel = 0.6 [0, 1] Where the band in focus ends, from the top.
// @param float focusFallOffRate = 0.2 [0, 1] How far, as a fraction of the height, the blur takes to come in fully.

// GaussianBlur's passes over the whole image, then mixed in outside the band in focus.
// @stage blurred GaussianBlur

// @stage focus
// @reads input, blurred
vec4 effect(vec2 uv) {
    // GPUImage measures heights from the top.
    float y = 1.0 - uv.y;
    float amount = 1.0 - smoothstep(topFocusLevel - focusFallOffRate, topFocusLevel, y)
                  + smoothstep(bottomFocusLevel, bottomFocusLevel + focusFallOffRate, y);
    return mix(getInputColor(uv), getBlurredColor(uv), amount);
}
