// @name DarkenBlend
// @kind blend
// @alpha straight
// @summary Keeps the darker of the two images per channel, weighted by their alphas, as GPUImage's DarkenBlend; the result is opaque.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 darker = min(overlay.rgb * base.a, base.rgb * overlay.a);
    return vec4(darker + overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a), 1.0);
}
