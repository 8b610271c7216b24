// @name UnsharpMask
// @kind filter
// @summary Sharpens by pushing each pixel away from a Gaussian blur of the image, as GPUImage2's UnsharpMask.
// @param float blurRadiusInPixels = 4 [0, 256] The blur's sigma in pixels, rounded to a whole pixel.
// @param float intensity = 1 [0, 10] The strength: 1 keeps the image, more sharpens, less softens.

// GaussianBlur's passes (the same sigma, taps and shrinking above a radius of 8), then each
// pixel pushed away from the blur.
// @stage blurred GaussianBlur

// @stage sharpen
// @reads input, blurred
vec4 effect(vec2 uv) {
    vec4 sharp = getInputColor(uv);
    return vec4(sharp.rgb * intensity + getBlurredColor(uv).rgb * (1.0 - intensity), sharp.a);
}
