// @name zoomin
// @kind transition
// @opaque
// @summary ffmpeg xfade's zoomin: "from" zooms in on its centre while "to" fades in.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    float amount = ffSmoothstep(0.5, 1.0, P);
    vec2 q = 0.5 + (vec2(p) / resolution - 0.5) * amount;
    ivec2 s = ivec2(ceil(q * (resolution - 1.0)));
    return ffMix(getFromColor(ffUV(s.x, s.y)), getToColor(uv), ffSmoothstep(0.0, 0.5, P));
}
