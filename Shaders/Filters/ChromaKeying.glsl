// @name ChromaKeying
// @kind filter
// @alpha straight
// @summary Makes pixels near a colour transparent, comparing chroma only, as GPUImage's ChromaKeying.
// @param float thresholdSensitivity = 0.4 [0, 1] How close in chroma a colour must be to the key to vanish.
// @param float smoothing = 0.1 [0, 1] Width of the soft edge beyond the threshold.
// @param color colorToReplace = 0,1,0 The key colour.

// Chroma (Cr, Cb) of a colour, with GPUImage's coefficients.
vec2 chroma(vec3 c) {
    float y = dot(c, vec3(0.2989, 0.5866, 0.1145));
    return vec2(0.7132 * (c.r - y), 0.5647 * (c.b - y));
}

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float kept = smoothstep(thresholdSensitivity, thresholdSensitivity + smoothing, distance(chroma(source.rgb), chroma(colorToReplace.rgb)));
    return vec4(source.rgb, source.a * kept);
}
