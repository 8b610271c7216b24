// @name BulgeDistortion
// @kind filter
// @summary Magnifies (or, with a negative scale, shrinks) a round area around a centre, as GPUImage's BulgeDistortion.
// @param vec2 center = 0.5,0.5 The centre of the bulge, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.25 [0, 1] The bulge's radius, as a fraction of the image width.
// @param float scale = 0.5 [-1, 1] The amount of distortion: positive bulges out, negative pinches in.

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    // Distances in proportion to the width, so that the area is round (aspect ratio height / width).
    float aspectRatio = resolution.y / resolution.x;
    float dist = distance(center, vec2(p.x, (p.y - center.y) * aspectRatio + center.y));
    if (dist < radius) {
        float percent = 1.0 - ((radius - dist) / radius) * scale;
        p = (p - center) * percent * percent + center;
    }
    return getInputColorLinear(vec2(p.x, 1.0 - p.y));
}
