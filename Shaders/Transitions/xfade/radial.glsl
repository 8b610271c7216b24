// @name radial
// @kind transition
// @opaque
// @summary ffmpeg xfade's radial: a clock-hand sweep around the centre with a soft edge.
// @include xfade

vec4 effect(vec2 uv) {
    // At P = 0 ffmpeg still blends a thin wedge left of straight up; end exactly on "to".
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 d = ffPixel(uv) - ivec2(resolution) / 2;
    // atan2f(x - w/2, y - h/2): x first; 0 at the centre, where GLSL's atan is undefined.
    float angle = d == ivec2(0) ? 0.0 : atan(float(d.x), float(d.y));
    float edge = angle - (P - 0.5) * (3.14159265358979 * 2.5);
    return ffMix(getToColor(uv), getFromColor(uv), ffSmoothstep(0.0, 1.0, edge));
}
