// @kind blend
// @alpha straight
// @summary Multiplies or screens depending on one image's brightness, with alphas, as GPUImage's HardLightBlend and OverlayBlend; the result is opaque.
// @param int decider = 0 [0, 1] Whose brightness picks multiply or screen: 0 the second image's (hard light), 1 the first's (overlay).
// @variant HardLightBlend decider=0 Multiplies or screens by the second image depending on its brightness, with alphas, as GPUImage's HardLightBlend; the result is opaque.
// @variant OverlayBlend decider=1 Multiplies or screens depending on the first image's brightness, with alphas, as GPUImage's OverlayBlend; the result is opaque.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 uncovered = overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a);
    vec3 multiplied = 2.0 * overlay.rgb * base.rgb;
    vec3 screened = overlay.a * base.a - 2.0 * (base.a - base.rgb) * (overlay.a - overlay.rgb);
    // Below half its alpha the deciding image multiplies, otherwise it screens.
    vec4 decides = decider == 0 ? overlay : base;
    vec3 dark = vec3(lessThan(2.0 * decides.rgb, vec3(decides.a)));
    return vec4(mix(screened, multiplied, dark) + uncovered, 1.0);
}
