// @name fadegrays
// @kind transition
// @summary ffmpeg xfade's fadegrays: fade through the greys of both images.

// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m): the reverse argument order of GLSL's mix.
vec4 ffMix(vec4 a, vec4 b, float m) {
    return a * m + b * (1.0 - m);
}

// vf_xfade.c's smoothstep, which is defined for edge0 > edge1 too (GLSL's is not).
float ffSmoothstep(float edge0, float edge1, float x) {
    float t = clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
}

// The grey vf_xfade.c uses for RGB: the integer mean of R, G and B, alpha kept.
vec4 grey(vec4 c) {
    ivec3 v = ivec3(round(c.rgb * 255.0));
    float g = float((v.r + v.g + v.b) / 3) / 255.0;
    return vec4(g, g, g, c.a);
}

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    vec4 a = getFromColor(uv);
    vec4 b = getToColor(uv);
    vec4 leaving = ffMix(a, grey(a), ffSmoothstep(0.8, 1.0, P));
    vec4 arriving = ffMix(grey(b), b, ffSmoothstep(0.2, 1.0, P));
    return ffMix(leaving, arriving, P);
}
