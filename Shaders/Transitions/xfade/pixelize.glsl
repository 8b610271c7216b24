// @name pixelize
// @kind transition
// @opaque
// @summary ffmpeg xfade's pixelize: squares grow to the midpoint and shrink again, while fading.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    float dist = ceil(min(P, 1.0 - P) * 50.0) / 50.0;
    float square = 2.0 * dist * min(resolution.x, resolution.y) / 20.0;
    ivec2 s = p;
    if (dist > 0.0) {
        // The centre of the square, truncated to a pixel, and at most the last one.
        s = ivec2(min((floor(vec2(p) / square) + 0.5) * square, resolution - 1.0));
    }
    vec2 source = ffUV(s.x, s.y);
    return ffMix(getFromColor(source), getToColor(source), P);
}
