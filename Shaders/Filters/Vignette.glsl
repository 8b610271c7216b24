// @name Vignette
// @kind filter
// @alpha straight
// @summary Darkens the corners towards a colour, as GPUImage's Vignette.
// @param vec2 center = 0.5,0.5 Centre of the untouched area, in uv.
// @param color tint = #000000 The colour the corners fade to; its alpha scales the effect.
// @param float start = 0.3 [0, 2] Distance from the centre where the fade begins (1 = the image's height).
// @param float end = 0.75 [0, 2] Distance where the corners reach the tint.

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    // Measure in the image's proportions so that the vignette is round, not stretched.
    vec2 offset = (uv - center) * vec2(ratio, 1.0);
    float amount = smoothstep(start, end, length(offset)) * tint.a;
    return vec4(mix(color.rgb, tint.rgb, amount), color.a);
}
