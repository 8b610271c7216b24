// @kind transition
// @opaque
// @summary ffmpeg xfade's hard-edged wipes: an edge sweeps across, or a rectangle of "from" shrinks into a corner.
// @param int towards = 0 [0, 7] Where the edge goes: 0 left, 1 right, 2 up, 3 down; 4 top-left, 5 top-right, 6 bottom-left, 7 bottom-right corner.
// @variant wipeleft towards=0 ffmpeg xfade's wipeleft: the edge sweeps from the right to the left, uncovering "to" behind it.
// @variant wiperight towards=1 ffmpeg xfade's wiperight: the edge sweeps from the left to the right.
// @variant wipeup towards=2 ffmpeg xfade's wipeup: the edge sweeps from the bottom to the top.
// @variant wipedown towards=3 ffmpeg xfade's wipedown: the edge sweeps from the top to the bottom.
// @variant wipetl towards=4 ffmpeg xfade's wipetl: a rectangle of "from" shrinks into the top-left corner.
// @variant wipetr towards=5 ffmpeg xfade's wipetr: a rectangle of "from" shrinks into the top-right corner.
// @variant wipebl towards=6 ffmpeg xfade's wipebl: a rectangle of "from" shrinks into the bottom-left corner.
// @variant wipebr towards=7 ffmpeg xfade's wipebr: a rectangle of "from" shrinks into the bottom-right corner.
// @include xfade

vec4 effect(vec2 uv) {
    // ffmpeg's tests leave one row or column of the wrong image at P = 1 or P = 0; end on each exactly.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    if (towards == 0) return p.x > int(resolution.x * P) ? getToColor(uv) : getFromColor(uv);
    if (towards == 1) return p.x > int(resolution.x * (1.0 - P)) ? getFromColor(uv) : getToColor(uv);
    if (towards == 2) return p.y > int(resolution.y * P) ? getToColor(uv) : getFromColor(uv);
    if (towards == 3) return p.y > int(resolution.y * (1.0 - P)) ? getFromColor(uv) : getToColor(uv);
    // The rectangle keeps the rows and columns on its corner's side.
    bool top = towards == 4 || towards == 5, left = towards == 4 || towards == 6;
    bool row = top ? p.y <= int(resolution.y * P) : p.y > int(resolution.y * (1.0 - P));
    bool column = left ? p.x <= int(resolution.x * P) : p.x > int(resolution.x * (1.0 - P));
    return row && column ? getFromColor(uv) : getToColor(uv);
}
