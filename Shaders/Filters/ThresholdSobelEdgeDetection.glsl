// @kind filter
// @alpha straight
// @samples 8
// @summary Where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's thresholded edge detectors.
// @param bool sketch = false Black edges on white (a sketch) instead of white edges on black.
// @param float edgeStrength = 1 [0, 10] Scales the gradient; higher values show fainter edges and saturate strong ones.
// @param float threshold = 0.25 [0, 1] The scaled gradient length that makes an edge.
// @variant ThresholdSobelEdgeDetection sketch=false Edges in white on black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's ThresholdSobelEdgeDetection.
// @variant ThresholdSketchFilter sketch=true A pencil sketch: black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, white elsewhere, as GPUImage2's ThresholdSketchFilter.

float red(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    float topLeft = red(uv, -1.0, -1.0), top = red(uv, 0.0, -1.0), topRight = red(uv, 1.0, -1.0);
    float left = red(uv, -1.0, 0.0), right = red(uv, 1.0, 0.0);
    float bottomLeft = red(uv, -1.0, 1.0), bottom = red(uv, 0.0, 1.0), bottomRight = red(uv, 1.0, 1.0);
    float h = max(0.0, -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight);
    float v = max(0.0, -bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight);
    float edge = step(threshold, length(vec2(h, v)) * edgeStrength);
    return vec4(vec3(sketch ? 1.0 - edge : edge), 1.0);
}
