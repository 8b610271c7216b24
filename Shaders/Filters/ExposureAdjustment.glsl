// @name ExposureAdjustment
// @alias Exposure
// @kind filter
// @opaque
// @alpha straight
// @summary Multiplies colours by 2^exposure, as GPUImage's ExposureAdjustment and a camera's exposure compensation.
// @param float exposure = 0 [-10, 10] Stops of exposure: +1 doubles the light, -1 halves it.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(color.rgb * exp2(exposure), color.a);
}
