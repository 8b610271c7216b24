// @name LinearBurnBlend
// @kind blend
// @opaque
// @alpha straight
// @summary Adds the two images and subtracts white, keeping the first's alpha, as GPUImage's LinearBurnBlend.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    return vec4(clamp(base.rgb + getSecondColor(uv).rgb - 1.0, 0.0, 1.0), base.a);
}
