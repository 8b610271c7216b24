// @name MedianFilter
// @kind filter
// @alpha straight
// @samples 9
// @summary The median of each colour channel over the 3x3 neighbourhood, which removes speckles and keeps edges; opaque, as GPUImage's MedianFilter.

// The colour one step (dx, dy) away, dy counted downwards; edges clamp.
vec3 neighbour(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).rgb;
}

// Puts the smaller of a and b (per channel) in a and the larger in b.
void order(inout vec3 a, inout vec3 b) {
    vec3 low = min(a, b);
    b = max(a, b);
    a = low;
}

vec4 effect(vec2 uv) {
    // Forgetful selection: among six values, the smallest and largest cannot be the median of
    // nine, so each round drops both and takes in one more value; min and max work per channel,
    // so each channel gets its own median, as in GPUImage.
    vec3 a = neighbour(uv, -1.0, 1.0), b = neighbour(uv, 1.0, -1.0), c = neighbour(uv, -1.0, -1.0);
    vec3 d = neighbour(uv, 1.0, 1.0), e = neighbour(uv, -1.0, 0.0), f = neighbour(uv, 1.0, 0.0);
    // Smallest of six into a, largest into f.
    order(a, b); order(c, d); order(e, f);
    order(a, c); order(a, e); order(b, f); order(d, f);
    // b, c, d, e remain; add the pixel below. Smallest of five into b, largest into f.
    f = neighbour(uv, 0.0, 1.0);
    order(b, c); order(d, e); order(b, d); order(b, f); order(c, e); order(e, f);
    // c, d, e remain; add the pixel above. Smallest of four into c, largest into f.
    f = neighbour(uv, 0.0, -1.0);
    order(c, d); order(e, f); order(c, e); order(d, f);
    // d, e remain; with the centre, the median of three is the answer.
    f = neighbour(uv, 0.0, 0.0);
    order(d, e); order(e, f); order(d, e);
    return vec4(e, 1.0);
}
