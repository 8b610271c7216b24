// @kind filter
// @alpha straight
// @samples 8
// @summary Where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's thresholded edge detectors.
// @param bool sketch = false Black edges on white (a sketch) instead of white edges on black.
// @param float edgeStrength = 1 [0, 10] Scales the gradient; higher values show fainter edges and saturate strong ones.
// @param float threshold = 0.25 [0, 1] The scaled gradient length that makes an edge.
// @variant ThresholdSobelEdgeDetection sketch=false Edges in white on black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's ThresholdSobelEdgeDetection.
// @variant ThresholdSketchFilter sketch=true A pencil sketch: black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, white elsewhere, as GPUImage2's ThresholdSketchFilter.
// @include red-gradient

vec4 effect(vec2 uv) {
    // Each component's positive part, as GPUImage2's thresholded detectors take it.
    float edge = step(threshold, length(max(vec2(0.0), redGradient(uv, 2.0))) * edgeStrength);
    return vec4(vec3(sketch ? 1.0 - edge : edge), 1.0);
}
