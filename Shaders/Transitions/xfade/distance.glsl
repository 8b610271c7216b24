// @name distance
// @kind transition
// @opaque
// @summary ffmpeg xfade's distance: pixels whose colours differ least switch first, while fading.
// @include xfade

vec4 effect(vec2 uv) {
    // At P = 1 ffmpeg already shows "to" where the colours differ by more than 1; start on "from".
    if (progress <= 0.0) return getFromColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    vec4 a = getFromColor(uv);
    vec4 b = getToColor(uv);
    // The Euclidean distance over all planes (alpha too, as ffmpeg does with RGBA input).
    float similar = distance(a, b) <= P ? 1.0 : 0.0;
    return ffMix(ffMix(a, b, similar), b, P);
}
