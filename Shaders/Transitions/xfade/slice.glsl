// @kind transition
// @opaque
// @summary ffmpeg xfade's slices: slats of "to" close across the frame.
// @param int direction = 0 [0, 3] Where the slats close towards: 0 left, 1 right, 2 up, 3 down.
// @variant hlslice direction=0 ffmpeg xfade's hlslice: vertical slats close towards the left.
// @variant hrslice direction=1 ffmpeg xfade's hrslice: vertical slats close towards the right.
// @variant vuslice direction=2 ffmpeg xfade's vuslice: horizontal slats close upwards.
// @variant vdslice direction=3 ffmpeg xfade's vdslice: horizontal slats close downwards.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    bool vertical = direction >= 2, mirrored = direction == 1 || direction == 3;
    float extent = vertical ? resolution.y : resolution.x;
    float along = float(vertical ? ffPixel(uv).y : ffPixel(uv).x);
    float t = mirrored ? (extent - 1.0 - along) / extent : along / extent;
    float edge = ffSmoothstep(-0.5, 0.0, t - P * 1.5);
    // vf_xfade.c writes the slat phase as 10·x/w, or 10·t when mirrored: keep its rounding.
    float phase = mirrored ? fract(10.0 * t) : fract(10.0 * along / extent);
    float m = edge <= phase ? 0.0 : 1.0;
    return ffMix(getToColor(uv), getFromColor(uv), m);
}
