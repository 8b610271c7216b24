// @name circlecrop
// @kind transition
// @summary ffmpeg xfade's circlecrop: "from" shrinks to a circle on black, then "to" grows from one.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 centre = ivec2(resolution) / 2;  // integer halves, as vf_xfade.c
    float t = 2.0 * abs(P - 0.5);
    float radius = t * t * t * length(vec2(centre));
    float dist = length(vec2(ffPixel(uv) - centre));
    vec4 inner = P < 0.5 ? getToColor(uv) : getFromColor(uv);
    return radius < dist ? vec4(0.0, 0.0, 0.0, 1.0) : inner;
}
