// @name zoomin
// @kind transition
// @summary ffmpeg xfade's zoomin: "from" zooms in on its centre while "to" fades in.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// The uv of the centre of ffmpeg's pixel (x, y), y counted from the top.
vec2 ffUV(int x, int y) {
    return vec2((float(x) + 0.5) / resolution.x, (resolution.y - float(y) - 0.5) / resolution.y);
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
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    float amount = ffSmoothstep(0.5, 1.0, P);
    vec2 q = 0.5 + (vec2(p) / resolution - 0.5) * amount;
    ivec2 s = ivec2(ceil(q * (resolution - 1.0)));
    return ffMix(getFromColor(ffUV(s.x, s.y)), getToColor(uv), ffSmoothstep(0.0, 0.5, P));
}
