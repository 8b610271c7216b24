// @kind transition
// @summary ffmpeg xfade's fades through a colour.
// @param color background = #000000 The colour between the images.
// @variant fadeblack background=#000000 ffmpeg xfade's fadeblack: fade through black.
// @variant fadewhite background=#ffffff ffmpeg xfade's fadewhite: fade through white.

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
    vec4 leaving = ffMix(getFromColor(uv), background, ffSmoothstep(0.8, 1.0, P));
    vec4 arriving = ffMix(background, getToColor(uv), ffSmoothstep(0.2, 1.0, P));
    return ffMix(leaving, arriving, P);
}
