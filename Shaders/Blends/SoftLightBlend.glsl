// @name SoftLightBlend
// @kind blend
// @alpha straight
// @summary A gentle overlay that lightens or darkens the first image by the second, with alphas, as GPUImage's SoftLightBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    // The first image's colour without its alpha; a transparent pixel divides by 1 instead of 0.
    vec4 unmultiplied = base / (base.a + step(base.a, 0.0));
    return base * (overlay.a * unmultiplied + 2.0 * overlay * (1.0 - unmultiplied)) + overlay * (1.0 - base.a) + base * (1.0 - overlay.a);
}
