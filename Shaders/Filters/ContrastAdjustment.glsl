// @name ContrastAdjustment
// @alias Contrast
// @kind filter
// @opaque
// @alpha straight
// @summary Scales colours away from or towards mid-grey, as GPUImage's ContrastAdjustment.
// @param float contrast = 1 [0, 4] 1 keeps the image; below 1 flattens it, above 1 sharpens it.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4((color.rgb - 0.5) * contrast + 0.5, color.a);
}
