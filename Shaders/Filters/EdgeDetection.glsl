// @kind filter
// @alpha straight
// @samples 8
// @summary Edges of the red channel from a 3×3 gradient, as GPUImage2's edge detectors (put Luminance before them for the edges of all colours).
// @param int style = 0 [0, 2] 0 Sobel edges in white on black, 1 Prewitt edges in white on black, 2 Sobel edges in black on white (a sketch).
// @param float edgeStrength = 1 [0, 10] Scales the gradient; higher values show fainter edges and saturate strong ones.
// @variant SobelEdgeDetection style=0 Edges in white on black: the Sobel gradient's length of the red channel, as GPUImage2's SobelEdgeDetection (put Luminance before it for the edges of all colours).
// @variant PrewittEdgeDetection style=1 Edges in white on black: the Prewitt gradient's length of the red channel, as GPUImage2's PrewittEdgeDetection (put Luminance before it for the edges of all colours).
// @variant SketchFilter style=2 A pencil sketch: Sobel edges of the red channel in black on white, as GPUImage2's SketchFilter (put Luminance before it for the edges of all colours).

float red(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).r;
}

vec4 effect(vec2 uv) {
    float topLeft = red(uv, -1.0, -1.0), top = red(uv, 0.0, -1.0), topRight = red(uv, 1.0, -1.0);
    float left = red(uv, -1.0, 0.0), right = red(uv, 1.0, 0.0);
    float bottomLeft = red(uv, -1.0, 1.0), bottom = red(uv, 0.0, 1.0), bottomRight = red(uv, 1.0, 1.0);
    // The middle row and column weigh 2 in Sobel's kernel, 1 in Prewitt's.
    float middle = style == 1 ? 1.0 : 2.0;
    float h = -topLeft - middle * top - topRight + bottomLeft + middle * bottom + bottomRight;
    float v = -bottomLeft - middle * left - topLeft + bottomRight + middle * right + topRight;
    float edge = length(vec2(h, v)) * edgeStrength;
    return vec4(vec3(style == 2 ? 1.0 - edge : edge), 1.0);
}
