// @name PinchDistortion
// @kind filter
// @summary Pinches the image towards a centre (or, with a negative scale, stretches it out), as GPUImage's PinchDistortion.
// @param vec2 center = 0.5,0.5 The centre of the pinch, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 1 [0, 2] How far from the centre the pinch reaches, as a fraction of the image width.
// @param float scale = 1 [-2, 2] The amount of distortion.

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    // GPUImage measures the distance with y scaled about the middle of the image (not the centre).
    float aspectRatio = resolution.y / resolution.x;
    float dist = distance(center, vec2(p.x, p.y * aspectRatio + 0.5 - 0.5 * aspectRatio));
    if (dist < radius) {
        float percent = 1.0 + ((0.5 - dist) / 0.5) * scale;
        p = (p - center) * percent + center;
    }
    return getInputColorLinear(vec2(p.x, 1.0 - p.y));
}
