// @name LightenBlend
// @kind blend
// @alpha straight
// @summary Keeps the lighter of the two images per channel, alpha too, as GPUImage's LightenBlend.

vec4 effect(vec2 uv) {
    return max(getFirstColor(uv), getSecondColor(uv));
}
