// @name LowPassFilter
// @kind filter
// @alpha straight
// @summary Smooths changes over time: each frame mixed with the filter's own previous output, as GPUImage2's LowPassFilter (the first frame is the input).
// @inputs input, previous
// @param float strength = 0.5 [0, 1] How much of the previous output is kept: 0 shows the input, nearer 1 trails longer.

// GPUImage2 dissolves the new frame with a buffer of its last output (mix = strength), so the
// output is an exponential moving average of the frames.
vec4 effect(vec2 uv) {
    return mix(getInputColor(uv), getPreviousColor(uv), strength);
}
