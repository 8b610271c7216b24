// @name AlphaBlend
// @kind blend
// @opaque
// @alpha straight
// @summary Lays the second image over the first by its alpha times mix, keeping the first's alpha, as GPUImage's AlphaBlend.
// @param float mix = 0.5 [0, 1] How much of the second image shows where it is opaque.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    return vec4(mix(base.rgb, overlay.rgb, overlay.a * mix), base.a);
}
