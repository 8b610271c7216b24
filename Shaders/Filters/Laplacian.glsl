// @name Laplacian
// @kind filter
// @opaque
// @alpha straight
// @samples 9
// @summary The 3x3 Laplacian of each colour channel, offset by one half so that negative values show, as GPUImage's Laplacian.

vec3 neighbour(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).rgb;
}

vec4 effect(vec2 uv) {
    vec3 corners = neighbour(uv, -1.0, -1.0) + neighbour(uv, 1.0, -1.0) + neighbour(uv, -1.0, 1.0) + neighbour(uv, 1.0, 1.0);
    vec3 sides = neighbour(uv, 0.0, -1.0) + neighbour(uv, -1.0, 0.0) + neighbour(uv, 1.0, 0.0) + neighbour(uv, 0.0, 1.0);
    vec4 centre = getInputColor(uv);
    return vec4(0.5 * corners + sides - 6.0 * centre.rgb + 0.5, centre.a);
}
