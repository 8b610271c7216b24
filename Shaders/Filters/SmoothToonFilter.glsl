// @name SmoothToonFilter
// @kind filter
// @summary ToonFilter after a Gaussian blur, for smoother outlines and fewer specks, as GPUImage2's SmoothToonFilter.
// @param float blurRadiusInPixels = 2 [0, 256] The blur's sigma in pixels, rounded to a whole pixel.
// @param float threshold = 0.2 [0, 1] The gradient length that draws an outline; lower draws more.
// @param float quantizationLevels = 10 [1, 256] Levels per colour channel.

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

// @stage toon
// @alpha straight
// @samples 9
float red(vec2 uv, float dx, float dy) {
    return getVerticalColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    // ToonFilter's formula: dx, dy count columns right and rows down, as GPUImage's do.
    vec4 centre = getVerticalColor(uv);
    float topLeft = red(uv, -1.0, -1.0), top = red(uv, 0.0, -1.0), topRight = red(uv, 1.0, -1.0);
    float left = red(uv, -1.0, 0.0), right = red(uv, 1.0, 0.0);
    float bottomLeft = red(uv, -1.0, 1.0), bottom = red(uv, 0.0, 1.0), bottomRight = red(uv, 1.0, 1.0);
    float h = -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight;
    float v = -bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight;
    vec3 posterized = floor(centre.rgb * quantizationLevels + 0.5) / quantizationLevels;
    return vec4(posterized * (1.0 - step(threshold, length(vec2(h, v)))), centre.a);
}
