// @name Shrink
// @kind filter
// @param vec2 target = 40,30 The size.
// @stage half
// @size target height clamped
vec4 effect(vec2 uv) { return getInputColor(uv * inputResolution / inputResolution); }
// @stage trail
// @reads half, previous
// @size target
vec4 effect(vec2 uv) { return mix(getHalfColor(uv), getPreviousColor(uv), 0.5); }
