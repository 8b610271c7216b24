// @name AverageLuminanceThreshold
// @kind filter
// @alpha straight
// @summary White where luminance reaches the image's own average luminance times thresholdMultiplier, black elsewhere, as GPUImage2's AverageLuminanceThreshold; the average is reduced on the GPU (segue apply measures it).
// @param float thresholdMultiplier = 1.0 [0, 4] The share of the average luminance a pixel must reach to turn white.
// @param float averageLuminance = 0.5 [0, 1] The input's average luminance, measured from it before drawing (from Swift, Engine.averageLuminance(of:) or Engine.measure(_:from:)).

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    return vec4(vec3(step(averageLuminance * thresholdMultiplier, dot(source.rgb, luminanceWeights))), source.a);
}
