// @name OpacityAdjustment
// @kind filter
// @alpha straight
// @summary Multiplies alpha by a factor, as GPUImage's OpacityAdjustment.
// @param float opacity = 1 [0, 1] Factor for alpha; 1 keeps the image, 0 makes it transparent.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    return vec4(source.rgb, source.a * opacity);
}
