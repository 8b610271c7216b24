// @name LocalBinaryPattern
// @kind filter
// @alpha straight
// @samples 9
// @summary Each pixel's eight neighbours compared with it in the red channel, one bit each, as a grey level, as GPUImage's LocalBinaryPattern.

float red(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    float centre = red(uv, 0.0, 0.0);
    // Bit 0 is the top-right neighbour, then counter-clockwise to the right one as bit 7; a
    // neighbour at least as bright as the centre sets its bit.
    float tally = step(centre, red(uv, 1.0, -1.0)) + 2.0 * step(centre, red(uv, 0.0, -1.0))
                + 4.0 * step(centre, red(uv, -1.0, -1.0)) + 8.0 * step(centre, red(uv, -1.0, 0.0))
                + 16.0 * step(centre, red(uv, -1.0, 1.0)) + 32.0 * step(centre, red(uv, 0.0, 1.0))
                + 64.0 * step(centre, red(uv, 1.0, 1.0)) + 128.0 * step(centre, red(uv, 1.0, 0.0));
    return vec4(vec3(tally / 255.0), 1.0);
}
