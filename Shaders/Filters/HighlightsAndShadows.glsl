// @name HighlightsAndShadows
// @kind filter
// @opaque
// @alpha straight
// @summary Lightens shadows and darkens highlights by scaling each colour's luminance, as GPUImage's HighlightsAndShadows.
// @param float shadows = 0 [0, 1] Increase to lighten shadows; 0 keeps them.
// @param float highlights = 1 [0, 1] Decrease to darken highlights; 1 keeps them.

// GPUImage's weights (sic: 0.3 each, not a luma).
const vec3 luminanceWeights = vec3(0.3, 0.3, 0.3);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float luminance = dot(source.rgb, luminanceWeights);
    float shadow = clamp(pow(luminance, 1.0 / (shadows + 1.0)) - 0.76 * pow(luminance, 2.0 / (shadows + 1.0)) - luminance, 0.0, 1.0);
    float highlight = clamp(1.0 - (pow(1.0 - luminance, 1.0 / (2.0 - highlights)) - 0.8 * pow(1.0 - luminance, 2.0 / (2.0 - highlights))) - luminance, -1.0, 0.0);
    // Black stays black: GPUImage divides 0 by 0 there, which GPUs answer differently.
    vec3 scaled = (luminance + shadow + highlight) * source.rgb / max(luminance, 1e-6);
    return vec4(scaled, source.a);
}
