// @name TiltShift
// @kind filter
// @summary A band of the image in focus between two heights, blurred above and below, as GPUImage2's TiltShift.
// @param float blurRadiusInPixels = 7 [0, 64] The Gaussian's sigma in pixels outside the band, rounded to a whole pixel.
// @param float topFocusLevel = 0.4 [0, 1] Where the band in focus begins, from the top (0) to the bottom (1).
// @param float bottomFocusLevel = 0.6 [0, 1] Where the band in focus ends, from the top.
// @param float focusFallOffRate = 0.2 [0, 1] How far, as a fraction of the height, the blur takes to come in fully.

// The Gaussian of GaussianBlur.glsl: sigma is the radius rounded, taps reach 3 sigma, and each
// bilinear read takes two neighbouring taps at the point that weighs them as the kernel does.
float gaussianSigma() { return floor(blurRadiusInPixels + 0.5); }

float gaussianWeight(int i, float sigma) { return exp(-float(i * i) / (2.0 * sigma * sigma)); }

// @stage horizontal
// @samples 25
vec4 effect(vec2 uv) {
    float sigma = gaussianSigma();
    vec4 sum = getInputColor(uv);
    if (sigma < 1.0) return sum;
    vec2 texel = vec2(1.0 / resolution.x, 0.0);
    float total = 1.0;
    int taps = int(ceil(3.0 * sigma));
    for (int i = 1; i <= taps; i += 2) {
        float a = gaussianWeight(i, sigma);
        float b = i < taps ? gaussianWeight(i + 1, sigma) : 0.0;
        vec2 offset = texel * ((float(i) * a + float(i + 1) * b) / (a + b));
        sum += (a + b) * (getInputColorLinear(uv + offset) + getInputColorLinear(uv - offset));
        total += 2.0 * (a + b);
    }
    return sum / total;
}

// @stage vertical
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
