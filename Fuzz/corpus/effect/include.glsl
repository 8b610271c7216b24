// @name Included
// @kind transition
// @include xfade
// @param float edge = 0.5 [0, 1] Where the columns switch.

// @include xfade-noise
vec4 effect(vec2 uv) {
    ivec2 p = ffPixel(uv);
    return noiseAt(p) < edge * progress ? getToColor(uv) : ffMix(getFromColor(uv), getToColor(uv), 0.5);
}
