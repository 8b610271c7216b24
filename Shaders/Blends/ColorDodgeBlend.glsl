// @name ColorDodgeBlend
// @kind blend
// @alpha straight
// @summary Brightens the first image by dividing it by the inverse of the second, with alphas, as GPUImage's ColorDodgeBlend; the result is opaque.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 both = vec3(overlay.a * base.a);
    vec3 uncovered = overlay.rgb * (1.0 - base.a) + base.rgb * (1.0 - overlay.a);
    vec3 saturated = both + uncovered;
    // The second colour without its alpha, kept below 1 so that the division stays finite.
    vec3 overlayColour = clamp((overlay.rgb / clamp(overlay.a, 0.01, 1.0)) * step(0.0, overlay.a), 0.0, 0.99);
    vec3 dodged = (base.rgb * overlay.a) / (1.0 - overlayColour) + uncovered;
    vec3 useDodged = step(overlay.rgb * base.a + base.rgb * overlay.a, both);
    return vec4(mix(saturated, dodged, useDodged), 1.0);
}
