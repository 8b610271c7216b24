// @name ZoomBlur
// @kind filter
// @samples 36
// @summary Blurs along the lines through a centre, as if zooming while exposing, as GPUImage's ZoomBlur.
// @param vec2 blurCenter = 0.5,0.5 The centre of the zoom, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float blurSize = 1 [0, 10] The blur's length: taps one hundredth of the distance to the centre apart, times this.

// GPUImage's nine weights, the centre's first; they sum to 1.
const float weights[5] = float[5](0.18, 0.15, 0.12, 0.09, 0.05);

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    vec2 offset = 0.01 * (blurCenter - p) * blurSize;
    vec4 sum = getInputColorLinear(uv) * weights[0];
    for (int i = 1; i < 5; i++) {
        vec2 ahead = p + float(i) * offset, behind = p - float(i) * offset;
        sum += (getInputColorLinear(vec2(ahead.x, 1.0 - ahead.y)) + getInputColorLinear(vec2(behind.x, 1.0 - behind.y))) * weights[i];
    }
    return sum;
}
