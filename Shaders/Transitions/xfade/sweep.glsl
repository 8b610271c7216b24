// @kind transition
// @opaque
// @summary ffmpeg xfade's soft sweeps: a soft straight or diagonal edge crosses the frame.
// @param int towards = 0 [0, 7] Where the edge goes: 0 left, 1 right, 2 up, 3 down; diagonally 4 top-left, 5 top-right, 6 bottom-left, 7 bottom-right.
// @variant smoothleft towards=0 ffmpeg xfade's smoothleft: a soft edge sweeps from the right to the left.
// @variant smoothright towards=1 ffmpeg xfade's smoothright: a soft edge sweeps from the left to the right.
// @variant smoothup towards=2 ffmpeg xfade's smoothup: a soft edge sweeps from the bottom to the top.
// @variant smoothdown towards=3 ffmpeg xfade's smoothdown: a soft edge sweeps from the top to the bottom.
// @variant diagtl towards=4 ffmpeg xfade's diagtl: a soft diagonal edge sweeps from the bottom-right corner towards the top-left.
// @variant diagtr towards=5 ffmpeg xfade's diagtr: a soft diagonal edge sweeps from the bottom-left corner towards the top-right.
// @variant diagbl towards=6 ffmpeg xfade's diagbl: a soft diagonal edge sweeps from the top-right corner towards the bottom-left.
// @variant diagbr towards=7 ffmpeg xfade's diagbr: a soft diagonal edge sweeps from the top-left corner towards the bottom-right.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    vec2 p = vec2(ffPixel(uv));
    float w = resolution.x, h = resolution.y;
    // Pixels counted from the side the edge goes towards.
    float x = towards == 1 || towards == 5 || towards == 7 ? w - 1.0 - p.x : p.x;
    float y = towards == 3 || towards == 6 || towards == 7 ? h - 1.0 - p.y : p.y;
    float along = towards <= 1 ? x / w : towards <= 3 ? y / h : x / w * y / h;  // evaluated left to right, as in C
    return ffMix(getToColor(uv), getFromColor(uv), ffSmoothstep(0.0, 1.0, 1.0 + along - P * 2.0));
}
