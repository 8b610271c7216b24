// @name Solarize
// @kind filter
// @opaque
// @alpha straight
// @summary Inverts the colours of pixels whose luminance is at most the threshold, as GPUImage's Solarize.
// @param float threshold = 0.5 [0, 1] Pixels with luminance up to this are inverted.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float dark = step(dot(source.rgb, luminanceWeights), threshold);
    return vec4(abs(dark - source.rgb), source.a);
}
