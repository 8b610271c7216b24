// @name fold
// @kind transition
// @opaque
// @summary "from" folds up like an accordion of vertical panels while "to" unfolds between them.
// @param int folds = 6 [1, 64] Number of vertical strips; neighbours fold in opposite directions.
// @param float shading = 0.4 [0, 1] How dark a panel gets at its crease as it folds away.

vec4 effect(vec2 uv) {
    // Exact images at both ends (every panel is flat there).
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    float strips = float(folds);
    float strip = floor(uv.x * strips);
    float t = uv.x * strips - strip;  // 0…1 across this strip
    // Even strips keep "from" on their left, odd ones on their right, so that neighbouring
    // "to" panels meet at a crease and the strips zig-zag like an accordion.
    bool even = mod(strip, 2.0) < 0.5;
    float kept = 1.0 - progress;       // width of the "from" panel, as a fraction of the strip
    float start = even ? 0.0 : progress;  // where the "from" panel begins
    if (t >= start && t < start + kept) {
        float u = (t - start) / kept;
        float crease = even ? u : 1.0 - u;  // 1 at the edge that meets "to"
        vec4 c = getFromColorLinear(vec2((strip + u) / strips, uv.y));
        return vec4(c.rgb * (1.0 - shading * progress * crease), c.a);
    }
    float toStart = even ? kept : 0.0;
    float u = (t - toStart) / progress;
    float crease = even ? 1.0 - u : u;  // 1 at the edge that meets "from"
    vec4 c = getToColorLinear(vec2((strip + u) / strips, uv.y));
    return vec4(c.rgb * (1.0 - shading * kept * crease), c.a);
}
