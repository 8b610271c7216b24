// @name DifferenceBlend
// @kind blend
// @opaque
// @alpha straight
// @summary The absolute difference of the two images per channel, keeping the first's alpha, as GPUImage's DifferenceBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    return vec4(abs(getSecondColor(uv).rgb - base.rgb), base.a);
}
