// @name fade
// @kind transition
// @opaque
// @summary ffmpeg xfade's fade: a plain crossfade.

vec4 effect(vec2 uv) {
    return mix(getFromColor(uv), getToColor(uv), progress);
}
