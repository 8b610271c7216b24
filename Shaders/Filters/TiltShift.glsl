// @name TiltShift
// @kind filter
// @summary A band of the image in focus between two heights, blurred above and below, as GPUImage2's TiltShift.
// @param float blurRadiusInPixels = 7 [0, 256] The Gaussian's sigma in pixels outside the band, rounded to a whole pixel.
// @param float topFocusLevel = 0.4 [0, 1] Where the band in focus begins, from the top (0) to the bottom (1).
// @param float bottomFocusLevel = 0.6 [0, 1] Where the band in focus ends, from the top.
// @param float focusFallOffRate = 0.2 [0, 1] How far, as a fraction of the height, the blur takes to come in fully.

// The Gaussian of GaussianBlur.glsl: sigma is the radius rounded, taps reach 3 sigma, and each
// bilinear read takes two neighbouring taps at the point that weighs them as the kernel does;
// above a radius of 8 the blur stages run on a smaller copy where sigma is 8 (@downsample).
float gaussianRadius() { return floor(blurRadiusInPixels + 0.5); }

float gaussianSigma() { return min(gaussianRadius(), 8.0); }

float gaussianWeight(int i, float sigma) { return exp(-float(i * i) / (2.0 * sigma * sigma)); }

// @stage reduce
// @downsample blurRadiusInPixels 8
// @only-downsampled
// @samples 4
vec4 effect(vec2 uv) {
    // Above a radius of 8 the blur runs on a copy radius / 8 times smaller (as in GaussianBlur):
    // each pixel the mean of the input under it, from bilinear reads about two pixels apart.
    int n = int(ceil(gaussianRadius() / 16.0));
    vec4 sum = vec4(0.0);
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < n; i++) {
            sum += getInputColorLinear(uv + ((vec2(i, j) + 0.5) / float(n) - 0.5) / resolution);
        }
    }
    return sum / float(n * n);
}

// @stage horizontal
// @downsample blurRadiusInPixels 8
// @samples 25
vec4 effect(vec2 uv) {
    float sigma = gaussianSigma();
    vec4 sum = getReduceColor(uv);
    if (sigma < 1.0) return sum;
    vec2 texel = vec2(1.0 / resolution.x, 0.0);
    float total = 1.0;
    int taps = int(ceil(3.0 * sigma));
    for (int i = 1; i <= taps; i += 2) {
        float a = gaussianWeight(i, sigma);
        float b = i < taps ? gaussianWeight(i + 1, sigma) : 0.0;
        vec2 offset = texel * ((float(i) * a + float(i + 1) * b) / (a + b));
        sum += (a + b) * (getReduceColorLinear(uv + offset) + getReduceColorLinear(uv - offset));
        total += 2.0 * (a + b);
    }
    return sum / total;
}

// @stage vertical
// @downsample blurRadiusInPixels 8
// @samples 25
vec4 effect(vec2 uv) {
    float sigma = gaussianSigma();
    vec4 sum = getHorizontalColor(uv);
    if (sigma < 1.0) return sum;
    vec2 texel = vec2(0.0, 1.0 / resolution.y);
    float total = 1.0;
    int taps = int(ceil(3.0 * sigma));
    for (int i = 1; i <= taps; i += 2) {
        float a = gaussianWeight(i, sigma);
        float b = i < taps ? gaussianWeight(i + 1, sigma) : 0.0;
        vec2 offset = texel * ((float(i) * a + float(i + 1) * b) / (a + b));
        sum += (a + b) * (getHorizontalColorLinear(uv + offset) + getHorizontalColorLinear(uv - offset));
        total += 2.0 * (a + b);
    }
    return sum / total;
}

// @stage focus
// @reads input, vertical
vec4 effect(vec2 uv) {
    // GPUImage measures heights from the top.
    float y = 1.0 - uv.y;
    float blurred = 1.0 - smoothstep(topFocusLevel - focusFallOffRate, topFocusLevel, y)
                  + smoothstep(bottomFocusLevel, bottomFocusLevel + focusFallOffRate, y);
    return mix(getInputColor(uv), getVerticalColor(uv), blurred);
}
