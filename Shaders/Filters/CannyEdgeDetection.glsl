// @name CannyEdgeDetection
// @kind filter
// @summary Thin white edges on black: luminance, a Gaussian blur, the Sobel gradient, thinning across it and hysteresis between two thresholds, as GPUImage2's CannyEdgeDetection.
// @param float blurRadiusInPixels = 2 [0, 256] The blur's sigma in pixels, rounded to a whole pixel.
// @param float upperThreshold = 0.4 [0, 1] A gradient at least this strong is an edge.
// @param float lowerThreshold = 0.1 [0, 1] A gradient weaker than this is never one; between the two, an edge fades in.

// @stage luminance
// @alpha straight
vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(vec3(dot(color.rgb, vec3(0.2125, 0.7154, 0.0721))), 1.0);
}

// GaussianBlur's passes over the luminance.
// @stage smoothed GaussianBlur

// @stage gradient
// @samples 9
// The red channel's value dx columns right and dy rows down.
float blurred(vec2 uv, float dx, float dy) { return getSmoothedColor(uv + vec2(dx, -dy) / resolution).r; }

vec4 effect(vec2 uv) {
    float topLeft = blurred(uv, -1.0, -1.0), top = blurred(uv, 0.0, -1.0), topRight = blurred(uv, 1.0, -1.0);
    float left = blurred(uv, -1.0, 0.0), right = blurred(uv, 1.0, 0.0);
    float bottomLeft = blurred(uv, -1.0, 1.0), bottom = blurred(uv, 0.0, 1.0), bottomRight = blurred(uv, 1.0, 1.0);
    // x to the right and y downwards, as GPUImage's directional Sobel.
    vec2 gradient = vec2(-bottomLeft - 2.0 * left - topLeft + bottomRight + 2.0 * right + topRight,
                         -topLeft - 2.0 * top - topRight + bottomLeft + 2.0 * bottom + bottomRight);
    float magnitude = length(gradient);
    // The direction rounded to one of eight neighbours (a component counts when it is past
    // sin(pi/8) of the length), then stored in 0...1 as GPUImage stores it.
    vec2 direction = magnitude > 0.0 ? gradient / magnitude : vec2(0.0);
    direction = sign(direction) * floor(abs(direction) + 0.617316);
    return vec4(magnitude, (direction + 1.0) * 0.5, 1.0);
}

// @stage suppression
// @samples 3
vec4 effect(vec2 uv) {
    vec3 centre = getGradientColor(uv).rgb;
    // The neighbour along the gradient, one step in columns and rows (rows count downwards).
    vec2 along = (centre.gb * 2.0 - 1.0) * vec2(1.0, -1.0) / resolution;
    float ahead = getGradientColor(uv + along).r;
    float behind = getGradientColor(uv - along).r;
    float edge = step(ahead, centre.r) * step(behind, centre.r) * smoothstep(lowerThreshold, upperThreshold, centre.r);
    return vec4(vec3(edge), 1.0);
}

// @stage inclusion
// @samples 9
vec4 effect(vec2 uv) {
    // A pixel stays when it is on and its 3x3 neighbourhood sums to at least 1.5.
    float sum = 0.0;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) sum += getSuppressionColor(uv + vec2(dx, dy) / resolution).r;
    }
    float centre = getSuppressionColor(uv).r;
    return vec4(vec3(step(1.5, sum) * step(0.01, centre)), 1.0);
}
