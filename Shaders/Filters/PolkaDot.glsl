// @name PolkaDot
// @alias PolkaDotFilter
// @kind filter
// @summary Round dots over a grid of square cells, each the colour of its cell's centre, on black, as GPUImage's PolkaDot.
// @param float fractionalWidthOfAPixel = 0.01 [0, 1] Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels.
// @param float dotScaling = 0.9 [0, 1] Dot diameter as a fraction of the cell width.

vec4 effect(vec2 uv) {
    // GPUImage's cells start at the top-left corner; work in its texture coordinates.
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    float width = max(fractionalWidthOfAPixel, 1.0 / resolution.x);
    float aspect = resolution.y / resolution.x;
    vec2 cell = vec2(width, width / aspect);
    vec2 centre = p - mod(p, cell) + 0.5 * cell;
    // Distances in units of the image width, so that dots are round on any image.
    vec2 offset = vec2(p.x - centre.x, (p.y - centre.y) * aspect);
    float inDot = step(length(offset), 0.5 * width * dotScaling);
    // Colours are premultiplied here: darkening the colour and keeping alpha is GPUImage's
    // straight rgb * inDot with its alpha.
    vec4 colour = getInputColorLinear(vec2(centre.x, 1.0 - centre.y));
    return vec4(colour.rgb * inDot, colour.a);
}
