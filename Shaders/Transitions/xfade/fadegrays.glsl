// @name fadegrays
// @kind transition
// @opaque
// @summary ffmpeg xfade's fadegrays: fade through the greys of both images.
// @include xfade

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
