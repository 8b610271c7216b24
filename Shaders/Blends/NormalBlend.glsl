// @name NormalBlend
// @kind blend
// @alpha straight
// @summary The second image over the first by its alpha (source over, straight colours out), as GPUImage's NormalBlend.

vec4 effect(vec2 uv) {
    vec4 below = getFirstColor(uv);
    vec4 above = getSecondColor(uv);
    float alpha = above.a + below.a * (1.0 - above.a);
    // Where both are transparent, the colour is black rather than a division by zero.
    float divisor = alpha + step(alpha, 0.0);
    return vec4((above.rgb * above.a + below.rgb * below.a * (1.0 - above.a)) / divisor, alpha);
}
