// @name SaturationAdjustment
// @alias Saturation
// @kind filter
// @opaque
// @alpha straight
// @summary Mixes each colour with its luminance, as GPUImage's SaturationAdjustment.
// @param float saturation = 1 [0, 2] 0 is grey, 1 keeps the image, 2 doubles the colourfulness.

// Rec. 709 luma weights, as GPUImage uses.
const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    float luminance = dot(color.rgb, luminanceWeights);
    return vec4(mix(vec3(luminance), color.rgb, saturation), color.a);
}
