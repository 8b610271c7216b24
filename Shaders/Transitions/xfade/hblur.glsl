// @name hblur
// @kind transition
// @summary ffmpeg xfade's hblur: a horizontal box blur that widens to the midpoint, while fading.

// ffmpeg's integer pixel under uv: column x from the left, row y from the TOP, as vf_xfade.c counts.
ivec2 ffPixel(vec2 uv) {
    ivec2 p = ivec2(floor(uv * resolution));
    return ivec2(p.x, int(resolution.y) - 1 - p.y);
}

// The uv of the centre of ffmpeg's pixel (x, y), y counted from the top.
vec2 ffUV(int x, int y) {
    return vec2((float(x) + 0.5) / resolution.x, (resolution.y - float(y) - 0.5) / resolution.y);
}

// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m): the reverse argument order of GLSL's mix.
vec4 ffMix(vec4 a, vec4 b, float m) {
    return a * m + b * (1.0 - m);
}

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    float amount = P <= 0.5 ? P * 2.0 : (1.0 - P) * 2.0;
    int size = int(1.0 + float(int(resolution.x) / 2) * amount);
    ivec2 p = ffPixel(uv);
    // vf_xfade.c's running sum: the mean of pixels x … x + size − 1, cut at the right edge.
    // Each pixel reads up to width / 2 texels of each image at the midpoint: cheap on a GPU,
    // seconds for a 1080p frame on llvmpipe.
    int count = min(size, int(resolution.x) - p.x);
    vec4 sumA = vec4(0.0);
    vec4 sumB = vec4(0.0);
    for (int i = 0; i < count; i++) {
        vec2 source = ffUV(p.x + i, p.y);
        sumA += getFromColor(source);
        sumB += getToColor(source);
    }
    return ffMix(sumA / float(count), sumB / float(count), P);
}
