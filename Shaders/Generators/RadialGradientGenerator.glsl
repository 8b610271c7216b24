// @name RadialGradientGenerator
// @kind generator
// @summary A round gradient from an inner colour at a centre to an outer colour at a radius and beyond.
// @param vec2 center = 0.5,0.5 The centre, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.5 [0, 4] Where outerColor is reached, as a fraction of the image width (the gradient is round in pixels).
// @param color innerColor = #ffffff The colour at the centre.
// @param color outerColor = #000000 The colour at the radius and beyond.

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    // Vertical distances in units of the width, so that the circle is round in pixels.
    vec2 offset = (p - center) * vec2(1.0, resolution.y / resolution.x);
    float along = radius > 0.0 ? clamp(length(offset) / radius, 0.0, 1.0) : 1.0;
    return mix(innerColor, outerColor, along);
}
