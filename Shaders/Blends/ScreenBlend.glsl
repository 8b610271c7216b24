// @name ScreenBlend
// @kind blend
// @alpha straight
// @summary Inverts, multiplies and inverts back: 1 - (1 - first)(1 - second), alpha too, as GPUImage's ScreenBlend.

vec4 effect(vec2 uv) {
    return 1.0 - (1.0 - getSecondColor(uv)) * (1.0 - getFirstColor(uv));
}
