// @name HardLightBlend
// @kind blend
// @alpha straight
// @summary Multiplies or screens by the second image depending on its brightness, with alphas, as GPUImage's HardLightBlend; the result is opaque.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 uncovered = overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a);
    vec3 multiplied = 2.0 * overlay.rgb * base.rgb;
    vec3 screened = overlay.a * base.a - 2.0 * (base.a - base.rgb) * (overlay.a - overlay.rgb);
    // The second image decides: below half its alpha it multiplies, otherwise it screens.
    vec3 dark = vec3(lessThan(2.0 * overlay.rgb, vec3(overlay.a)));
    return vec4(mix(screened, multiplied, dark) + uncovered, 1.0);
}
