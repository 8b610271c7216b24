// @kind filter
// @alpha straight
// @samples 8
// @summary Edges of the red channel from a 3×3 gradient, as GPUImage2's edge detectors (put Luminance before them for the edges of all colours).
// @param int style = 0 [0, 2] 0 Sobel edges in white on black, 1 Prewitt edges in white on black, 2 Sobel edges in black on white (a sketch).
// @param float edgeStrength = 1 [0, 10] Scales the gradient; higher values show fainter edges and saturate strong ones.
// @variant SobelEdgeDetection style=0 Edges in white on black: the Sobel gradient's length of the red channel, as GPUImage2's SobelEdgeDetection (put Luminance before it for the edges of all colours).
// @variant PrewittEdgeDetection style=1 Edges in white on black: the Prewitt gradient's length of the red channel, as GPUImage2's PrewittEdgeDetection (put Luminance before it for the edges of all colours).
// @variant SketchFilter style=2 A pencil sketch: Sobel edges of the red channel in black on white, as GPUImage2's SketchFilter (put Luminance before it for the edges of all colours).
// @include red-gradient

vec4 effect(vec2 uv) {
    float edge = length(redGradient(uv, style == 1 ? 1.0 : 2.0)) * edgeStrength;
    return vec4(vec3(style == 2 ? 1.0 - edge : edge), 1.0);
}
