// @name crossfade
// @kind transition
// @opaque
// @summary A linear crossfade: each pixel is mix(from, to, progress), rounded to the nearest 8-bit value.

vec4 effect(vec2 uv) {
    return mix(getFromColor(uv), getToColor(uv), progress);
}
