// @name wiperight
// @kind transition
// @summary ffmpeg xfade's wiperight: the edge sweeps from the left to the right.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

vec4 effect(vec2 uv) {
    // ffmpeg's formula leaves the first column on "to" at P = 1; start exactly on "from" instead.
    if (progress <= 0.0) return getFromColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    int z = int(resolution.x * (1.0 - P));
    return ffPixel(uv).x > z ? getFromColor(uv) : getToColor(uv);
}
