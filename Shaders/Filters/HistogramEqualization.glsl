// @name HistogramEqualization
// @kind filter
// @alpha straight
// @inputs input, equalization
// @summary Spreads the levels of an image evenly through its own histogram, as GPUImage2's HistogramEqualization; the histogram is counted on the GPU (segue apply measures it; from Swift, LookupTable(equalizing:type:)).
// @param int type = 0 [0, 4] Which levels are equalised: 0 red, green and blue each by its own histogram, 1 red, 2 green or 3 blue alone, 4 luminance (each colour shifted by its luminance's change, as GPUImage).

// The table is a 256x1 row (`LookupTable(equalizing:type:)`): texel i holds what level i becomes,
// per channel, or the new luminance in every channel for type 4. Levels are read exactly, at the
// centre of their texel, as the histogram counted them.
const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 equalized(float value) {
    return getEqualizationColorLinear(vec2((floor(value * 255.0 + 0.5) + 0.5) / 256.0, 0.5));
}

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    if (type == 4) {
        float luminance = dot(color.rgb, luminanceWeights);
        return vec4(clamp(color.rgb + (equalized(luminance).r - luminance), 0.0, 1.0), color.a);
    }
    vec3 mapped = vec3(equalized(color.r).r, equalized(color.g).g, equalized(color.b).b);
    bvec3 chosen = bvec3(type == 0 || type == 1, type == 0 || type == 2, type == 0 || type == 3);
    return vec4(mix(color.rgb, mapped, vec3(chosen)), color.a);
}
