// @name Sharpen
// @kind filter
// @opaque
// @alpha straight
// @samples 5
// @summary Sharpens by subtracting the four neighbours from the amplified centre, as GPUImage's Sharpen.
// @param float sharpness = 0 [-4, 4] The amount; 0 keeps the image, negative values soften it.

vec4 effect(vec2 uv) {
    vec2 step = 1.0 / resolution;
    vec4 centre = getInputColor(uv);
    vec3 neighbours = getInputColor(uv - vec2(step.x, 0.0)).rgb + getInputColor(uv + vec2(step.x, 0.0)).rgb
                    + getInputColor(uv + vec2(0.0, step.y)).rgb + getInputColor(uv - vec2(0.0, step.y)).rgb;
    // The centre's alpha (GPUImage takes the alpha of the texel above; the same on opaque images).
    return vec4(centre.rgb * (1.0 + 4.0 * sharpness) - neighbours * sharpness, centre.a);
}
