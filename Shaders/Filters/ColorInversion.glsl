// @name ColorInversion
// @alias ColorInvert
// @kind filter
// @opaque
// @alpha straight
// @summary Inverts red, green and blue, keeping alpha, as GPUImage's ColorInversion.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(1.0 - color.rgb, color.a);
}
