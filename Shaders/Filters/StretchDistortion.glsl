// @name StretchDistortion
// @kind filter
// @summary Stretches the middle of the image out from a centre, squeezing the edges, as GPUImage's StretchDistortion.
// @param vec2 center = 0.5,0.5 The centre of the stretch, in GPUImage's coordinates (0,0 is the top-left corner).

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    // In -1…1 about the centre, each axis on its own.
    vec2 normal = 2.0 * p - 1.0 - (2.0 * center - 1.0);
    vec2 side = sign(normal);
    normal = abs(normal);
    normal = 0.5 * normal + 0.5 * smoothstep(0.25, 0.5, normal) * normal;
    p = (side * normal + (2.0 * center - 1.0)) / 2.0 + 0.5;
    return getInputColorLinear(vec2(p.x, 1.0 - p.y));
}
