// @name BrightnessAdjustment
// @alias Brightness
// @kind filter
// @opaque
// @alpha straight
// @summary Adds a constant to red, green and blue, as GPUImage's BrightnessAdjustment.
// @param float brightness = 0 [-1, 1] Amount added to each colour channel.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(color.rgb + brightness, color.a);
}
