// @name GaussianBlur
// @kind filter
// @summary A Gaussian blur of any radius in two separable passes, as GPUImage2's GaussianBlur; above 8 pixels it blurs a smaller copy.
// @param float blurRadiusInPixels = 2 [0, 256] The Gaussian's sigma in pixels, rounded to a whole pixel as GPUImage2 does; 0 keeps the image.

// sigma is the radius rounded (GPUImage2 blurs with integral sigmas only), and the taps reach
// 3 sigma each side, where the weight has fallen to 1% of the centre's. Each bilinear read takes
// two neighbouring taps at once, at the point between them that weighs them as the kernel does,
// so a side of n taps costs (n + 1) / 2 reads. Above a radius of 8, as in GPUImage2, the stages
// run on the image shrunk by radius / 8 (@downsample), where sigma is 8: every stage then costs
// at most 13 reads per pixel of a smaller image, whatever the radius, and readers scale the
// result back up bilinearly.
float gaussianRadius() { return floor(blurRadiusInPixels + 0.5); }

float gaussianSigma() { return min(gaussianRadius(), 8.0); }

float gaussianWeight(int i, float sigma) { return exp(-float(i * i) / (2.0 * sigma * sigma)); }

// One direction of the blur, the body of its stage: READ and READ_LINEAR are the stage's readers
// of what it blurs, TEXEL one texel along the direction. GLSL has no function arguments, so the
// two directions share this as a macro rather than be written twice.
#define GAUSSIAN_DIRECTION(READ, READ_LINEAR, TEXEL) \
    float sigma = gaussianSigma(); \
    vec4 sum = READ(uv); \
    if (sigma < 1.0) return sum; \
    float total = 1.0; \
    int taps = int(ceil(3.0 * sigma)); \
    for (int i = 1; i <= taps; i += 2) { \
        float a = gaussianWeight(i, sigma); \
        float b = i < taps ? gaussianWeight(i + 1, sigma) : 0.0; \
        vec2 offset = (TEXEL) * ((float(i) * a + float(i + 1) * b) / (a + b)); \
        sum += (a + b) * (READ_LINEAR(uv + offset) + READ_LINEAR(uv - offset)); \
        total += 2.0 * (a + b); \
    } \
    return sum / total;

// @stage reduce
// @downsample blurRadiusInPixels 8
// @only-downsampled
// @samples 4
vec4 effect(vec2 uv) {
    // The mean of the input under this pixel (radius / 8 input pixels a side), from bilinear
    // reads about two input pixels apart, each the mean of the four texels around it.
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
    GAUSSIAN_DIRECTION(getReduceColor, getReduceColorLinear, vec2(1.0 / resolution.x, 0.0))
}

// @stage vertical
// @downsample blurRadiusInPixels 8
// @samples 25
vec4 effect(vec2 uv) {
    GAUSSIAN_DIRECTION(getHorizontalColor, getHorizontalColorLinear, vec2(0.0, 1.0 / resolution.y))
}
