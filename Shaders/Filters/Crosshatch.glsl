// @name Crosshatch
// @alias CrosshatchFilter
// @kind filter
// @alpha straight
// @summary Black diagonal hatching on white, one more direction of lines for each darker band of luminance, as GPUImage's Crosshatch.
// @param float crossHatchSpacing = 0.03 [0, 1] Distance between lines, as a fraction of the image (at least one pixel).
// @param float lineWidth = 0.003 [0, 1] Width of each line, in the same units.

// GPUImage's luminance weights for this effect.
const vec3 weights = vec3(0.2125, 0.7154, 0.0721);

// Whether p lies on a line of the family mod(along, spacing) <= lineWidth.
bool onLine(float along, float spacing) {
    return mod(along, spacing) <= lineWidth;
}

vec4 effect(vec2 uv) {
    float luminance = dot(getInputColor(uv).rgb, weights);
    // The lines run through GPUImage's texture coordinates, from the top-left corner.
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    float spacing = max(crossHatchSpacing, 1.0 / resolution.x);
    // Four families of lines: each band of darkness adds one, as GPUImage's thresholds do.
    bool dark = (luminance < 1.0 && onLine(p.x + p.y, spacing))
             || (luminance < 0.75 && onLine(p.x - p.y, spacing))
             || (luminance < 0.5 && onLine(p.x + p.y - spacing / 2.0, spacing))
             || (luminance < 0.3 && onLine(p.x - p.y - spacing / 2.0, spacing));
    return dark ? vec4(0.0, 0.0, 0.0, 1.0) : vec4(1.0);
}
