// @name swirl
// @kind transition
// @opaque
// @summary Both images twist around the centre, most at the midpoint, while crossfading.
// @param float radius = 1 [0.05, 4] Reach of the twist, as a fraction of the half-diagonal.
// @param float strength = 6 [0, 40] Rotation at the centre at the midpoint, in radians.

vec4 effect(vec2 uv) {
    // No twist at either end: land exactly on each image.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    vec2 scale = vec2(ratio, 1.0);  // work in image heights so the twist is round
    vec2 d = (uv - 0.5) * scale;
    float reach = radius * 0.5 * length(scale);
    float falloff = max(1.0 - length(d) / reach, 0.0);
    float angle = strength * sin(3.14159265 * progress) * falloff * falloff;
    vec2 twisted = mat2(cos(angle), sin(angle), -sin(angle), cos(angle)) * d;
    vec2 source = twisted / scale + 0.5;
    return mix(getFromColorLinear(source), getToColorLinear(source), smoothstep(0.3, 0.7, progress));
}
