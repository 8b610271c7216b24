// @name Luminance
// @alias Grayscale
// @kind filter
// @opaque
// @alpha straight
// @summary Replaces each colour with its luminance (Rec. 709 weights), keeping alpha, as GPUImage's Luminance.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(vec3(dot(color.rgb, luminanceWeights)), color.a);
}
