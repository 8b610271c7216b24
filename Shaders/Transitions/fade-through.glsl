// @name fade-through
// @kind transition
// @summary Fade "from" out to a colour, then fade "to" in from it.
// @param color fadeColor = #000000 The colour shown alone at the midpoint.

vec4 effect(vec2 uv) {
    if (progress < 0.5) return mix(getFromColor(uv), fadeColor, progress * 2.0);
    return mix(fadeColor, getToColor(uv), progress * 2.0 - 1.0);
}
