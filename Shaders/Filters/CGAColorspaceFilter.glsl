// @name CGAColorspaceFilter
// @kind filter
// @alpha straight
// @summary Reduces the image to CGA's black, white, cyan and magenta over a 200x320 grid, as GPUImage's CGAColorspaceFilter.

const vec2 cellSize = vec2(1.0 / 200.0, 1.0 / 320.0);
const vec4 black = vec4(0.0, 0.0, 0.0, 1.0);
const vec4 white = vec4(1.0);
const vec4 cyan = vec4(85.0 / 255.0, 1.0, 1.0, 1.0);
const vec4 magenta = vec4(1.0, 85.0 / 255.0, 1.0, 1.0);

vec4 effect(vec2 uv) {
    // GPUImage's cells start at the top-left corner and are read at that corner, filtered.
    vec2 fromTop = vec2(uv.x, 1.0 - uv.y);
    vec2 corner = fromTop - mod(fromTop, cellSize);
    vec4 source = getInputColorLinear(vec2(corner.x, 1.0 - corner.y));
    float toBlack = distance(source, black), toWhite = distance(source, white);
    float toCyan = distance(source, cyan), toMagenta = distance(source, magenta);
    float nearest = min(min(toMagenta, toCyan), min(toWhite, toBlack));
    // Ties go to black, then white, then cyan, as GPUImage tests them.
    return nearest == toBlack ? black : nearest == toWhite ? white : nearest == toCyan ? cyan : magenta;
}
