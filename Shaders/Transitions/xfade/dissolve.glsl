// @name dissolve
// @kind transition
// @opaque
// @summary ffmpeg xfade's dissolve: each pixel switches to "to" at its own random moment.
// @include xfade
// @include xfade-noise

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    float edge = noiseAt(ffPixel(uv)) * 2.0 + P * 2.0 - 1.5;
    return edge >= 0.5 ? getFromColor(uv) : getToColor(uv);
}
