// @kind transition
// @opaque
// @summary ffmpeg xfade's winds: "to" blows in across the frame, each row or column at a random lag.
// @param int direction = 0 [0, 3] Where "to" blows: 0 left, 1 right, 2 up, 3 down.
// @variant hlwind direction=0 ffmpeg xfade's hlwind: "to" blows in from right to left, each row at a random lag.
// @variant hrwind direction=1 ffmpeg xfade's hrwind: "to" blows in from left to right, each row at a random lag.
// @variant vuwind direction=2 ffmpeg xfade's vuwind: "to" blows in from bottom to top, each column at a random lag.
// @variant vdwind direction=3 ffmpeg xfade's vdwind: "to" blows in from top to bottom, each column at a random lag.
// @include xfade
// @include xfade-noise

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    bool vertical = direction >= 2;
    float lag = noiseAt(vertical ? ivec2(p.x, 0) : ivec2(0, p.y));  // one random lag per column, or per row
    float along = vertical ? float(p.y) / resolution.y : float(p.x) / resolution.x;
    // Blowing left or up, "to" starts at the far edge.
    if (direction == 0 || direction == 2) along = 1.0 - along;
    float m = ffSmoothstep(0.0, -0.2, along * (1.0 - 0.2) + 0.2 * lag - (1.0 - P) * (1.0 + 0.2));
    return ffMix(getToColor(uv), getFromColor(uv), m);
}
