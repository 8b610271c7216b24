// @name ExclusionBlend
// @kind blend
// @alpha straight
// @summary Like a difference with lower contrast: first + second - 2 first second, with alphas, as GPUImage's ExclusionBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 excluded = overlay.rgb * base.a + base.rgb * overlay.a - 2.0 * overlay.rgb * base.rgb;
    return vec4(excluded + overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a), base.a);
}
