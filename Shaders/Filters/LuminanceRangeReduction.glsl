// @name LuminanceRangeReduction
// @kind filter
// @opaque
// @alpha straight
// @summary Pulls colours towards mid-grey luminance, narrowing the tonal range, as GPUImage's LuminanceRangeReduction.
// @param float rangeReductionFactor = 0.6 [0, 1] How far each colour moves towards luminance 0.5: 0 keeps the image.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float luminance = dot(source.rgb, luminanceWeights);
    return vec4(source.rgb + (0.5 - luminance) * rangeReductionFactor, source.a);
}
