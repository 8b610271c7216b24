// @name WhiteBalance
// @kind filter
// @opaque
// @alpha straight
// @summary Warms or cools the image by a colour temperature in kelvin and shifts its green-magenta tint, as GPUImage's WhiteBalance.
// @param float temperature = 5000 [2500, 7500] Colour temperature in K: 5000 keeps the image, lower is cooler, higher warmer.
// @param float tint = 0 [-200, 200] Tint: -200 is very green, 200 very pink, 0 keeps the image.

// GPUImage's matrices, built column by column as GLSL's mat3() takes its numbers: the same
// numbers as GPUImage's file, so that the result is GPUImage's.
const mat3 rgbToYIQ = mat3(0.299, 0.587, 0.114, 0.596, -0.274, -0.322, 0.212, -0.523, 0.311);
const mat3 yiqToRGB = mat3(1.0, 0.956, 0.621, 1.0, -0.272, -0.647, 1.0, -1.105, 1.702);
const vec3 warmFilter = vec3(0.93, 0.54, 0.0);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    vec3 yiq = rgbToYIQ * source.rgb;
    yiq.z = clamp(yiq.z + tint * 0.01 * 0.5226 * 0.1, -0.5226, 0.5226);
    vec3 rgb = yiqToRGB * yiq;
    // An overlay of the warm filter colour; the temperature says how much of it to mix in,
    // steeper below 5000 K than above, as GPUImage scales it.
    vec3 overlay = mix(2.0 * rgb * warmFilter, 1.0 - 2.0 * (1.0 - rgb) * (1.0 - warmFilter), step(0.5, rgb));
    float amount = temperature < 5000.0 ? 0.0004 * (temperature - 5000.0) : 0.00006 * (temperature - 5000.0);
    return vec4(mix(rgb, overlay, amount), source.a);
}
