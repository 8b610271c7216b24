// @name MultiplyBlend
// @kind blend
// @alpha straight
// @summary Multiplies the two images, each showing alone where the other is transparent, as GPUImage's MultiplyBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    return overlay * base + overlay * (1.0 - base.a) + base * (1.0 - overlay.a);
}
