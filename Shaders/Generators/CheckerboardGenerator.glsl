// @name CheckerboardGenerator
// @kind generator
// @summary Squares of two colours alternating, counted from the top-left corner.
// @param float squareSize = 16 [1, 4096] The side of a square, in pixels.
// @param color firstColor = #ffffff The colour of the top-left square.
// @param color secondColor = #000000 The other squares' colour.

vec4 effect(vec2 uv) {
    // The pixel's column and row from the top-left corner, then its square's.
    vec2 pixel = floor(vec2(uv.x, 1.0 - uv.y) * resolution);
    vec2 square = floor(pixel / squareSize);
    return mod(square.x + square.y, 2.0) < 0.5 ? firstColor : secondColor;
}
