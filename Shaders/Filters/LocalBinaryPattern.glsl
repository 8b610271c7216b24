// @kind filter
// @alpha straight
// @samples 9
// @summary Each pixel's eight neighbours compared with it, one bit each, as a level.
// @param bool colour = false Compare in each colour channel rather than in the red one, in grey.
// @variant LocalBinaryPattern colour=false Each pixel's eight neighbours compared with it in the red channel, one bit each, as a grey level, as GPUImage's LocalBinaryPattern.
// @variant ColorLocalBinaryPattern colour=true LocalBinaryPattern in each colour channel: the eight neighbours compared with the pixel, one bit each, as GPUImage2's ColorLocalBinaryPattern.

vec3 neighbour(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).rgb;
}

vec4 effect(vec2 uv) {
    vec3 centre = neighbour(uv, 0.0, 0.0);
    // Bit 0 is the top-right neighbour, then counter-clockwise to the right one as bit 7; a
    // neighbour at least as bright as the centre sets its bit.
    vec3 tally = step(centre, neighbour(uv, 1.0, -1.0)) + 2.0 * step(centre, neighbour(uv, 0.0, -1.0))
               + 4.0 * step(centre, neighbour(uv, -1.0, -1.0)) + 8.0 * step(centre, neighbour(uv, -1.0, 0.0))
               + 16.0 * step(centre, neighbour(uv, -1.0, 1.0)) + 32.0 * step(centre, neighbour(uv, 0.0, 1.0))
               + 64.0 * step(centre, neighbour(uv, 1.0, 1.0)) + 128.0 * step(centre, neighbour(uv, 1.0, 0.0));
    // GPUImage2's colour shader writes the green tally to blue and the blue one to green; each
    // channel keeps its own here.
    return vec4(colour ? tally / 255.0 : vec3(tally.r / 255.0), 1.0);
}
