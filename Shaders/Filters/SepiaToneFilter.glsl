// @name SepiaToneFilter
// @alias Sepia
// @kind filter
// @opaque
// @alpha straight
// @summary Brown-toned old-photo colours, as GPUImage's SepiaToneFilter.
// @param float intensity = 1 [0, 1] How much of the sepia tone replaces the original colours.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    vec3 sepia = vec3(
        dot(color.rgb, vec3(0.3588, 0.7044, 0.1368)),
        dot(color.rgb, vec3(0.2990, 0.5870, 0.1140)),
        dot(color.rgb, vec3(0.2392, 0.4696, 0.0912)));
    return vec4(mix(color.rgb, sepia, intensity), color.a);
}
