// @name wipe
// @kind transition
// @param vec2 direction = 1,0 [-1, 1] Which way it wipes.
// @param color tint = #ff000080 The edge colour.
// @param int steps = 4 [1, 64] Bands.
// @param bool soft = true Blur the edge.
// @variant wipe-up direction=0,1
// @alpha straight
vec4 effect(vec2 uv) {
#if 1
    float d = dot(uv - 0.5, direction) + 0.5; /* comment */
    return mix(getFromColor(uv), getToColor(uv), step(d, progress));
#endif
}
