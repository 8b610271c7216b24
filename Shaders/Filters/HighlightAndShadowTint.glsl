// @name HighlightAndShadowTint
// @kind filter
// @opaque
// @alpha straight
// @summary Tints the shadows and the highlights with a colour each, by their own intensities, as GPUImage's HighlightAndShadowTint.
// @param float shadowTintIntensity = 0 [0, 1] How strongly shadows take shadowTintColor; 0 keeps them.
// @param float highlightTintIntensity = 0 [0, 1] How strongly highlights take highlightTintColor; 0 keeps them.
// @param color shadowTintColor = 1,0,0 The shadows' tint.
// @param color highlightTintColor = 0,0,1 The highlights' tint.

const vec3 luminanceWeights = vec3(0.2125, 0.7154, 0.0721);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float luminance = dot(source.rgb, luminanceWeights);
    // Shadows only brighten towards their tint, highlights only darken towards theirs.
    vec4 shadowed = mix(source, max(source, vec4(mix(shadowTintColor.rgb, source.rgb, luminance), source.a)), shadowTintIntensity);
    vec4 highlighted = mix(source, min(shadowed, vec4(mix(shadowed.rgb, highlightTintColor.rgb, luminance), source.a)), highlightTintIntensity);
    return vec4(mix(shadowed.rgb, highlighted.rgb, luminance), source.a);
}
