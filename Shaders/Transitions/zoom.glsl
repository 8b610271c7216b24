// @name zoom
// @kind transition
// @opaque
// @summary "from" shrinks towards a point while "to", behind it, fades in over it.
// @param float endScale = 0.1 [0.01, 1] Size of "from" at the end, as a fraction of the frame.
// @param vec2 center = 0.5,0.5 The point "from" shrinks towards, in uv ((0,0) is the bottom-left).

vec4 effect(vec2 uv) {
    vec4 behind = getToColor(uv);
    float scale = mix(1.0, endScale, progress);
    vec2 source = center + (uv - center) / scale;
    if (any(lessThan(source, vec2(0.0))) || any(greaterThan(source, vec2(1.0)))) return behind;
    // The shrunken "from" is a layer whose opacity falls as "to" fades in.
    return mix(getFromColorLinear(source), behind, progress);
}
