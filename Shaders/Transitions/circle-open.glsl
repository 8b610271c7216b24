// @name circle-open
// @kind transition
// @opaque
// @summary "to" appears in a circle that grows from a point until it covers the frame.
// @param float smoothness = 0.05 [0, 1] Width of the soft edge, in image heights.
// @param vec2 center = 0.5,0.5 Where the circle opens, in uv ((0,0) is the bottom-left).

vec4 effect(vec2 uv) {
    // Distances in image heights, so the circle stays round on any aspect ratio.
    vec2 scale = vec2(ratio, 1.0);
    float dist = length((uv - center) * scale);
    vec2 corner = max(center, 1.0 - center) * scale;  // the farthest corner
    float edge = max(smoothness, 1e-4);
    float radius = progress * (length(corner) + edge);
    return mix(getToColor(uv), getFromColor(uv), smoothstep(radius - edge, radius, dist));
}
