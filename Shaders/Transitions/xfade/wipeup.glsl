// @name wipeup
// @kind transition
// @summary ffmpeg xfade's wipeup: the edge sweeps from the bottom to the top.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

vec4 effect(vec2 uv) {
    // ffmpeg's formula leaves the top row on "from" at P = 0; end exactly on "to" instead.
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    int z = int(resolution.y * P);
    return ffPixel(uv).y > z ? getToColor(uv) : getFromColor(uv);
}
