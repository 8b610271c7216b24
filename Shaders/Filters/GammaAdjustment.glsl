// @name GammaAdjustment
// @alias Gamma
// @kind filter
// @opaque
// @alpha straight
// @summary Raises each colour channel to a power, as GPUImage's GammaAdjustment.
// @param float gamma = 1 [0, 3] The exponent; below 1 brightens mid-tones, above 1 darkens them.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(pow(color.rgb, vec3(gamma)), color.a);
}
