// @name BoxBlur
// @kind filter
// @summary The mean over a square of 2r+1 pixels a side, in two separable passes, as GPUImage2's BoxBlur.
// @param float blurRadiusInPixels = 2 [0, 64] The square's half-width r in pixels, rounded to a whole pixel; 0 keeps the image.

// Each bilinear read halfway between two texels takes both at equal weight, so a side of r
// texels costs (r + 1) / 2 reads; an odd r's last read sits on its texel centre.
int boxRadius() { return int(floor(blurRadiusInPixels + 0.5)); }

// @stage horizontal
// @samples 17
vec4 effect(vec2 uv) {
    int r = boxRadius();
    vec4 sum = getInputColor(uv);
    vec2 texel = vec2(1.0 / resolution.x, 0.0);
    for (int i = 1; i <= r; i += 2) {
        float pair = i < r ? 2.0 : 1.0;
        vec2 offset = texel * (float(i) + (pair - 1.0) * 0.5);
        sum += pair * (getInputColorLinear(uv + offset) + getInputColorLinear(uv - offset));
    }
    return sum / float(2 * r + 1);
}

// @stage vertical
// @samples 17
vec4 effect(vec2 uv) {
    int r = boxRadius();
    vec4 sum = getHorizontalColor(uv);
    vec2 texel = vec2(0.0, 1.0 / resolution.y);
    for (int i = 1; i <= r; i += 2) {
        float pair = i < r ? 2.0 : 1.0;
        vec2 offset = texel * (float(i) + (pair - 1.0) * 0.5);
        sum += pair * (getHorizontalColorLinear(uv + offset) + getHorizontalColorLinear(uv - offset));
    }
    return sum / float(2 * r + 1);
}
