// @name HueBlend
// @kind blend
// @alpha straight
// @summary The hue of the second image with the saturation and luminosity of the first, by the second's alpha, as GPUImage's HueBlend.

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
    vec3 blended = setLum(setSat(overlay.rgb, saturationOf(base.rgb)), blendLum(base.rgb));
    return vec4(base.rgb * (1.0 - overlay.a) + blended * overlay.a, base.a);
}
