// @name pixelize
// @kind transition
// @summary ffmpeg xfade's pixelize: squares grow to the midpoint and shrink again, while fading.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// The uv of the centre of ffmpeg's pixel (x, y), y counted from the top.
vec2 ffUV(int x, int y) {
    return vec2((float(x) + 0.5) / resolution.x, (resolution.y - float(y) - 0.5) / resolution.y);
}

// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m): the reverse argument order of GLSL's mix.
vec4 ffMix(vec4 a, vec4 b, float m) {
    return a * m + b * (1.0 - m);
}

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
