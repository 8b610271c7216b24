// @name KuwaharaFilter
// @kind filter
// @alpha straight
// @samples 64
// @summary An oil painting: each pixel takes the mean colour of the least varied of the four square windows it is a corner of, as GPUImage's KuwaharaFilter; costly, 4 (radius + 1)^2 reads per pixel.
// @param int radius = 3 [0, 10] Window size: each window is radius + 1 pixels square; larger abstracts more and costs quadratically more.
// @variant KuwaharaRadius3Filter radius=3 KuwaharaFilter with a radius of 3 compiled in, as GPUImage's KuwaharaRadius3Filter.

// Mean and summed per-channel variance of the window from (x0, y0) to (x0 + radius, y0 + radius)
// in pixels, y counted downwards as in GPUImage.
vec4 window(vec2 uv, int x0, int y0) {
    vec3 sum = vec3(0.0), squares = vec3(0.0);
    for (int y = y0; y <= y0 + radius; y++) {
        for (int x = x0; x <= x0 + radius; x++) {
            vec3 c = getInputColor(uv + vec2(float(x), -float(y)) / resolution).rgb;
            sum += c;
            squares += c * c;
        }
    }
    float n = float((radius + 1) * (radius + 1));
    vec3 mean = sum / n;
    vec3 variance = abs(squares / n - mean * mean);
    return vec4(mean, variance.r + variance.g + variance.b);
}

vec4 effect(vec2 uv) {
    // GPUImage's order: up-left, up-right, down-right, down-left; on a tie the first wins.
    vec4 best = window(uv, -radius, -radius);
    vec4 candidate = window(uv, 0, -radius);
    if (candidate.a < best.a) best = candidate;
    candidate = window(uv, 0, 0);
    if (candidate.a < best.a) best = candidate;
    candidate = window(uv, -radius, 0);
    if (candidate.a < best.a) best = candidate;
    return vec4(best.rgb, 1.0);
}
