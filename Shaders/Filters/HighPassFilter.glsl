// @name HighPassFilter
// @kind filter
// @summary Shows what changes over time: the absolute difference between each frame and a LowPassFilter of the frames, alpha kept, as GPUImage2's HighPassFilter.
// @param float strength = 0.5 [0, 1] The low pass's strength: nearer 1, slower changes show too.

// LowPassFilter's pass (its running average lives in this stage's targets), then GPUImage's
// DifferenceBlend of the input with it.
// @stage lowpass LowPassFilter

// @stage difference
// @reads input, lowpass
// @alpha straight
vec4 effect(vec2 uv) {
    vec4 current = getInputColor(uv);
    return vec4(abs(getLowpassColor(uv).rgb - current.rgb), current.a);
}
