// @name Vibrance
// @kind filter
// @opaque
// @alpha straight
// @summary Raises the saturation of dull colours more than of vivid ones, as GPUImage's Vibrance.
// @param float vibrance = 0 [-1.2, 1.2] 0 keeps the image; positive makes dull colours vivid, negative dulls them.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float average = (source.r + source.g + source.b) / 3.0;
    float brightest = max(source.r, max(source.g, source.b));
    // Vivid colours (far from their average) move less towards or away from their maximum.
    float amount = (brightest - average) * (-vibrance * 3.0);
    return vec4(mix(source.rgb, vec3(brightest), amount), source.a);
}
