// @kind blend
// @alpha straight
// @summary One of hue, saturation or luminosity taken from the second image, the rest from the first, by the second's alpha, as GPUImage's non-separable blends.
// @param int mode = 0 [0, 3] What the second image gives: 0 its hue, 1 its saturation, 2 its hue and saturation (colour), 3 its luminosity.
// @variant HueBlend mode=0 The hue of the second image with the saturation and luminosity of the first, by the second's alpha, as GPUImage's HueBlend.
// @variant SaturationBlend mode=1 The saturation of the second image with the hue and luminosity of the first, by the second's alpha, as GPUImage's SaturationBlend.
// @variant ColorBlend mode=2 The hue and saturation of the second image with the luminosity of the first, by the second's alpha, as GPUImage's ColorBlend.
// @variant LuminosityBlend mode=3 The luminosity of the second image with the hue and saturation of the first, by the second's alpha, as GPUImage's LuminosityBlend.

// Non-separable blend helpers from the PDF specification (ISO 32000, 11.3.5.3), which
// GPUImage follows: luminosity with weights 0.3, 0.59, 0.11; colours clipped back into
// range around their luminosity.
float blendLum(vec3 c) {
    return dot(c, vec3(0.3, 0.59, 0.11));
}

vec3 clipColour(vec3 c) {
    float l = blendLum(c);
    float lowest = min(min(c.r, c.g), c.b);
    float highest = max(max(c.r, c.g), c.b);
    if (lowest < 0.0) {
        c = l + (c - l) * l / (l - lowest);
    }
    if (highest > 1.0) {
        c = l + (c - l) * (1.0 - l) / (highest - l);
    }
    return c;
}

vec3 setLum(vec3 c, float l) {
    return clipColour(c + (l - blendLum(c)));
}

float saturationOf(vec3 c) {
    return max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b);
}

// The colour with its hue kept and its saturation (max - min) set to s: the largest channel
// becomes s, the smallest 0, the middle one scaled between them.
vec3 setSat(vec3 c, float s) {
    float highest = max(max(c.r, c.g), c.b);
    float lowest = min(min(c.r, c.g), c.b);
    if (highest <= lowest) {
        return vec3(0.0);
    }
    return (c - lowest) * s / (highest - lowest);
}

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    vec3 blended;
    if (mode == 0) {
        blended = setLum(setSat(overlay.rgb, saturationOf(base.rgb)), blendLum(base.rgb));
    } else if (mode == 1) {
        blended = setLum(setSat(base.rgb, saturationOf(overlay.rgb)), blendLum(base.rgb));
    } else if (mode == 2) {
        blended = setLum(overlay.rgb, blendLum(base.rgb));
    } else {
        blended = setLum(base.rgb, blendLum(overlay.rgb));
    }
    return vec4(base.rgb * (1.0 - overlay.a) + blended * overlay.a, base.a);
}
