// @name MonochromeFilter
// @kind filter
// @opaque
// @alpha straight
// @summary Tints the image's luminance with one colour (an overlay), as GPUImage's MonochromeFilter.
// @param float intensity = 1 [0, 1] How much of the tinted image replaces the original.
// @param color color = 0.6,0.45,0.3 The colour the luminance is tinted with.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float luminance = dot(source.rgb, luminanceWeights);
    // Overlay the colour on the grey: multiply below mid-grey, screen above.
    vec3 tinted = luminance < 0.5 ? 2.0 * luminance * color.rgb : 1.0 - 2.0 * (1.0 - luminance) * (1.0 - color.rgb);
    return vec4(mix(source.rgb, tinted, intensity), source.a);
}
