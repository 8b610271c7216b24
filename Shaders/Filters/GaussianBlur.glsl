// @name GaussianBlur
// @kind filter
// @summary A Gaussian blur of any radius in two separable passes, as GPUImage2's GaussianBlur.
// @param float blurRadiusInPixels = 2 [0, 64] The Gaussian's sigma in pixels, rounded to a whole pixel as GPUImage2 does; 0 keeps the image.

// sigma is the radius rounded (GPUImage2 blurs with integral sigmas only), and the taps reach
// 3 sigma each side, where the weight has fallen to 1% of the centre's. Each bilinear read takes
// two neighbouring taps at once, at the point between them that weighs them as the kernel does,
// so a side of n taps costs (n + 1) / 2 reads.
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
