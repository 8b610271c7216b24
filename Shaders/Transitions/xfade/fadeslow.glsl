// @name fadeslow
// @kind transition
// @opaque
// @summary ffmpeg xfade's fadeslow: a crossfade where channels that differ more fade slower.

vec4 effect(vec2 uv) {
    // pow(0, y) is undefined in GLSL; at P = 0 the result is "to".
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    vec4 a = getFromColor(uv);
    vec4 b = getToColor(uv);
    vec4 m = pow(vec4(P), 1.0 + log(2.0 - abs(a - b)));  // per channel, as ffmpeg works per plane
    return a * m + b * (1.0 - m);
}
