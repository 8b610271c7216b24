// @name LinearGradientGenerator
// @kind generator
// @summary A straight gradient between two colours along the line from a start point to an end point, constant beyond its ends.
// @param vec2 startPoint = 0.5,0 Where startColor is full, in GPUImage's coordinates (0,0 is the top-left corner).
// @param vec2 endPoint = 0.5,1 Where endColor is full, in the same coordinates.
// @param color startColor = #000000 The colour at the start point and before it.
// @param color endColor = #ffffff The colour at the end point and beyond it.

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    vec2 line = endPoint - startPoint;
    // Where p falls along the line, 0 at the start and 1 at the end; a line of no length is all end colour.
    float along = dot(line, line) > 0.0 ? clamp(dot(p - startPoint, line) / dot(line, line), 0.0, 1.0) : 1.0;
    // Colours arrive premultiplied, so a fade to transparent keeps its hue.
    return mix(startColor, endColor, along);
}
