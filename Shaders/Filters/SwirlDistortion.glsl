// @name SwirlDistortion
// @kind filter
// @summary Twists the image around a centre, most at the centre and not at all from the radius out, as GPUImage's SwirlDistortion.
// @param vec2 center = 0.5,0.5 The centre of the twist, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.5 [0, 2] How far from the centre the twist reaches, as a fraction of the image.
// @param float angle = 1 [-10, 10] The amount of twist: the centre turns by 8 × angle radians.

vec4 effect(vec2 uv) {
    // GPUImage's texture coordinates run from the top-left corner; work in them.
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    float dist = distance(center, p);
    if (dist < radius) {
        float percent = (radius - dist) / radius;
        float theta = percent * percent * angle * 8.0;
        float s = sin(theta), c = cos(theta);
        vec2 offset = p - center;
        p = vec2(dot(offset, vec2(c, -s)), dot(offset, vec2(s, c))) + center;
    }
    return getInputColorLinear(vec2(p.x, 1.0 - p.y));
}
