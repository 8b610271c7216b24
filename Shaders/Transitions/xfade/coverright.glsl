// @name coverright
// @kind transition
// @summary ffmpeg xfade's coverright: "to" slides right over "from", which stays still.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// The uv of the centre of ffmpeg's pixel (x, y), y counted from the top.
vec2 ffUV(int x, int y) {
    return vec2((float(x) + 0.5) / resolution.x, (resolution.y - float(y) - 0.5) / resolution.y);
}

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    int size = int(resolution.x);
    ivec2 p = ffPixel(uv);
    int zoff = int((P) * resolution.x) + p.x;
    int zz = zoff < 0 ? zoff + size : (zoff >= size ? zoff - size : zoff);
    bool inside = zoff >= 0 && zoff < size;
    return inside ? getToColor(ffUV(zz, p.y)) : getFromColor(uv);
}
