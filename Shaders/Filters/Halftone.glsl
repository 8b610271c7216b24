// @name Halftone
// @alias HalftoneFilter
// @kind filter
// @alpha straight
// @summary A newspaper halftone: black dots on white over a grid of square cells, larger where the image is darker, as GPUImage's Halftone.
// @param float fractionalWidthOfAPixel = 0.01 [0, 1] Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels.

// GPUImage's luminance weights for this effect.
const vec3 weights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    // GPUImage's cells start at the top-left corner; work in its texture coordinates.
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    float width = max(fractionalWidthOfAPixel, 1.0 / resolution.x);
    float aspect = resolution.y / resolution.x;
    vec2 cell = vec2(width, width / aspect);
    vec2 centre = p - mod(p, cell) + 0.5 * cell;
    // Distances in units of the image width, so that dots are round on any image.
    vec2 offset = vec2(p.x - centre.x, (p.y - centre.y) * aspect);
    float darkness = 1.0 - dot(getInputColorLinear(vec2(centre.x, 1.0 - centre.y)).rgb, weights);
    float inDot = step(length(offset), 0.5 * width * darkness);
    return vec4(vec3(1.0 - inDot), 1.0);
}
