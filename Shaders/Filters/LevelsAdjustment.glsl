// @name LevelsAdjustment
// @kind filter
// @opaque
// @alpha straight
// @summary Photoshop-style levels per channel: input black, gamma and white points, then output range, as GPUImage's LevelsAdjustment.
// @param vec3 minimum = 0,0,0 Input black point per channel, 0 to 1.
// @param vec3 middle = 1,1,1 Gamma per channel (Photoshop's middle value, at least 0): above 1 brightens mid-tones.
// @param vec3 maximum = 1,1,1 Input white point per channel, 0 to 1.
// @param vec3 minOutput = 0,0,0 Output black level per channel, 0 to 1.
// @param vec3 maxOutput = 1,1,1 Output white level per channel, 0 to 1.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    // Stretch [minimum, maximum] to [0, 1], clamped, so that the gamma sees no negative base.
    vec3 stretched = min(max(source.rgb - minimum, vec3(0.0)) / (maximum - minimum), vec3(1.0));
    vec3 corrected = pow(stretched, 1.0 / middle);
    return vec4(mix(minOutput, maxOutput, corrected), source.a);
}
