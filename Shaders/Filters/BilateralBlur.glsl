// @name BilateralBlur
// @kind filter
// @alpha straight
// @summary A blur that keeps edges: 9 Gaussian taps a side, each weighed down by its colour distance from the centre, along x then y, as GPUImage2's BilateralBlur.
// @param float distanceNormalizationFactor = 8 [0, 20] How fast a tap's weight falls with its colour distance from the centre; higher keeps more edges.

// GPUImage's taps, centre first then 1 to 4 texels out.
float bilateralWeight(int i) {
    int d = abs(i);
    return d == 0 ? 0.18 : d == 1 ? 0.15 : d == 2 ? 0.12 : d == 3 ? 0.09 : 0.05;
}

// @stage horizontal
// @samples 9
vec4 effect(vec2 uv) {
    vec4 centre = getInputColor(uv);
    vec4 sum = vec4(0.0);
    float total = 0.0;
    for (int i = -4; i <= 4; i++) {
        vec4 tap = getInputColor(uv + vec2(float(i) / resolution.x, 0.0));
        float weight = bilateralWeight(i) * (1.0 - min(distance(centre, tap) * distanceNormalizationFactor, 1.0));
        sum += tap * weight;
        total += weight;
    }
    return sum / total;
}

// @stage vertical
// @samples 9
vec4 effect(vec2 uv) {
    vec4 centre = getHorizontalColor(uv);
    vec4 sum = vec4(0.0);
    float total = 0.0;
    for (int i = -4; i <= 4; i++) {
        vec4 tap = getHorizontalColor(uv + vec2(0.0, float(i) / resolution.y));
        float weight = bilateralWeight(i) * (1.0 - min(distance(centre, tap) * distanceNormalizationFactor, 1.0));
        sum += tap * weight;
        total += weight;
    }
    return sum / total;
}
