// @name PolarPixellate
// @kind filter
// @summary Pixellates in polar coordinates around a centre: rings and sectors of one colour, as GPUImage's PolarPixellate.
// @param vec2 center = 0.5,0.5 The centre of the rings, in GPUImage's coordinates (0,0 is the top-left corner).
// @param vec2 pixelSize = 0.05,0.05 Ring width (in half-widths of the image) and sector angle (in radians); 0 leaves that direction whole.

// GLSL's mod, except that a size of 0 leaves the value where it is instead of giving NaN.
float cellStart(float value, float size) {
    return size > 0.0 ? value - mod(value, size) : value;
}

vec4 effect(vec2 uv) {
    // GPUImage works from -1 to 1 across the image, y growing downwards, around the centre.
    vec2 centre = 2.0 * center - 1.0;
    vec2 p = 2.0 * vec2(uv.x, 1.0 - uv.y) - 1.0 - centre;
    // GPUImage adds 0.03 to every ring's radius, so that its first ring does not read the centre.
    float r = cellStart(length(p), pixelSize.x) + 0.03;
    float phi = cellStart(atan(p.y, p.x), pixelSize.y);
    vec2 t = (vec2(cos(phi), sin(phi)) * r + centre) / 2.0 + 0.5;
    return getInputColorLinear(vec2(t.x, 1.0 - t.y));
}
