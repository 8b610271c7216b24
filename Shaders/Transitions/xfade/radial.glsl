// @name radial
// @kind transition
// @summary ffmpeg xfade's radial: a clock-hand sweep around the centre with a soft edge.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m): the reverse argument order of GLSL's mix.
vec4 ffMix(vec4 a, vec4 b, float m) {
    return a * m + b * (1.0 - m);
}

// vf_xfade.c's smoothstep, which is defined for edge0 > edge1 too (GLSL's is not).
float ffSmoothstep(float edge0, float edge1, float x) {
    float t = clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
}

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
