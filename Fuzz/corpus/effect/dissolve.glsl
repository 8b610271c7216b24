// @name dissolve
// @kind transition
// @summary ffmpeg xfade's dissolve: each pixel switches to "to" at its own random moment.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// Uniform noise in [0, 1) per integer position. ffmpeg's frand() is fract(sin(…) · 43758.5),
// whose value depends on each GPU's sin() precision at large arguments; an integer hash (PCG)
// has the same uniform distribution and gives the same pixels everywhere.
uint pcgHash(uint v) {
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}

float noiseAt(ivec2 p) {
    return float(pcgHash(uint(p.x) + pcgHash(uint(p.y))) >> 8u) / 16777216.0;
}

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    float edge = noiseAt(ffPixel(uv)) * 2.0 + P * 2.0 - 1.5;
    return edge >= 0.5 ? getFromColor(uv) : getToColor(uv);
}
