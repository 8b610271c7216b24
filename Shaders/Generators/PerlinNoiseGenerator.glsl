// @name PerlinNoiseGenerator
// @alias PerlinNoiseFilter
// @kind generator
// @summary Classic Perlin gradient noise shading between two colours, as GPUImage's PerlinNoiseFilter (the same lattice hash, so the same pattern).
// @param color colorStart = #000000 The colour where the noise is lowest.
// @param color colorFinish = #ffffff The colour where the noise is highest.
// @param float scale = 8 [0, 1000] Lattice cells across the image (and down it); more cells make finer noise.

// Reduction modulo 289, the prime the permutation polynomial works in.
float reduce289(float x) {
    return x - floor(x * (1.0 / 289.0)) * 289.0;
}

// The permutation (34 x + 1) x mod 289, a hash of lattice coordinates without a table.
float permuted(float x) {
    return reduce289((x * 34.0 + 1.0) * x);
}

// The gradient of lattice point `corner` dotted with the offset from it: 41 gradients around a
// diamond, normalised with the first-order inverse square root the reference noise uses.
float cornerValue(vec2 corner, vec2 offset) {
    float hash = permuted(permuted(reduce289(corner.x)) + reduce289(corner.y));
    float x = fract(hash * (1.0 / 41.0)) * 2.0 - 1.0;
    vec2 gradient = vec2(x - floor(x + 0.5), abs(x) - 0.5);
    gradient *= 1.79284291400159 - 0.85373472095314 * dot(gradient, gradient);
    return dot(gradient, offset);
}

// Classic Perlin noise at p, about -1 to 1.
float noise(vec2 p) {
    vec2 cell = floor(p), f = p - cell;
    float v00 = cornerValue(cell, f);
    float v10 = cornerValue(cell + vec2(1.0, 0.0), f - vec2(1.0, 0.0));
    float v01 = cornerValue(cell + vec2(0.0, 1.0), f - vec2(0.0, 1.0));
    float v11 = cornerValue(cell + vec2(1.0, 1.0), f - vec2(1.0, 1.0));
    // The quintic fade, whose first and second derivatives vanish at the lattice.
    vec2 s = f * f * f * (f * (f * 6.0 - 15.0) + 10.0);
    return 2.3 * mix(mix(v00, v10, s.x), mix(v01, v11, s.x), s.y);
}

vec4 effect(vec2 uv) {
    // GPUImage's texture coordinates, from the top-left corner, so the pattern is the same way up.
    float n = (noise(vec2(uv.x, 1.0 - uv.y) * scale) + 1.0) / 2.0;
    // Colours arrive premultiplied, so a fade to transparent keeps its hue.
    return mix(colorStart, colorFinish, n);
}
