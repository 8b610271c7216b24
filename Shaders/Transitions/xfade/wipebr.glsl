// @name wipebr
// @kind transition
// @summary ffmpeg xfade's wipebr: a rectangle of "from" shrinks into the bottom-right corner.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

vec4 effect(vec2 uv) {
    // ffmpeg's tests leave one row or column of the wrong image at P = 1 or P = 0; end on each exactly.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    return p.y > int(resolution.y * (1.0 - P)) && p.x > int(resolution.x * (1.0 - P)) ? getFromColor(uv) : getToColor(uv);
}
