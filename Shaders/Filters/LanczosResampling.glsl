// @name LanczosResampling
// @kind filter
// @summary Resizes the image with a three-lobed Lanczos filter, in two separable passes, as GPUImage2's LanczosResampling.
// @param vec2 overriddenOutputSize = 0,0 The new width and height in pixels, as GPUImage2's overriddenOutputSize; 0 keeps that side.

// GPUImage2 reads nine fixed taps, right for halving; here the kernel is Lanczos-3 stretched by
// the reduction (input pixels per output pixel, at least 1), so any factor down or up is
// filtered without aliasing: 6 × factor + 1 taps a pass. Weights are normalized, as near the
// edges the taps read the clamped edge pixel.
float lanczos3(float x) {
    x = abs(x);
    if (x < 1e-4) return 1.0;
    if (x >= 3.0) return 0.0;
    float p = 3.14159265358979 * x;
    return 3.0 * sin(p) * sin(p / 3.0) / (p * p);
}

// One direction of the resampling, the body of its stage: READ is the stage's reader and AXIS
// the axis it resamples, x or y. GLSL has no function arguments, so the two directions share
// this as a macro rather than be written twice.
#define LANCZOS_DIRECTION(READ, AXIS) \
    float factor = max(inputResolution.AXIS / resolution.AXIS, 1.0); \
    float centre = uv.AXIS * inputResolution.AXIS; \
    vec4 sum = vec4(0.0); \
    float total = 0.0; \
    for (float i = floor(centre - 3.0 * factor); i <= ceil(centre + 3.0 * factor); i += 1.0) { \
        float weight = lanczos3((i + 0.5 - centre) / factor); \
        vec2 tap = uv; \
        tap.AXIS = (i + 0.5) / inputResolution.AXIS; \
        sum += weight * READ(tap); \
        total += weight; \
    } \
    return sum / total;

// First the height changes (each column filtered), then the width.
// @stage vertical
// @size overriddenOutputSize height
// @samples 13
vec4 effect(vec2 uv) {
    LANCZOS_DIRECTION(getInputColor, y)
}

// @stage horizontal
// @size overriddenOutputSize
// @samples 13
vec4 effect(vec2 uv) {
    LANCZOS_DIRECTION(getVerticalColor, x)
}
