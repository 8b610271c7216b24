// @name SolidColorGenerator
// @kind generator
// @summary One colour everywhere, as GPUImage's SolidColorGenerator.
// @param color color = #000000 The colour; its alpha is kept.

vec4 effect(vec2 uv) {
    return color;
}
