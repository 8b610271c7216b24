// @name SubtractBlend
// @kind blend
// @alpha straight
// @summary Subtracts the second image from the first, keeping the first's alpha, as GPUImage's SubtractBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    return vec4(base.rgb - getSecondColor(uv).rgb, base.a);
}
