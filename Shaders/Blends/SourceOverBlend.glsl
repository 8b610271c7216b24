// @name SourceOverBlend
// @kind blend
// @alpha straight
// @summary Mixes the first image towards the second by the second's alpha, alpha too, as GPUImage's SourceOverBlend.

vec4 effect(vec2 uv) {
    vec4 overlay = getSecondColor(uv);
    return mix(getFirstColor(uv), overlay, overlay.a);
}
