// @name crossfade
// @kind transition
// @summary Plain dissolve from one snapshot to the other.

vec4 effect(vec2 uv) {
    return mix(getFromColor(uv), getToColor(uv), progress);
}
