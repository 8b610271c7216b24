// @name RGBAdjustment
// @kind filter
// @opaque
// @alpha straight
// @summary Multiplies red, green and blue by a factor each, as GPUImage's RGBAdjustment.
// @param float red = 1 [0, 10] Factor for red; 1 keeps it.
// @param float green = 1 [0, 10] Factor for green; 1 keeps it.
// @param float blue = 1 [0, 10] Factor for blue; 1 keeps it.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    return vec4(source.rgb * vec3(red, green, blue), source.a);
}
