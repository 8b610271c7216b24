// @name ColorBurnBlend
// @kind blend
// @alpha straight
// @summary Darkens the first image by dividing its inverse by the second, as GPUImage's ColorBurnBlend: 1 - (1 - first) / second, alpha too.

vec4 effect(vec2 uv) {
    vec4 base = getFirstColor(uv);
    vec4 overlay = getSecondColor(uv);
    // A zero divisor burns to black (white stays white): GPUImage divides by zero there, which GPUs answer differently.
    return 1.0 - (1.0 - base) / max(overlay, 1e-6);
}
