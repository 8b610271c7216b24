// @name LuminanceThreshold
// @kind filter
// @opaque
// @alpha straight
// @summary White where luminance reaches the threshold, black elsewhere, as GPUImage's LuminanceThreshold.
// @param float threshold = 0.5 [0, 1] The luminance that turns a pixel white.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    return vec4(vec3(step(threshold, dot(source.rgb, luminanceWeights))), source.a);
}
