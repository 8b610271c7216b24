// @name FalseColor
// @kind filter
// @opaque
// @alpha straight
// @summary Maps luminance onto a gradient between two colours, as GPUImage's FalseColor.
// @param color firstColor = 0,0,0.5 The colour of black.
// @param color secondColor = 1,0,0 The colour of white.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float luminance = dot(source.rgb, luminanceWeights);
    return vec4(mix(firstColor.rgb, secondColor.rgb, luminance), source.a);
}
