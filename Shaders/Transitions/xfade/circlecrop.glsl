// @name circlecrop
// @kind transition
// @opaque
// @summary ffmpeg xfade's circlecrop: "from" shrinks to a circle on black, then "to" grows from one.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 centre = ivec2(resolution) / 2;  // integer halves, as vf_xfade.c
    float t = 2.0 * abs(P - 0.5);
    float radius = t * t * t * length(vec2(centre));
    float dist = length(vec2(ffPixel(uv) - centre));
    vec4 inner = P < 0.5 ? getToColor(uv) : getFromColor(uv);
    return radius < dist ? vec4(0.0, 0.0, 0.0, 1.0) : inner;
}
