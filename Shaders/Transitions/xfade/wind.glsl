// @kind transition
// @summary ffmpeg xfade's winds: "to" blows in across the frame, each row or column at a random lag.
// @param int direction = 0 [0, 3] Where "to" blows: 0 left, 1 right, 2 up, 3 down.
// @variant hlwind direction=0 ffmpeg xfade's hlwind: "to" blows in from right to left, each row at a random lag.
// @variant hrwind direction=1 ffmpeg xfade's hrwind: "to" blows in from left to right, each row at a random lag.
// @variant vuwind direction=2 ffmpeg xfade's vuwind: "to" blows in from bottom to top, each column at a random lag.
// @variant vdwind direction=3 ffmpeg xfade's vdwind: "to" blows in from top to bottom, each column at a random lag.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m): the reverse argument order of GLSL's mix.
vec4 ffMix(vec4 a, vec4 b, float m) {
    return a * m + b * (1.0 - m);
}

// vf_xfade.c's smoothstep, which is defined for edge0 > edge1 too (GLSL's is not).
float ffSmoothstep(float edge0, float edge1, float x) {
    float t = clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
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
    ivec2 p = ffPixel(uv);
    bool vertical = direction >= 2;
    float lag = noiseAt(vertical ? ivec2(p.x, 0) : ivec2(0, p.y));  // one random lag per column, or per row
    float along = vertical ? float(p.y) / resolution.y : float(p.x) / resolution.x;
    // Blowing left or up, "to" starts at the far edge.
    if (direction == 0 || direction == 2) along = 1.0 - along;
    float m = ffSmoothstep(0.0, -0.2, along * (1.0 - 0.2) + 0.2 * lag - (1.0 - P) * (1.0 + 0.2));
    return ffMix(getToColor(uv), getFromColor(uv), m);
}
