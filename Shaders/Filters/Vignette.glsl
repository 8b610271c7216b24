// @name Vignette
// @kind filter
// @opaque
// @alpha straight
// @summary Darkens the edges towards a colour from a centre outwards, as GPUImage's Vignette.
// @param vec2 center = 0.5,0.5 Centre of the untouched area, in GPUImage's coordinates (0,0 is the top-left corner).
// @param color color = #000000 The colour the edges fade to; its alpha scales the effect.
// @param float start = 0.3 [0, 2] Distance from the centre where the fade begins, in texture coordinates (1 = the image's width across, its height down).
// @param float end = 0.75 [0, 2] Distance where the edges reach the colour.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    // GPUImage measures in texture coordinates, so on a wide image the vignette is wide too.
    float d = distance(vec2(uv.x, 1.0 - uv.y), center);
    float amount = smoothstep(start, end, d) * color.a;
    return vec4(mix(source.rgb, color.rgb, amount), source.a);
}
