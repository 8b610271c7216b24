// @name ripple
// @kind transition
// @opaque
// @summary Circular waves spread from the centre and distort both images while crossfading.
// @param float amplitude = 0.03 [0, 0.5] Largest displacement at the midpoint, in image heights.
// @param float frequency = 12 [0, 100] Wave crests per image height.
// @param float speed = 4 [0, 50] How many wavelengths the waves travel outwards over the transition.

vec4 effect(vec2 uv) {
    // The waves die out at both ends: land exactly on each image.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    vec2 scale = vec2(ratio, 1.0);
    vec2 d = (uv - 0.5) * scale;
    float dist = length(d);
    vec2 outward = dist > 1e-6 ? d / dist : vec2(0.0);
    float wave = sin(6.28318531 * (frequency * dist - speed * progress));
    vec2 source = uv + outward * amplitude * sin(3.14159265 * progress) * wave / scale;
    return mix(getFromColorLinear(source), getToColorLinear(source), smoothstep(0.25, 0.75, progress));
}
