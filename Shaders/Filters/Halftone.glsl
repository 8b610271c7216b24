// @name Halftone
// @alias HalftoneFilter
// @kind filter
// @alpha straight
// @summary A newspaper halftone: black dots on white over a grid of square cells, larger where the image is darker, as GPUImage's Halftone.
// @param float fractionalWidthOfAPixel = 0.01 [0, 1] Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels.
// @include dots

// GPUImage's luminance weights for this effect.
const vec3 weights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    DotCell cell = dotCell(uv);
    float darkness = 1.0 - dot(getInputColorLinear(cell.centre).rgb, weights);
    float inDot = step(cell.fromCentre, 0.5 * cell.width * darkness);
    return vec4(vec3(1.0 - inDot), 1.0);
}
