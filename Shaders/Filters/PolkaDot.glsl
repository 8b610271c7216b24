// @name PolkaDot
// @alias PolkaDotFilter
// @kind filter
// @summary Round dots over a grid of square cells, each the colour of its cell's centre, on black, as GPUImage's PolkaDot.
// @param float fractionalWidthOfAPixel = 0.01 [0, 1] Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels.
// @param float dotScaling = 0.9 [0, 1] Dot diameter as a fraction of the cell width.
// @include dots

vec4 effect(vec2 uv) {
    DotCell cell = dotCell(uv);
    float inDot = step(cell.fromCentre, 0.5 * cell.width * dotScaling);
    // Colours are premultiplied here: darkening the colour and keeping alpha is GPUImage's
    // straight rgb * inDot with its alpha.
    vec4 colour = getInputColorLinear(cell.centre);
    return vec4(colour.rgb * inDot, colour.a);
}
