// @name DivideBlend
// @kind blend
// @alpha straight
// @summary Divides the first image by the second, saturating where the quotient passes the alphas, as GPUImage's DivideBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 uncovered = overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a);
    vec3 saturated = overlay.a * base.a + uncovered;
    // GPUImage's test base / overlay > base.a / overlay.a, multiplied out so that a zero
    // channel divides nothing; where the two sides are equal both formulas agree.
    vec3 quotientTooBig = step(base.a * overlay.rgb, base.rgb * overlay.a);
    vec3 quotient = (base.rgb * overlay.a * overlay.a) / max(overlay.rgb, 1e-6) + uncovered;
    vec3 rgb = overlay.a == 0.0 ? saturated : mix(quotient, saturated, quotientTooBig);
    return vec4(rgb, overlay.a + base.a - overlay.a * base.a);
}
