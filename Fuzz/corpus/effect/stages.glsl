// @name Seed
// @kind filter
// @param float blurRadiusInPixels = 12 [0, 256] Sigma.
// @param float gain = 0.5 [0, 2] Glow.
vec4 bright(vec4 c) { return max(c - 0.5, 0.0); }
// @stage small
// @downsample blurRadiusInPixels 8
// @only-downsampled
vec4 effect(vec2 uv) { return getInputColorLinear(uv); }
// @stage spread
// @samples 3
vec4 effect(vec2 uv) { return bright(getSmallColor(uv)); }
// @stage blurred GaussianBlur
// @reads spread
// @stage add
// @reads input, blurred
// @alpha straight
vec4 effect(vec2 uv) { return getInputColor(uv) + gain * getBlurredColor(uv); }
