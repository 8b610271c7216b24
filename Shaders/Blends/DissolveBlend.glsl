// @name DissolveBlend
// @kind blend
// @opaque
// @alpha straight
// @summary Mixes two images: mix(first, second, mix), as GPUImage's DissolveBlend.
// @inputs first, second
// @param float mix = 0.5 [0, 1] How much of the second image shows.

vec4 effect(vec2 uv) {
    return mix(getFirstColor(uv), getSecondColor(uv), mix);
}
