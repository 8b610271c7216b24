// @name AddBlend
// @kind blend
// @alpha straight
// @summary Adds the second image to the first, saturating where the sum passes the alphas, as GPUImage's AddBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 uncovered = overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a);
    // Where the sum reaches full coverage the channel saturates at the product of the alphas.
    vec3 saturated = overlay.a * base.a + uncovered;
    vec3 sum = overlay.rgb + base.rgb;
    vec3 full = step(overlay.a * base.a, overlay.rgb * base.a + base.rgb * overlay.a);
    return vec4(mix(sum, saturated, full), overlay.a + base.a - overlay.a * base.a);
}
