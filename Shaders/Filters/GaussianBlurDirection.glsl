// @kind filter
// @summary One half of a separable Gaussian blur: 9 taps one pixel apart.
// @samples 9
// @param float sigma = 2 [0.5, 8] Standard deviation of the Gaussian in pixels (taps reach 4 pixels).
// @param bool vertical = false Blur along the columns rather than the rows.
// @variant GaussianBlurHorizontal vertical=false One half of a separable Gaussian blur: 9 taps one pixel apart, horizontally.
// @variant GaussianBlurVertical vertical=true One half of a separable Gaussian blur: 9 taps one pixel apart, vertically.

vec4 effect(vec2 uv) {
    vec2 step = vertical ? vec2(0.0, 1.0 / resolution.y) : vec2(1.0 / resolution.x, 0.0);
    vec4 sum = vec4(0.0);
    float total = 0.0;
    for (int i = -4; i <= 4; i++) {
        float weight = exp(-float(i * i) / (2.0 * sigma * sigma));
        sum += weight * getInputColor(uv + float(i) * step);
        total += weight;
    }
    return sum / total;
}
